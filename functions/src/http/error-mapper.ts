import type { NextFunction, Request, Response } from 'express';
import { DomainError, errorBody, type ErrorCode } from '../domain/errors';
import { render } from '../domain/i18n/render';
import type { Locale } from '../shared/i18n/locale';
import { msg, type Message } from '../shared/i18n/message';
import { log } from '../log';
import { requestLocale } from './request-locale';

/** The only place that knows HTTP status codes. */
const STATUS: Record<ErrorCode, number> = {
  'invalid-argument': 400,
  unauthenticated: 401,
  'not-found': 404,
  conflict: 409,
  'payload-too-large': 413,
  'unsupported-media-type': 415,
  'resource-exhausted': 429,
  unavailable: 503,
};

export interface HttpError {
  status: number;
  /** Seconds, for the Retry-After header of a 429. */
  retryAfterSeconds?: number;
  body: { error: { code: string; message: string; fields?: Record<string, string> } };
}

interface BodyParserError {
  type?: string;
}

const httpError = (status: number, code: string, message: Message, locale: Locale): HttpError => ({
  status,
  body: { error: { code, message: render(locale, message) } },
});

/** Any thrown value as the answer a client gets, in `locale`: a domain error's own message, or a generic 500. */
export function toHttpError(error: unknown, locale: Locale = 'en'): HttpError {
  if (error instanceof DomainError) {
    const answer: HttpError = { status: STATUS[error.code], body: { error: errorBody(error, locale) } };
    return error.retryAfterSeconds === undefined ? answer : { ...answer, retryAfterSeconds: error.retryAfterSeconds };
  }
  // Express's router cannot decode a path parameter with broken percent-encoding ("/tickets/%ZZ").
  if (error instanceof URIError) return httpError(400, 'invalid-argument', msg('errors:requestPathNotEncoded'), locale);
  switch ((error as BodyParserError | null)?.type) {
    case 'entity.parse.failed':
      return httpError(400, 'invalid-json', msg('errors:requestBodyNotJson'), locale);
    case 'entity.too.large':
      return httpError(413, 'payload-too-large', msg('errors:requestBodyTooLarge'), locale);
    case 'encoding.unsupported':
    case 'charset.unsupported':
      return httpError(415, 'unsupported-media-type', msg('errors:unsupportedRequestEncoding'), locale);
  }
  return httpError(500, 'internal', msg('errors:somethingWentWrong'), locale);
}

/** The locale of an error's answer; English if even that cannot be found out. */
const answerLocale = (req: Request): Promise<Locale> => requestLocale(req).catch(() => 'en' as const);

/**
 * The one place where errors become HTTP answers: `{ error: { code, message, fields? } }`, in the request's language
 * (request-locale.ts).
 */
export async function errorMapper(error: unknown, req: Request, res: Response, next: NextFunction): Promise<void> {
  if (res.headersSent) {
    next(error);
    return;
  }
  const locale = await answerLocale(req);
  if (res.headersSent) return;
  const { status, body, retryAfterSeconds } = toHttpError(error, locale);
  if (status >= 500) log.error('request failed', { method: req.method, path: req.path, status }, error);
  if (retryAfterSeconds !== undefined) res.setHeader('Retry-After', String(retryAfterSeconds));
  res.status(status).json(body);
}
