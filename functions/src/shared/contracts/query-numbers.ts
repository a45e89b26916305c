// Numbers in a query string, for the query schemas of contracts (shared/contracts/<area>.ts) and the routes not yet
// migrated (http/routes/params.ts hands these on).
import { z } from 'zod';
import { issueText } from '../i18n/message';

/**
 * A whole number in a query string: decimal digits only. z.coerce.number would also read "1e1", "0x10", " 5" or a
 * repeated parameter's list as numbers.
 */
export const wholeNumberQuery = () =>
  z.preprocess(
    (value) => (typeof value === 'string' && /^\d{1,9}$/.test(value) ? Number(value) : value),
    z.number({ error: issueText('validation:mustBeAWholeNumber') }).int(issueText('validation:mustBeAWholeNumber')),
  );

/** A list's 1-based `page`, page 1 when left out. */
export const pageNumberQuery = () =>
  wholeNumberQuery()
    .pipe(z.number().min(1, issueText('validation:mustBe1OrMore')))
    .optional()
    .default(1);
