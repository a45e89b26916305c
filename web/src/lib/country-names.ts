// Country names in the user's language. The value a form stores stays the English name of
// functions/src/shared/reference/countries.ts; only what the user reads is translated, through Intl.DisplayNames.
import { COUNTRIES, type Country } from '@shared/reference/countries';
import { COUNTRY_CODES } from '@shared/reference/country-codes';
import { currentLocale } from './i18n/i18n';
import type { Locale } from './i18n/locales';

const namers = new Map<Locale, Intl.DisplayNames>();
const namerFor = (locale: Locale) => {
  let namer = namers.get(locale);
  if (!namer) namers.set(locale, (namer = new Intl.DisplayNames([locale], { type: 'region', fallback: 'none' })));
  return namer;
};

/** A country as the user reads it: the list's own (State Department) name in English, Intl's name otherwise. */
export function countryLabel(country: string, locale: Locale = currentLocale()): string {
  if (locale === 'en' || !(country in COUNTRY_CODES)) return country;
  return namerFor(locale).of(COUNTRY_CODES[country as Country]) ?? country;
}

/** The country list in the user's alphabetical order. */
export function countryOptions(locale: Locale = currentLocale()): Array<{ value: Country; label: string }> {
  const collator = new Intl.Collator(locale);
  return COUNTRIES.map((value) => ({ value, label: countryLabel(value, locale) })).sort((a, b) => collator.compare(a.label, b.label));
}

/** The country values (English names) in the user's alphabetical order, for a select that labels them with countryLabel. */
export const countryValues = (locale: Locale = currentLocale()): Country[] => countryOptions(locale).map((option) => option.value);
