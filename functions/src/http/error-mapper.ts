import type { NextFunction, Request, Response } from 'express';
import { AppError } from '../domain/errors';

interface BodyParserError {
  type?: string;
  status?: number;
}

function toAppError(error: unknown): AppError {
  if (error instanceof AppError) return error;
  const parserError = error as BodyParserError;
  switch (parserError?.type) {
    case 'entity.parse.failed':
      return new AppError(400, 'invalid-json', 'The request body is not valid JSON');
    case 'entity.too.large':
      return new AppError(413, 'payload-too-large', 'The request body is too large');
    case 'encoding.unsupported':
    case 'charset.unsupported':
      return new AppError(415, 'unsupported-media-type', 'Unsupported request encoding');
  }
  return new AppError(500, 'internal', 'Something went wrong on our side. Please try again.');
}

/** The one place where errors become HTTP answers: `{ error: { code, message, fields? } }`. */
export function errorMapper(error: unknown, _req: Request, res: Response, next: NextFunction): void {
  if (res.headersSent) {
    next(error);
    return;
  }
  const appError = toAppError(error);
  if (appError.status >= 500) console.error(error);
  const { code, message, fields } = appError;
  res.status(appError.status).json({ error: fields ? { code, message, fields } : { code, message } });
}
