import { describe, expect, it } from 'vitest';
import { loadOnce } from './load-once';

describe('loadOnce', () => {
  it('runs the load once and gives every caller the same result', async () => {
    let runs = 0;
    const load = loadOnce(async () => ++runs);
    const [first, second] = await Promise.all([load(), load()]);
    expect([first, second, await load()]).toEqual([1, 1, 1]);
    expect(runs).toBe(1);
    expect(load.value).toBe(1);
  });

  it('runs it again after a failure, and keeps the success that follows', async () => {
    let runs = 0;
    const load = loadOnce(async () => {
      runs += 1;
      if (runs === 1) throw new Error('offline');
      return 'loaded';
    });
    expect(load.value).toBeUndefined();
    await expect(load()).rejects.toThrow('offline');
    expect(load.value).toBeUndefined();
    expect(await load()).toBe('loaded');
    expect(load.value).toBe('loaded');
    expect(await load()).toBe('loaded');
    expect(runs).toBe(2);
  });
});
