// A whole number in a query string, shared by the routes' query schemas (shared/contracts) and the hand-written
// routes (http/routes/params.ts).
import { z } from 'zod';
import { issueText } from './i18n/message';

/**
 * A whole number in a query string: decimal digits only. z.coerce.number would also read "1e1", "0x10", " 5" or a
 * repeated parameter's list as numbers.
 */
export const wholeNumberQuery = () =>
  z.preprocess(
    (value) => (typeof value === 'string' && /^\d{1,9}$/.test(value) ? Number(value) : value),
    z.number({ error: issueText('validation:mustBeAWholeNumber') }).int(issueText('validation:mustBeAWholeNumber')),
  );
