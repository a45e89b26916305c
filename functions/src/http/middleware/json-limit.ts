import type { NextFunction, Request, Response } from 'express';
import { badRequest, payloadTooLarge } from '../../domain/errors';
import { JSON_MAX_DEPTH, jsonDepthExceeds } from '../../shared/json-depth';
import { msg } from '../../shared/i18n/message';

export const JSON_LIMIT_BYTES = 256 * 1024;

/**
 * Cloud Functions (and its emulator) parse JSON bodies up to 10 MB before Express sees them, so
 * express.json()'s limit never applies there. Enforce ours on the raw body instead.
 * Multipart uploads have their own per-file limits.
 */
export function limitJsonBody(req: Request, _res: Response, next: NextFunction): void {
  const raw = (req as Request & { rawBody?: Buffer }).rawBody;
  if (req.is('application/json') && raw && raw.length > JSON_LIMIT_BYTES) throw payloadTooLarge(msg('errors:requestBodyTooLarge'));
  next();
}

/**
 * A body nested thousands of levels deep is only a few KB, yet recursive code after this point (JSON.stringify,
 * zod, Firestore's encoder) would overflow the stack on it and answer 500. Refused here, whichever parser read it.
 */
export function limitJsonDepth(req: Request, _res: Response, next: NextFunction): void {
  // Other bodies are refused later (middleware/body-type.ts); Cloud Functions may have parsed them into a Buffer.
  if (req.is('application/json') === 'application/json' && jsonDepthExceeds(req.body, JSON_MAX_DEPTH))
    throw badRequest(msg('errors:requestBodyTooDeep', { levels: JSON_MAX_DEPTH }));
  next();
}
