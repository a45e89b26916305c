import type { NextFunction, Request, Response } from 'express';
import { payloadTooLarge } from '../../domain/errors';

export const JSON_LIMIT_BYTES = 256 * 1024;

/**
 * Cloud Functions (and its emulator) parse JSON bodies up to 10 MB before Express sees them, so
 * express.json()'s limit never applies there. Enforce ours on the raw body instead.
 * Multipart uploads have their own per-file limits.
 */
export function limitJsonBody(req: Request, _res: Response, next: NextFunction): void {
  const raw = (req as Request & { rawBody?: Buffer }).rawBody;
  if (req.is('application/json') && raw && raw.length > JSON_LIMIT_BYTES) throw payloadTooLarge('The request body is too large');
  next();
}
