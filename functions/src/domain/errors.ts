// Typed domain errors: what went wrong, in a message that is safe to show to the user. They say nothing of HTTP;
// http/error-mapper.ts turns them into status codes and socket/ into socket error bodies.

import type { ServerLocale } from '../shared/i18n/locale';

export type FieldErrors = Record<string, string>;

/** The kinds of failure a caller can act on; the names follow Firebase's error codes. */
export type ErrorCode =
  | 'invalid-argument'
  | 'unauthenticated'
  | 'not-found'
  | 'conflict'
  | 'payload-too-large'
  | 'unsupported-media-type'
  | 'resource-exhausted'
  | 'unavailable';

export class DomainError extends Error {
  /** For `resource-exhausted`: how long to wait before trying again, when known. */
  retryAfterSeconds?: number;
  /**
   * For a failed parse (validate.ts): the field messages again in another locale, zod's own messages in zod's
   * translation of it. The custom messages stay English here; the error mapper translates them through the catalog.
   */
  fieldsIn?: (locale: ServerLocale) => FieldErrors;

  constructor(
    readonly code: ErrorCode,
    message: string,
    readonly fields?: FieldErrors,
  ) {
    super(message);
    this.name = 'DomainError';
  }
}

export const badRequest = (message: string, fields?: FieldErrors) => new DomainError('invalid-argument', message, fields);
export const unauthenticated = (message: string) => new DomainError('unauthenticated', message);
export const notFound = (message = 'Not found') => new DomainError('not-found', message);
export const conflict = (message: string) => new DomainError('conflict', message);
export const payloadTooLarge = (message: string) => new DomainError('payload-too-large', message);
export const unsupportedMediaType = (message: string) => new DomainError('unsupported-media-type', message);
export const tooManyRequests = (message: string, retryAfterSeconds?: number) =>
  Object.assign(new DomainError('resource-exhausted', message), retryAfterSeconds === undefined ? {} : { retryAfterSeconds });

/** The answer to a user over their rate limit (transport/rate-limiter.ts). */
export const rateLimited = (retryAfterSeconds: number) =>
  tooManyRequests(
    `Too many requests. Please wait ${retryAfterSeconds} second${retryAfterSeconds === 1 ? '' : 's'} and try again.`,
    retryAfterSeconds,
  );
export const unavailable = (message: string) => new DomainError('unavailable', message);
