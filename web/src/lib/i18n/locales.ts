// The languages the app speaks, as BCP 47 codes, and how one is chosen: the signed-in user's Settings choice
// (remembered in this browser so a reload does not flash English), otherwise the browser's own preference.
import { DEFAULT_LOCALE, isLocale, type Locale } from '@shared/i18n/locale';
import { LANGUAGE_CODES, type Language } from '@shared/settings/languages';

// The one locale list is the server's (functions/src/shared/i18n/locale.ts); the web's modules read it from here.
export { DEFAULT_LOCALE, isLocale, LOCALES, type Locale } from '@shared/i18n/locale';

const STORAGE_KEY = 'language';

/** The locale of a Settings language ("Spanish" -> "es"). */
export const localeOfLanguage = (language: Language): Locale => LANGUAGE_CODES[language];

/** The first of the browser's preferred languages that the app speaks ("es-MX" -> "es"), else English. */
export function browserLocale(languages: readonly string[] = typeof navigator === 'undefined' ? [] : navigator.languages): Locale {
  for (const tag of languages) {
    const base = tag.toLowerCase().split('-')[0];
    if (isLocale(base)) return base;
  }
  return DEFAULT_LOCALE;
}

/** The signed-in user's language as this browser last saw it, if any. */
export function rememberedLocale(): Locale | undefined {
  try {
    const stored = localStorage.getItem(STORAGE_KEY);
    return isLocale(stored) ? stored : undefined;
  } catch {
    return undefined;
  }
}

export function rememberLocale(locale: Locale | undefined): void {
  try {
    if (locale) localStorage.setItem(STORAGE_KEY, locale);
    else localStorage.removeItem(STORAGE_KEY);
  } catch {
    // Storage can be off (private mode): the Settings choice still applies once it loads.
  }
}

export const initialLocale = (): Locale => rememberedLocale() ?? browserLocale();
