import type { Request } from 'express';
import { notFound } from '../../domain/errors';
import { isDocId } from '../../shared/ids';
import type { Message } from '../../shared/i18n/message';

/** A route's document id parameter, or the 404 an unknown id gets. */
export function docIdParam(req: Request, name: string, notFoundMessage: Message): string {
  const value = req.params[name];
  if (!isDocId(value)) throw notFound(notFoundMessage);
  return value;
}

// The query numbers moved to shared/ for the contracts' query schemas; the routes not yet migrated import them here.
export { pageNumberQuery, wholeNumberQuery } from '../../shared/contracts/query-numbers';
