// Text the server writes in English, read in the user's language: the messages of the shared input schemas
// (functions/src/shared) as the browser checks a form before sending it, and the records the API stores in English
// (timeline entries, discussion system lines, device names; functions/src/shared/i18n/catalog/records.ts). The
// catalog is the server's own, so the browser and the API say the same words; it loads in its own chunk, and only
// for a language other than English.
import type * as Translations from '@shared/i18n/translate';
import { useSyncExternalStore } from 'react';
import { useTranslation } from 'react-i18next';
import { currentLocale, i18n } from './i18n';
import type { Locale } from './locales';

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

/** A shared schema's English message in the user's language (English until the catalog has loaded). */
export function schemaText(english: string, locale: Locale = currentLocale()): string {
  return locale === 'en' || !translations ? english : translations.translate(locale, english);
}

/** Each field's message of a form's errors, in the user's language. */
export function schemaFields(errors: Record<string, string>): Record<string, string> {
  return Object.fromEntries(Object.entries(errors).map(([field, message]) => [field, schemaText(message)]));
}

const subscribe = (listener: () => void) => {
  listeners.add(listener);
  return () => listeners.delete(listener);
};
const loaded = () => translations;

/**
 * Stored English records in the user's language, re-rendering once the catalog has loaded: `record` for a timeline
 * entry or a system line, `device` for a device name. Names, notes and USCIS's own notices stay as written.
 */
export function useServerText(): { record: (english: string) => string; device: (stored: string) => string } {
  useTranslation(); // re-render on a language change
  const module = useSyncExternalStore(subscribe, loaded, loaded);
  const locale = currentLocale();
  if (locale === 'en' || !module) return { record: (english) => english, device: (stored) => stored };
  return { record: (english) => module.translate(locale, english), device: (stored) => module.translateDevice(locale, stored) };
}
