// Per-user rate limits as token buckets: a user may burst up to `burst` requests, then goes on at `perMinute`.
// Pure: the caller keeps the buckets and passes the time, so the same rules serve the API and the socket.

export interface RateLimit {
  /** Requests allowed at once, after a quiet spell. */
  burst: number;
  /** Sustained requests per minute. */
  perMinute: number;
}

export interface Bucket {
  tokens: number;
  /** When `tokens` was computed (ms since the epoch). */
  at: number;
}

export interface Decision {
  allowed: boolean;
  bucket: Bucket;
  /** Whole seconds until one more request is allowed; 0 when allowed now. */
  retryAfterSeconds: number;
}

/** Refills the bucket for the time passed and takes one token if there is one. */
export function takeToken(bucket: Bucket | undefined, limit: RateLimit, now: number): Decision {
  const perMs = limit.perMinute / 60_000;
  const elapsed = bucket ? Math.max(0, now - bucket.at) : 0;
  const tokens = Math.min(limit.burst, (bucket?.tokens ?? limit.burst) + elapsed * perMs);
  if (tokens >= 1) return { allowed: true, bucket: { tokens: tokens - 1, at: now }, retryAfterSeconds: 0 };
  return { allowed: false, bucket: { tokens, at: now }, retryAfterSeconds: Math.max(1, Math.ceil((1 - tokens) / perMs / 1000)) };
}

/** True once a bucket has refilled completely, so keeping it would change nothing. */
export const isFull = (bucket: Bucket, limit: RateLimit, now: number): boolean =>
  bucket.tokens + Math.max(0, now - bucket.at) * (limit.perMinute / 60_000) >= limit.burst;
