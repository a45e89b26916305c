// Texts the server stored in English and the app looked up by that English (translate.ts). None is left: a case's
// timeline entries are keyed (locales/<locale>/timeline.json), like device names and a case discussion's system lines.
// Entries stored before keyed messages are shown as they were stored (docs/i18n.md, "Stored records").
import type { Catalog } from './types';

export const RECORDS: Catalog = {};
