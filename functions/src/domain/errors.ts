// Typed domain errors: what went wrong, as a Message that is safe to show to the user (shared/i18n/message.ts). They
// say nothing of HTTP; http/error-mapper.ts turns them into status codes and socket/ into socket error bodies, both
// rendering the Message in the reader's language. The Error's own `message` is the English rendering, for logs.
import type { Locale } from '../shared/i18n/locale';
import { msg, type Message } from '../shared/i18n/message';
import { render, renderEnglish, renderFields } from './i18n/render';

/** Messages about single fields, by field path ("a.b"; "_" for the input as a whole). */
export type FieldMessages = Readonly<Record<string, Message>>;
/**
 * Field texts written per locale: a failed parse's (validate.ts), whose keyed messages render from the catalogs and
 * whose zod messages zod itself translates.
 */
export type FieldTexts = (locale: Locale) => Record<string, string>;

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

  constructor(
    readonly code: ErrorCode,
    readonly userMessage: Message,
    private readonly fields?: FieldMessages | FieldTexts,
  ) {
    super(renderEnglish(userMessage));
    this.name = 'DomainError';
  }

  /** The field messages written in `locale`, if the error has any. */
  fieldsIn(locale: Locale): Record<string, string> | undefined {
    if (this.fields === undefined) return undefined;
    return typeof this.fields === 'function' ? this.fields(locale) : renderFields(locale, this.fields);
  }
}

/** What an HTTP answer and a socket error say of a domain error, in `locale`. */
export interface ErrorBody {
  code: ErrorCode;
  message: string;
  fields?: Record<string, string>;
}

export function errorBody(error: DomainError, locale: Locale): ErrorBody {
  const fields = error.fieldsIn(locale);
  return { code: error.code, message: render(locale, error.userMessage), ...(fields ? { fields } : {}) };
}

export const badRequest = (message: Message, fields?: FieldMessages | FieldTexts) => new DomainError('invalid-argument', message, fields);
export const unauthenticated = (message: Message) => new DomainError('unauthenticated', message);
export const notFound = (message: Message = msg('errors:notFound')) => new DomainError('not-found', message);
export const conflict = (message: Message) => new DomainError('conflict', message);
export const payloadTooLarge = (message: Message) => new DomainError('payload-too-large', message);
export const unsupportedMediaType = (message: Message) => new DomainError('unsupported-media-type', message);
export const tooManyRequests = (message: Message, retryAfterSeconds?: number) =>
  Object.assign(new DomainError('resource-exhausted', message), retryAfterSeconds === undefined ? {} : { retryAfterSeconds });

/** The answer to a user over their rate limit (transport/rate-limiter.ts). */
export const rateLimited = (retryAfterSeconds: number) =>
  tooManyRequests(msg('errors:tooManyRequests', { seconds: retryAfterSeconds }), retryAfterSeconds);
export const unavailable = (message: Message) => new DomainError('unavailable', message);
