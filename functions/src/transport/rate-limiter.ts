// Rate limits kept per user in this process's memory (domain/limits/rate-limit.ts decides). Each API instance and
// chat-service instance counts on its own, so the effective limit grows with the number of instances; that bounds
// abuse from one client cheaply, which is what these limits are for. It lives in transport/, beside no use case,
// because it throttles what arrives (requests in http/, events in socket/) before any service runs.
import { isFull, takeToken, type Bucket, type Decision, type RateLimit } from '../domain/limits/rate-limit';

/** Per user, for API requests: a page load fires a handful; a script looping on the API is slowed to 10 a second. */
export const API_RATE_LIMIT: RateLimit = { burst: 200, perMinute: 600 };
/** Per user, for chat socket events: far beyond what a person types, with room for resends after a reconnect. */
export const SOCKET_EVENT_RATE_LIMIT: RateLimit = { burst: 30, perMinute: 120 };

/** How often buckets that have refilled are forgotten, so the map holds only recently active users. */
const SWEEP_EVERY_MS = 60_000;

export interface RateLimiter {
  take(key: string): Decision;
}

export function createRateLimiter(limit: RateLimit, now: () => number = Date.now): RateLimiter {
  const buckets = new Map<string, Bucket>();
  let lastSweep = now();
  return {
    take(key) {
      const at = now();
      if (at - lastSweep >= SWEEP_EVERY_MS) {
        lastSweep = at;
        for (const [k, bucket] of buckets) if (isFull(bucket, limit, at)) buckets.delete(k);
      }
      const decision = takeToken(buckets.get(key), limit, at);
      buckets.set(key, decision.bucket);
      return decision;
    },
  };
}
