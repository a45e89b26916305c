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

// The routes not yet served from contracts read their query numbers with the contracts' helpers.
export { pageNumberQuery, wholeNumberQuery } from '../../shared/contracts/number-query';
