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

/** Checks an ID token and answers who it belongs to; throws `unauthenticated` for a bad one. */
export type TokenVerifier = (token: string) => Promise<SignedInUser>;

/** Every /api route, known or not, needs a valid Firebase ID token. */
export function authenticate(verifyIdToken: TokenVerifier) {
  return async (req: Request, _res: Response, next: NextFunction): Promise<void> => {
    const token = bearerToken(req.headers.authorization);
    if (!token) throw unauthenticated('No token');
    req.user = await verifyIdToken(token);
    addLogContext({ uid: req.user.uid });
    next();
  };
}

/** The signed-in user of a request that passed `authenticate`. */
export function currentUser(req: Request): SignedInUser {
  if (!req.user) throw unauthenticated('No token');
  return req.user;
}
