// The languages the app offers, with no dependencies: the web's first chunk reads these before any schema (zod)
// loads, and zod must not load that early (web/index.html turns its JIT off first, for the CSP).
import type { Locale } from '../i18n/locale';

export const LANGUAGES = ['English', 'Spanish', 'French', 'German'] as const;
export type Language = (typeof LANGUAGES)[number];

/** Each language's ISO 639-1 code, as the knowledge base and Intl name them. */
export const LANGUAGE_CODES = { English: 'en', Spanish: 'es', French: 'fr', German: 'de' } as const satisfies Record<Language, Locale>;

/** Each language in its own words, as people look for it in a list: never translated. */
export const LANGUAGE_ENDONYMS = { en: 'English', es: 'Español', fr: 'Français', de: 'Deutsch' } as const satisfies Record<Locale, string>;
