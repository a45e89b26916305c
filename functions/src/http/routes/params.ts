import type { Request } from 'express';
import { notFound } from '../../domain/errors';
import { isDocId } from '../../shared/ids';


/** A route's document id parameter, or the 404 an unknown id gets. */
export function docIdParam(req: Request, name: string, notFoundMessage: string): string {
  const value = req.params[name];
  if (!isDocId(value)) throw notFound(notFoundMessage);
  return value;
}
