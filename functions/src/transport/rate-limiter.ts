// Per-user rate limits, before any service runs: requests in http/, events in socket/. With REDIS_URL set, every
// instance counts against the same Redis keys (rate-limiter-flexible), so a user's limit holds whatever the number of
// API or chat instances. Without it, or while Redis is unreachable, each instance counts in its own memory with the
// token buckets of domain/limits/rate-limit.ts; the coordination connection logs the outage (data/redis.ts).
import type { Redis } from 'ioredis';
import { BurstyRateLimiter, RateLimiterRedis, RateLimiterRes } from 'rate-limiter-flexible';
import { coordinationRedis, untilFirstConnected } from '../data/redis';
import { rateLimited } from '../domain/errors';
import { isFull, takeToken, type Bucket, type RateLimit } from '../domain/limits/rate-limit';
import { throttledWarning } from '../log';

/** Per user, for API requests: a page load fires a handful; a script looping on the API is slowed to 10 a second. */
export const API_RATE_LIMIT: RateLimit = { burst: 200, perMinute: 600 };
/** Per user, for chat socket events: far beyond what a person types, with room for resends after a reconnect. */
export const SOCKET_EVENT_RATE_LIMIT: RateLimit = { burst: 30, perMinute: 120 };

/** How often buckets that have refilled are forgotten, so the map holds only recently active users. */
const SWEEP_EVERY_MS = 60_000;
export interface LimitDecision {
  allowed: boolean;
  /** Whole seconds until one more request is allowed; 0 when allowed now. */
  retryAfterSeconds: number;
}

export interface RateLimiter {
  take(key: string): Promise<LimitDecision>;
}

/** This instance's own count: a token bucket per key. */
export function createRateLimiter(limit: RateLimit, now: () => number = Date.now): RateLimiter & { takeNow(key: string): LimitDecision } {
  const buckets = new Map<string, Bucket>();
  let lastSweep = now();
  const takeNow = (key: string): LimitDecision => {
    const at = now();
    if (at - lastSweep >= SWEEP_EVERY_MS) {
      lastSweep = at;
      for (const [k, bucket] of buckets) if (isFull(bucket, limit, at)) buckets.delete(k);
    }
    const decision = takeToken(buckets.get(key), limit, at);
    buckets.set(key, decision.bucket);
    return { allowed: decision.allowed, retryAfterSeconds: decision.retryAfterSeconds };
  };
  return { takeNow, take: (key) => Promise.resolve(takeNow(key)) };
}

/**
 * The shared count in rate-limiter-flexible's terms, close to the token bucket: a steady allowance of `points` per
 * `seconds` (the sustained rate, never less than one point), and on top of it a burst allowance that refills once
 * per the time the sustained rate takes to allow a whole burst. A client over both waits at most one steady window.
 */
export function sharedAllowances(limit: RateLimit): {
  steady: { points: number; seconds: number };
  burst: { points: number; seconds: number };
} {
  const seconds = Math.max(1, Math.ceil(60 / limit.perMinute));
  const points = Math.min(limit.burst, Math.max(1, Math.round((limit.perMinute * seconds) / 60)));
  return {
    steady: { points, seconds },
    burst: { points: limit.burst - points, seconds: Math.max(1, Math.round((limit.burst * 60) / limit.perMinute)) },
  };
}

/**
 * Counts against Redis keys named `rate:<name>:…:<key>`, shared by every instance; falls back to this instance's own
 * count when Redis does not answer, and goes back to the shared count as soon as it does.
 */
export function createSharedRateLimiter(redis: Redis, name: string, limit: RateLimit): RateLimiter {
  const { steady, burst } = sharedAllowances(limit);
  // The limit is part of the keys, so that limiters of one name with different limits (in tests) count apart.
  const counter = (kind: string, allowance: { points: number; seconds: number }) =>
    new RateLimiterRedis({
      storeClient: redis,
      keyPrefix: `rate:${name}:${limit.burst}:${limit.perMinute}:${kind}`,
      points: allowance.points,
      duration: allowance.seconds,
      rejectIfRedisNotReady: true,
    });
  const steadyCount = counter('steady', steady);
  const shared = burst.points > 0 ? new BurstyRateLimiter(steadyCount, counter('burst', burst)) : steadyCount;
  const local = createRateLimiter(limit);
  const warn = throttledWarning('shared rate limit unavailable: counting on this instance');
  return {
    async take(key) {
      try {
        await untilFirstConnected(redis);
        await shared.consume(key);
        return { allowed: true, retryAfterSeconds: 0 };
      } catch (outcome) {
        if (outcome instanceof RateLimiterRes)
          return { allowed: false, retryAfterSeconds: Math.max(1, Math.ceil(outcome.msBeforeNext / 1000)) };
        // While the connection is down it reports the outage itself (data/redis.ts).
        if (redis.status === 'ready') warn({ limiter: name, error: String(outcome) });
        return local.takeNow(key);
      }
    },
  };
}

/**
 * The limiter for `name`: shared through Redis when REDIS_URL is set, else this instance's own. Chosen on first use,
 * so that loading the module (as a deploy does) connects to nothing.
 */
export function rateLimiter(name: string, limit: RateLimit): RateLimiter {
  let chosen: RateLimiter | undefined;
  return {
    take(key) {
      if (!chosen) {
        const redis = coordinationRedis();
        chosen = redis === null ? createRateLimiter(limit) : createSharedRateLimiter(redis, name, limit);
      }
      return chosen.take(key);
    },
  };
}

/** Counts one request or event against `key`, or refuses it with how long to wait. */
export async function withinLimit(limiter: RateLimiter, key: string): Promise<void> {
  const decision = await limiter.take(key);
  if (!decision.allowed) throw rateLimited(decision.retryAfterSeconds);
}
