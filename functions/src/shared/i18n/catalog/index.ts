// The English-keyed catalogs of the areas not yet keyed (docs/i18n.md); errors, field messages and notifications
// live in ../locales as keyed JSON.
import { LABELS } from './labels';
import { PHRASES } from './notifications';
import { PDF } from './pdf';
import { RECORDS } from './records';
import type { Catalog } from './types';

export type { Catalog, Translations } from './types';
export { LABELS, PHRASES };

/** Records the code stores in English (timeline entries, discussion system lines): translate() finds them exactly or by pattern. */
export const MESSAGES: Catalog = { ...RECORDS };

/** Every template, for localize(): the messages, plus the texts only code that knows the locale fills. */
export const CATALOG: Catalog = { ...MESSAGES, ...PHRASES, ...PDF };

/** The catalogs by name, for the completeness test. */
export const CATALOGS: Readonly<Record<string, Catalog>> = {
  RECORDS,
  PHRASES,
  PDF,
  LABELS,
};
