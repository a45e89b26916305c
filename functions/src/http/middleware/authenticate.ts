import type { NextFunction, Request, Response } from 'express';
import { notFound, unauthenticated } from '../../domain/errors';
import type { SignedInUser } from '../../domain/signed-in-user';
import { addLogContext } from '../../log';
import { isPublicRequest, routePolicyFor, type RoutePolicy } from '../route-policies';
import { msg } from '../../shared/i18n/message';

declare module 'express-serve-static-core' {
  interface Request {
    user?: SignedInUser;
  }
}

/** What an unknown path answers (404), and an expert's route to anyone else. */
export const NO_SUCH_ENDPOINT = msg('errors:noSuchEndpoint');

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
 * Whether a request's token check also asks Firebase Auth that the account is still valid: as its route declares in
 * route-policies.ts (money, settings and the account itself). Elsewhere, and on unknown paths (which answer 404), a
 * revoked token keeps working until it expires (at most an hour), which saves a round trip per request.
 */
const checksRevocation = (req: Request): boolean => routePolicyFor(req.method, req.path)?.checkRevoked ?? false;

/**
 * Every /api route, known or not, needs a valid Firebase ID token, sensitive ones an unrevoked one; except the routes
 * route-policies.ts declares public, which skip the check altogether (any Authorization header is ignored there, and
 * req.user stays unset, so such a route can never act for a user: currentUser() refuses).
 */
export function authenticate(
  verifyIdToken: TokenVerifier,
  checkRevoked: (req: Request) => boolean = checksRevocation,
  isPublic: (req: Request) => boolean = (req) => isPublicRequest(req.method, req.path),
  requiredRole: (req: Request) => RoutePolicy['role'] = (req) => routePolicyFor(req.method, req.path)?.role,
) {
  return async (req: Request, _res: Response, next: NextFunction): Promise<void> => {
    if (isPublic(req)) {
      next();
      return;
    }
    const token = bearerToken(req.headers.authorization);
    if (!token) throw unauthenticated(msg('errors:noToken'));
    req.user = await verifyIdToken(token, { checkRevoked: checkRevoked(req) });
    addLogContext({ uid: req.user.uid });
    // An expert's route is not there for anyone else: the same 404 as an unknown path.
    if (requiredRole(req) === 'expert' && req.user.role !== 'expert') throw notFound(NO_SUCH_ENDPOINT);
    next();
  };
}

/** The signed-in user of a request that passed `authenticate`. */
export function currentUser(req: Request): SignedInUser {
  if (!req.user) throw unauthenticated(msg('errors:noToken'));
  return req.user;
}
