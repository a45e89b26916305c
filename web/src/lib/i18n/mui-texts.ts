// MUI's own texts (an Alert's "Close", pagination's labels) in the app's language. They are MUI's defaults in
// English, so an English page loads no table; the other languages' tables load the first time one is used.
import { loadOnce } from '../load-once';
import { useLoaded } from '../use-loaded';
import type { Locale } from './locales';
import type * as tableModule from './mui-text-tables';

type Tables = typeof tableModule;
export type MuiTexts = Tables[keyof Tables];

const loadTables = loadOnce<Tables>(() => import('./mui-text-tables'));

/** Loads the tables if `locale` needs them; settles once they are in, or failed (MUI then speaks English). */
export function loadMuiTexts(locale: Locale): Promise<unknown> {
  if (locale === 'en' || loadTables.value) return Promise.resolve();
  // The chunk did not arrive (offline): MUI speaks English until the next language change tries again.
  return loadTables().catch(() => undefined);
}

/** MUI's texts in `locale`: undefined for English, or until another language's tables have loaded. */
export function useMuiTexts(locale: Locale): MuiTexts | undefined {
  // Failed (offline): MUI speaks English until the next language change tries again.
  const { value: tables } = useLoaded(loadTables, locale === 'en' ? undefined : locale);
  return locale === 'en' ? undefined : tables?.[locale];
}
