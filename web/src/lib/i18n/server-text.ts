// Messages written by the shared input schemas (functions/src/shared) in English, as the browser checks a form before
// sending it, read in the user's language. The catalog is the server's own (functions/src/shared/i18n), so the
// browser and the API say the same words; it loads in its own chunk, and only for a language other than English.
import type { translate as translateFn } from '@shared/i18n/translate';
import { currentLocale, i18n } from './i18n';
import type { Locale } from './locales';

let translate: typeof translateFn | null = null;

function load(locale: string | undefined): void {
  if (translate || !locale || locale === 'en') return;
  void import('@shared/i18n/translate').then(
    (module) => {
      translate = module.translate;
    },
    () => undefined, // offline: the messages stay English, and the next language change tries again
  );
}

load(i18n.resolvedLanguage);
i18n.on('languageChanged', load);

/** A shared schema's English message in the user's language (English until the catalog has loaded). */
export function schemaText(english: string, locale: Locale = currentLocale()): string {
  return locale === 'en' || !translate ? english : translate(locale, english);
}

/** Each field's message of a form's errors, in the user's language. */
export function schemaFields(errors: Record<string, string>): Record<string, string> {
  return Object.fromEntries(Object.entries(errors).map(([field, message]) => [field, schemaText(message)]));
}
