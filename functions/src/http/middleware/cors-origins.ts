import cors from 'cors';
import type { NextFunction, Request, RequestHandler, Response } from 'express';

const CORS_HEADERS = [
  'Access-Control-Allow-Origin',
  'Access-Control-Allow-Credentials',
  'Access-Control-Allow-Methods',
  'Access-Control-Allow-Headers',
  'Access-Control-Expose-Headers',
];

/**
 * CORS for the allowed origins only. The Functions emulator's debug mode makes firebase-functions
 * reflect any origin before Express runs; headers it set for another origin are taken back here,
 * so the browser refuses such a site the response.
 */
export function corsForOrigins(allowedOrigins: readonly string[]): RequestHandler[] {
  const allowed = new Set(allowedOrigins);
  const takeBack = (req: Request, res: Response, next: NextFunction) => {
    const origin = req.headers.origin;
    if (origin && !allowed.has(origin)) for (const header of CORS_HEADERS) res.removeHeader(header);
    next();
  };
  return [takeBack, cors({ origin: [...allowed], maxAge: 600 })];
}
