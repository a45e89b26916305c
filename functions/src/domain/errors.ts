// Typed errors that carry a status and a message that is safe to show to the user.

export type FieldErrors = Record<string, string>;

export class AppError extends Error {
  constructor(
    readonly status: number,
    readonly code: string,
    message: string,
    readonly fields?: FieldErrors,
  ) {
    super(message);
    this.name = 'AppError';
  }
}

export const badRequest = (message: string, fields?: FieldErrors) => new AppError(400, 'invalid-argument', message, fields);
export const unauthenticated = (message: string) => new AppError(401, 'unauthenticated', message);
export const notFound = (message = 'Not found') => new AppError(404, 'not-found', message);
export const payloadTooLarge = (message: string) => new AppError(413, 'payload-too-large', message);
export const unsupportedMediaType = (message: string) => new AppError(415, 'unsupported-media-type', message);
export const unavailable = (message: string) => new AppError(503, 'unavailable', message);
