import { afterEach, describe, expect, it, vi } from 'vitest';
import { createKeyedQueue } from './keyed-queue';

const tick = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

afterEach(() => {
  vi.useRealTimers();
});

describe('createKeyedQueue', () => {
  it('runs one key in order, one at a time, and other keys alongside', async () => {
    // Fake timers: the tasks take exactly their time, so the log has one order only, however busy the machine.
    vi.useFakeTimers();
    const queue = createKeyedQueue();
    const log: string[] = [];
    const task = (name: string, ms: number) => async () => {
      log.push(`start ${name}`);
      await tick(ms);
      log.push(`end ${name}`);
      return name;
    };
    const results = Promise.all([queue.run('a', task('a1', 30)), queue.run('a', task('a2', 1)), queue.run('b', task('b1', 5))]);
    expect(queue.size('a')).toBe(2);

    await vi.advanceTimersByTimeAsync(5);
    expect(log).toEqual(['start a1', 'start b1', 'end b1']);
    expect(queue.size('b')).toBe(0);

    await vi.advanceTimersByTimeAsync(25);
    expect(log).toEqual(['start a1', 'start b1', 'end b1', 'end a1', 'start a2']);
    expect(queue.size('a')).toBe(1);

    await vi.advanceTimersByTimeAsync(1);
    expect(await results).toEqual(['a1', 'a2', 'b1']);
    expect(log.at(-1)).toBe('end a2');
    expect(queue.size('a')).toBe(0);
  });

  it('goes on after a failed task and reports idle once all are done', async () => {
    const queue = createKeyedQueue();
    const failed = queue.run('a', () => Promise.reject(new Error('boom')));
    const next = queue.run('a', async () => 'next');
    await expect(failed).rejects.toThrow('boom');
    await expect(next).resolves.toBe('next');
    await queue.idle();
    expect(queue.size('a')).toBe(0);
  });
});
