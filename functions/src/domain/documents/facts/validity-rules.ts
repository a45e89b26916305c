// How long a passport must stay valid, with its source. Compiled 2026-11-22 from the sources named; a lawyer should
// confirm the rule and its exceptions (some countries' passports are accepted for less, by agreement with the U.S.).

export const PASSPORT_VALIDITY_RULE = {
  /** A passport with less than this left gets an `expires-soon` warning. */
  months: 6,
  /**
   * INA 212(a)(7)(B)(i)(I): a nonimmigrant's passport must be valid for at least six months beyond the period of
   * admission; the Diversity Visa instructions ask the same of immigrants' passports.
   */
  source: 'https://www.law.cornell.edu/uscode/text/8/1182',
  alsoSee: 'https://travel.state.gov/content/travel/en/us-visas/visa-information-resources/frequently-asked-questions/visa-faqs.html',
  checkedOn: '2026-11-22',
} as const;
