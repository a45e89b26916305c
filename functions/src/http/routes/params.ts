import type { Request } from 'express';
import { z } from 'zod';
import { notFound } from '../../domain/errors';
import { isDocId } from '../../shared/ids';

/** A route's document id parameter, or the 404 an unknown id gets. */
export function docIdParam(req: Request, name: string, notFoundMessage: string): string {
  const value = req.params[name];
  if (!isDocId(value)) throw notFound(notFoundMessage);
  return value;
}

/**
 * A whole number in a query string: decimal digits only. z.coerce.number would also read "1e1", "0x10", " 5" or a
 * repeated parameter's list as numbers.
 */
export const wholeNumberQuery = () =>
  z.preprocess(
    (value) => (typeof value === 'string' && /^\d{1,9}$/.test(value) ? Number(value) : value),
    z.number({ error: 'Must be a whole number' }).int('Must be a whole number'),
  );

/** A list's 1-based `page`, page 1 when left out. */
export const pageNumberQuery = () => wholeNumberQuery().pipe(z.number().min(1, 'Must be 1 or more')).optional().default(1);
