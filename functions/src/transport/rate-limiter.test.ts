import { describe, expect, it } from 'vitest';
import { connectCoordinationRedis } from '../data/redis';
import { createRateLimiter, createSharedRateLimiter, sharedAllowances } from './rate-limiter';

describe('createRateLimiter', () => {
  it('counts each key on its own', () => {
    let now = 0;
    const limiter = createRateLimiter({ burst: 2, perMinute: 60 }, () => now);
    expect([limiter.takeNow('a').allowed, limiter.takeNow('a').allowed, limiter.takeNow('a').allowed]).toEqual([true, true, false]);
    expect(limiter.takeNow('b').allowed).toBe(true);
    now = 1000;
    expect(limiter.takeNow('a').allowed).toBe(true);
  });

  it('forgets refilled buckets without changing any decision', () => {
    let now = 0;
    const limiter = createRateLimiter({ burst: 1, perMinute: 1 }, () => now);
    expect(limiter.takeNow('a').allowed).toBe(true);
    expect(limiter.takeNow('a').retryAfterSeconds).toBe(60);
    now = 59_000;
    expect(limiter.takeNow('a').allowed).toBe(false);
    now = 120_000;
    expect(limiter.takeNow('a').allowed).toBe(true);
    expect(limiter.takeNow('a').allowed).toBe(false);
  });
});

describe('the shared limit', () => {
  it('is a steady allowance at the sustained rate plus the rest of the burst, refilled once per burst', () => {
    expect(sharedAllowances({ burst: 200, perMinute: 600 })).toEqual({
      steady: { points: 10, seconds: 1 },
      burst: { points: 190, seconds: 20 },
    });
    expect(sharedAllowances({ burst: 30, perMinute: 120 })).toEqual({
      steady: { points: 2, seconds: 1 },
      burst: { points: 28, seconds: 15 },
    });
    // Slower than one a second: one point per the time one takes.
    expect(sharedAllowances({ burst: 3, perMinute: 6 })).toEqual({ steady: { points: 1, seconds: 10 }, burst: { points: 2, seconds: 30 } });
    expect(sharedAllowances({ burst: 1, perMinute: 1 })).toEqual({ steady: { points: 1, seconds: 60 }, burst: { points: 0, seconds: 60 } });
    // A burst smaller than a second's allowance: the steady allowance is capped at the burst.
    expect(sharedAllowances({ burst: 1, perMinute: 600 })).toEqual({ steady: { points: 1, seconds: 1 }, burst: { points: 0, seconds: 1 } });
  });

  it("counts on this instance while Redis does not answer, and refuses over the instance's limit", async () => {
    // Nothing listens on port 1: the connection never becomes ready, so every command fails at once.
    const redis = connectCoordinationRedis('redis://127.0.0.1:1');
    try {
      const limiter = createSharedRateLimiter(redis, 'unit', { burst: 2, perMinute: 6 });
      const decisions = [await limiter.take('a'), await limiter.take('a'), await limiter.take('a')];
      expect(decisions.map((d) => d.allowed)).toEqual([true, true, false]);
      expect(decisions[2]?.retryAfterSeconds).toBe(10);
      expect((await limiter.take('b')).allowed).toBe(true);
    } finally {
      redis.disconnect();
    }
  });
});
