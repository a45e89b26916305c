import { describe, expect, it } from 'vitest';
import { createKeyedQueue } from './keyed-queue';

const tick = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

describe('createKeyedQueue', () => {
  it('runs one key in order, one at a time, and other keys alongside', async () => {
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
    expect(await results).toEqual(['a1', 'a2', 'b1']);
    expect(log.indexOf('end a1')).toBeLessThan(log.indexOf('start a2'));
    expect(log.indexOf('start b1')).toBeLessThan(log.indexOf('end a1'));
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
