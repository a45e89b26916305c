import { describe, expect, it } from 'vitest';
import { isFull, takeToken, type Bucket, type RateLimit } from './rate-limit';

const LIMIT: RateLimit = { burst: 3, perMinute: 60 };

function burst(count: number, now: number, start?: Bucket) {
  let bucket: Bucket = start ?? { tokens: LIMIT.burst, at: now };
  const allowed: boolean[] = [];
  let retry = 0;
  for (let i = 0; i < count; i += 1) {
    const decision = takeToken(bucket, LIMIT, now);
    bucket = decision.bucket;
    allowed.push(decision.allowed);
    retry = decision.retryAfterSeconds;
  }
  return { allowed, bucket, retry };
}

describe('takeToken', () => {
  it('allows a burst, then refuses with the wait until the next token', () => {
    const { allowed, retry } = burst(4, 0);
    expect(allowed).toEqual([true, true, true, false]);
    expect(retry).toBe(1);
  });

  it('refills at the sustained rate, never beyond the burst', () => {
    const first = burst(3, 0);
    expect(takeToken(first.bucket, LIMIT, 999).allowed).toBe(false);
    expect(takeToken(first.bucket, LIMIT, 1000).allowed).toBe(true);
    const rested = burst(4, 3_600_000, first.bucket);
    expect(rested.allowed).toEqual([true, true, true, false]);
  });

  it('names a longer wait for a slower limit', () => {
    const slow: RateLimit = { burst: 1, perMinute: 2 };
    const used = takeToken(undefined, slow, 0).bucket;
    expect(takeToken(used, slow, 0).retryAfterSeconds).toBe(30);
    expect(takeToken(used, slow, 20_000).retryAfterSeconds).toBe(10);
  });

  it('ignores a clock that went backwards', () => {
    const used = burst(3, 10_000).bucket;
    expect(takeToken(used, LIMIT, 5_000).allowed).toBe(false);
  });
});

describe('isFull', () => {
  it('is true once the bucket has refilled', () => {
    const used = burst(3, 0).bucket;
    expect(isFull(used, LIMIT, 2_999)).toBe(false);
    expect(isFull(used, LIMIT, 3_000)).toBe(true);
  });
});
