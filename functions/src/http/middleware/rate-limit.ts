import type { NextFunction, Request, Response } from 'express';
import { rateLimited } from '../../domain/errors';
import type { RateLimiter } from '../../services/rate-limiter';
import { currentUser } from './authenticate';

/** Counts each request against its user's limit; over it, 429 with Retry-After (the error mapper adds the header). */
export function limitRequests(limiter: RateLimiter) {
  return (req: Request, _res: Response, next: NextFunction): void => {
    const decision = limiter.take(currentUser(req).uid);
    if (!decision.allowed) throw rateLimited(decision.retryAfterSeconds);
    next();
  };
}
