import type { NextFunction, Request, Response } from 'express';
import { withinLimit, type RateLimiter } from '../../transport/rate-limiter';
import { isPublicRequest } from '../route-policies';
import { currentUser } from './authenticate';

/**
 * Who a request counts against: its signed-in user; on a public route (no token read), the client's address as
 * Express reports it (app.ts trusts the proxy's X-Forwarded-For, which a client can prefix, so this bounds casual
 * abuse only).
 */
const callerKey = (req: Request): string => (isPublicRequest(req.method, req.path) ? `ip:${req.ip ?? 'unknown'}` : currentUser(req).uid);

/** Counts each request against its caller's limit; over it, 429 with Retry-After (the error mapper adds the header). */
export function limitRequests(limiter: RateLimiter) {
  return async (req: Request, _res: Response, next: NextFunction): Promise<void> => {
    await withinLimit(limiter, callerKey(req));
    next();
  };
}
