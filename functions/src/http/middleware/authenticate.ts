import type { NextFunction, Request, Response } from 'express';
import { unauthenticated } from '../../domain/errors';
import type { SignedInUser } from '../../domain/signed-in-user';
import { addLogContext } from '../../log';

declare module 'express-serve-static-core' {
  interface Request {
    user?: SignedInUser;
  }
}

/** Reads the bearer token from an Authorization header value. */
export function bearerToken(header: string | undefined): string | undefined {
  const match = /^Bearer\s+(\S+)\s*$/i.exec(header ?? '');
  return match?.[1];
}

/**
 * Checks an ID token and answers who it belongs to; throws `unauthenticated` for a bad one. With `checkRevoked` it
 * also refuses a token of a deleted or disabled account, or one issued before the account's tokens were revoked.
 */
export type TokenVerifier = (token: string, options: { checkRevoked: boolean }) => Promise<SignedInUser>;

/**
 * API paths (under /api) whose every request asks Firebase Auth whether the account is still valid: money,
 * settings and the account itself. Elsewhere a revoked token keeps working until it expires (at most an hour), which
 * saves a round trip per request. A new account-level route belongs under one of these, or adds its prefix here.
 */
export const REVOCATION_CHECKED_PATHS = [
  '/payments',
  '/invoices',
  '/payment-methods',
  '/billing',
  '/settings',
  '/users',
  '/verify',
  '/account',
  '/audit-log',
] as const;

/** Whether a path under /api is one of REVOCATION_CHECKED_PATHS or below one; case-blind, as Express routes are. */
export function needsRevocationCheck(path: string): boolean {
  const lower = path.toLowerCase();
  return REVOCATION_CHECKED_PATHS.some((prefix) => lower === prefix || lower.startsWith(`${prefix}/`));
}

/** Every /api route, known or not, needs a valid Firebase ID token; sensitive ones (see above) an unrevoked one. */
export function authenticate(verifyIdToken: TokenVerifier, checkRevoked: (req: Request) => boolean = (req) => needsRevocationCheck(req.path)) {
  return async (req: Request, _res: Response, next: NextFunction): Promise<void> => {
    const token = bearerToken(req.headers.authorization);
    if (!token) throw unauthenticated('No token');
    req.user = await verifyIdToken(token, { checkRevoked: checkRevoked(req) });
    addLogContext({ uid: req.user.uid });
    next();
  };
}

/** The signed-in user of a request that passed `authenticate`. */
export function currentUser(req: Request): SignedInUser {
  if (!req.user) throw unauthenticated('No token');
  return req.user;
}
