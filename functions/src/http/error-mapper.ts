import type { NextFunction, Request, Response } from 'express';
import { DomainError, type ErrorCode, type FieldErrors } from '../domain/errors';
import type { ServerLocale } from '../shared/i18n/locale';
import { translate, translateFields } from '../shared/i18n/translate';
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
  body: { error: { code: string; message: string; fields?: FieldErrors } };
}

interface BodyParserError {
  type?: string;
}

const httpError = (status: number, code: string, message: string, fields?: FieldErrors): HttpError => ({
  status,
  body: { error: fields ? { code, message, fields } : { code, message } },
});

/** Any thrown value as the answer a client gets, in `locale`: a domain error's own message, or a generic 500. */
export function toHttpError(error: unknown, locale: ServerLocale = 'en'): HttpError {
  const answer = englishHttpError(error);
  if (locale === 'en') return answer;
  const { code, message, fields } = answer.body.error;
  const localFields = error instanceof DomainError && error.fieldsIn ? error.fieldsIn(locale) : fields;
  return {
    ...answer,
    body: {
      error: { code, message: translate(locale, message), ...(localFields ? { fields: translateFields(locale, localFields) } : {}) },
    },
  };
}

function englishHttpError(error: unknown): HttpError {
  if (error instanceof DomainError) {
    const answer = httpError(STATUS[error.code], error.code, error.message, error.fields);
    return error.retryAfterSeconds === undefined ? answer : { ...answer, retryAfterSeconds: error.retryAfterSeconds };
  }
  // Express's router cannot decode a path parameter with broken percent-encoding ("/tickets/%ZZ").
  if (error instanceof URIError) return httpError(400, 'invalid-argument', 'The request path is not correctly encoded');
  switch ((error as BodyParserError | null)?.type) {
    case 'entity.parse.failed':
      return httpError(400, 'invalid-json', 'The request body is not valid JSON');
    case 'entity.too.large':
      return httpError(413, 'payload-too-large', 'The request body is too large');
    case 'encoding.unsupported':
    case 'charset.unsupported':
      return httpError(415, 'unsupported-media-type', 'Unsupported request encoding');
  }
  return httpError(500, 'internal', 'Something went wrong on our side. Please try again.');
}

/** The locale of an error's answer; English if even that cannot be found out. */
const answerLocale = (req: Request): Promise<ServerLocale> => requestLocale(req).catch(() => 'en' as const);

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
