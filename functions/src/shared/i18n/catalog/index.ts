// The server's message catalogs (docs/ARCHITECTURE.md, "Languages"), keyed by the English the code writes.
import { ERRORS } from './errors';
import { LABELS } from './labels';
import { NOTIFICATIONS, PHRASES, REMINDERS } from './notifications';
import { PDF } from './pdf';
import { DEVICES, RECORDS } from './records';
import type { Catalog } from './types';
import { VALIDATION } from './validation';

export type { Catalog, Translations } from './types';
export { DEVICES, LABELS, PHRASES };

/**
 * Messages the code writes in English and hands on as text (errors, field messages, notifications) or stores (timeline
 * entries, discussion system lines): translate() finds them exactly or by pattern.
 */
export const MESSAGES: Catalog = { ...ERRORS, ...VALIDATION, ...NOTIFICATIONS, ...RECORDS };

/** Every template, for localize(): the messages, plus the texts only code that knows the locale fills. */
export const CATALOG: Catalog = { ...MESSAGES, ...PHRASES, ...REMINDERS, ...PDF };

/** The catalogs by name, for the completeness test. */
export const CATALOGS: Readonly<Record<string, Catalog>> = {
  ERRORS,
  VALIDATION,
  NOTIFICATIONS,
  RECORDS,
  PHRASES,
  REMINDERS,
  PDF,
  LABELS,
  DEVICES,
};
