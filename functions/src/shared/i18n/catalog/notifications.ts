// PHRASES, the server-made parts of stored records ('2 files', 'no issues found') that translate.ts looked up. None
// is left: the timeline entries that held them are keyed (locales/<locale>/timeline.json, plurals and selects there),
// as are in-app notifications, the reminder job's texts and the phone verification SMS.
import type { Catalog } from './types';

/** Server-made phrases that stored records hold ({checked}, {found}, {outcome}). */
export const PHRASES: Catalog = {};
