import { describe, expect, it } from 'vitest';
import { createRateLimiter } from './rate-limiter';

describe('createRateLimiter', () => {
  it('counts each key on its own', () => {
    let now = 0;
    const limiter = createRateLimiter({ burst: 2, perMinute: 60 }, () => now);
    expect([limiter.take('a').allowed, limiter.take('a').allowed, limiter.take('a').allowed]).toEqual([true, true, false]);
    expect(limiter.take('b').allowed).toBe(true);
    now = 1000;
    expect(limiter.take('a').allowed).toBe(true);
  });

  it('forgets refilled buckets without changing any decision', () => {
    let now = 0;
    const limiter = createRateLimiter({ burst: 1, perMinute: 1 }, () => now);
    expect(limiter.take('a').allowed).toBe(true);
    expect(limiter.take('a').retryAfterSeconds).toBe(60);
    now = 59_000;
    expect(limiter.take('a').allowed).toBe(false);
    now = 120_000;
    expect(limiter.take('a').allowed).toBe(true);
    expect(limiter.take('a').allowed).toBe(false);
  });
});
