import type { NextFunction, Request, Response } from 'express';
import { unsupportedMediaType } from '../../domain/errors';
import { msg, type Message } from '../../shared/i18n/message';
import { routePolicyFor } from '../route-policies';

const JSON_TYPE = 'application/json';
const MULTIPART = 'multipart/form-data';

interface BodyTypes {
  types: readonly string[];
  message: Message;
}

const JSON_ONLY: BodyTypes = { types: [JSON_TYPE], message: msg('errors:sendJson') };
const MULTIPART_ONLY: BodyTypes = { types: [MULTIPART], message: msg('errors:sendMultipart') };
const JSON_OR_MULTIPART: BodyTypes = {
  types: [JSON_TYPE, MULTIPART],
  message: msg('errors:sendJsonOrMultipart'),
};

/** What the route declares it reads (route-policies.ts); a route that reads nothing, or an unknown one, takes JSON. */
function bodyTypes(req: Request): BodyTypes {
  switch (routePolicyFor(req.method, req.path)?.input.kind) {
    case 'multipart':
      return MULTIPART_ONLY;
    case 'json-or-multipart':
      return JSON_OR_MULTIPART;
    default:
      return JSON_ONLY;
  }
}

/** A request carries a body when it says so: a length above zero, or chunked transfer (or, in Cloud Functions, bytes read). */
function hasBody(req: Request): boolean {
  const raw = (req as Request & { rawBody?: Buffer }).rawBody;
  if (raw) return raw.length > 0;
  return Number(req.headers['content-length'] ?? 0) > 0 || req.headers['transfer-encoding'] !== undefined;
}

/**
 * Refuses, with 415, a body of a type its endpoint does not read: otherwise XML, raw bytes or a form sent to a JSON
 * endpoint would reach it as an empty body and be taken as a request with no options (POST /cases would open a case).
 * A request without a body may have no content type.
 */
export function refuseUnreadBodies(req: Request, _res: Response, next: NextFunction): void {
  if (!hasBody(req)) {
    next();
    return;
  }
  const accepted = bodyTypes(req);
  // req.is compares the media type only, so parameters (charset, boundary) do not matter here.
  if (!accepted.types.some((type) => req.is(type) === type)) throw unsupportedMediaType(accepted.message);
  next();
}
