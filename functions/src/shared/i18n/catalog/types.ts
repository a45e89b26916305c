import type { Locale } from '../locale';

/** A message in every language but English, which is its key. */
export type Translations = Record<Exclude<Locale, 'en'>, string>;
export type Catalog = Readonly<Record<string, Translations>>;
