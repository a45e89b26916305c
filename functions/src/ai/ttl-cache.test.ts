import { describe, expect, it } from 'vitest';
import { createTtlCache } from './ttl-cache';

describe('createTtlCache', () => {
  it('loads once per TTL, shares a load in flight, and keeps the last copy when a reload fails', async () => {
    let clock = 0;
    let loads = 0;
    let fail = false;
    const cache = createTtlCache(
      async () => {
        loads += 1;
        if (fail) throw new Error('down');
        return { version: loads };
      },
      1000,
      () => clock,
    );
    const [a, b] = await Promise.all([cache.get(), cache.get()]);
    expect(a).toBe(b);
    expect(loads).toBe(1);
    clock = 999;
    expect(await cache.get()).toBe(a);
    clock = 1000;
    expect(await cache.get()).toEqual({ version: 2 });
    clock = 5000;
    fail = true;
    expect(await cache.get()).toEqual({ version: 2 });
    cache.clear();
    await expect(cache.get()).rejects.toThrow('down');
  });
});
