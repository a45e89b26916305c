import type { Request } from 'express';
import { z } from 'zod';
import { notFound } from '../../domain/errors';
import { isDocId } from '../../shared/ids';
import type { Message } from '../../shared/i18n/message';
import { issueText } from '../../shared/i18n/message';
import { wholeNumberQuery } from '../../shared/whole-number-query';

export { wholeNumberQuery };

/** A route's document id parameter, or the 404 an unknown id gets. */
export function docIdParam(req: Request, name: string, notFoundMessage: Message): string {
  const value = req.params[name];
  if (!isDocId(value)) throw notFound(notFoundMessage);
  return value;
}

/** A list's 1-based `page`, page 1 when left out. */
export const pageNumberQuery = () =>
  wholeNumberQuery()
    .pipe(z.number().min(1, issueText('validation:mustBe1OrMore')))
    .optional()
    .default(1);
