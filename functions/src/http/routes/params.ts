import type { Request } from 'express';
import { notFound } from '../../domain/errors';

// Firestore ids we create are 20 letters and digits; seeded ones use dashes. Anything else cannot
// name a document of ours (and "." or ".." would not even be a valid id), so it is simply unknown.
const DOC_ID = /^[A-Za-z0-9_-]{1,128}$/;

/** A route's document id parameter, or the 404 an unknown id gets. */
export function docIdParam(req: Request, name: string, notFoundMessage: string): string {
  const value = req.params[name];
  if (typeof value !== 'string' || !DOC_ID.test(value)) throw notFound(notFoundMessage);
  return value;
}
