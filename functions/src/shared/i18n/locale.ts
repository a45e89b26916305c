// The app's one list of locales (the web, the server, the message catalogs of ./locales and the knowledge base all
// read it), and which one the server writes in (docs/i18n.md): the request's Accept-Language when it names one of
// ours, otherwise the user's saved Settings language, otherwise English. Pure and without zod: the web's first chunk
// reads it.
import { LANGUAGE_CODES, LANGUAGES, type Language } from '../settings/languages';

export const LOCALES = ['en', 'es', 'fr', 'de'] as const;
export type Locale = (typeof LOCALES)[number];
export const DEFAULT_LOCALE: Locale = 'en';

export const isLocale = (value: unknown): value is Locale => (LOCALES as readonly unknown[]).includes(value);

const isServerLocale = (value: string): value is Locale => (LOCALES as readonly string[]).includes(value);

/** The Settings language as a locale; anything not offered (a hand-edited document) is English. */
export function localeOfLanguage(language: unknown): Locale {
  return (LANGUAGES as readonly unknown[]).includes(language) ? LANGUAGE_CODES[language as Language] : DEFAULT_LOCALE;
}

/**
 * The best of our locales an Accept-Language header asks for ("es", "fr-CA,fr;q=0.9,en;q=0.5"), by quality then
 * order; null when it names none of them (or is missing, or malformed).
 */
export function matchAcceptLanguage(header: string | readonly string[] | undefined): Locale | null {
  const value = Array.isArray(header) ? header.join(',') : header;
  if (typeof value !== 'string' || value.length === 0 || value.length > 1000) return null;
  const ranges = value
    .split(',')
    .map((part, index) => {
      const [tag = '', ...params] = part.trim().split(';');
      const q = params.map((p) => /^\s*q\s*=\s*([01](?:\.\d{0,3})?)\s*$/i.exec(p)?.[1]).find((v) => v !== undefined);
      return { primary: tag.trim().toLowerCase().split('-')[0] ?? '', quality: q === undefined ? 1 : Number(q), index };
    })
    .filter((range) => range.quality > 0)
    .sort((a, b) => b.quality - a.quality || a.index - b.index);
  return ranges.map((range) => range.primary).find(isServerLocale) ?? null;
}

/** The locale to answer in: the header's, else the stored language's, else English. */
export function resolveLocale(acceptLanguage: string | readonly string[] | undefined, storedLanguage?: unknown): Locale {
  return matchAcceptLanguage(acceptLanguage) ?? (storedLanguage === undefined ? DEFAULT_LOCALE : localeOfLanguage(storedLanguage));
}

/** The BCP 47 tag Intl formats a locale's dates and numbers with. */
export const INTL_TAGS: Record<Locale, string> = { en: 'en-US', es: 'es-US', fr: 'fr-FR', de: 'de-DE' };
