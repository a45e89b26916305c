// Records the API still stores in English, read in the user's language: timeline entries and discussion system lines
// (functions/src/shared/i18n/catalog/records.ts), through the server's English-keyed lookup until
// those areas are keyed like notifications (docs/i18n.md; keyed messages render with ./server-message.ts). It loads
// in its own chunk, and only for a language other than English.
import type * as Translations from '@shared/i18n/translate';
import { useSyncExternalStore } from 'react';
import { useTranslation } from 'react-i18next';
import { currentLocale, i18n } from './i18n';

type TranslateModule = typeof Translations;

let translations: TranslateModule | null = null;
const listeners = new Set<() => void>();

function load(locale: string | undefined): void {
  if (translations || !locale || locale === 'en') return;
  void import('@shared/i18n/translate').then(
    (module) => {
      translations = module;
      for (const listener of listeners) listener();
    },
    () => undefined, // offline: the messages stay English, and the next language change tries again
  );
}

load(i18n.resolvedLanguage);
i18n.on('languageChanged', load);

const subscribe = (listener: () => void) => {
  listeners.add(listener);
  return () => listeners.delete(listener);
};
const loaded = () => translations;

/**
 * Stored English records in the user's language, re-rendering once the catalog has loaded: `record` for a timeline
 * entry or a system line. Names, notes and USCIS's own notices stay as written.
 */
export function useServerText(): { record: (english: string) => string } {
  useTranslation(); // re-render on a language change
  const module = useSyncExternalStore(subscribe, loaded, loaded);
  const locale = currentLocale();
  if (locale === 'en' || !module) return { record: (english) => english };
  return { record: (english) => module.translate(locale, english) };
}
