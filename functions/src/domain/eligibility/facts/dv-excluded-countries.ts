import type { Country } from '../../../shared/reference/countries';

// Natives of these countries could not enter the most recent Diversity Visa program whose instructions we could
// confirm: DV-2026 (registration ran from October 2 to November 5, 2024). We found no official DV-2027
// instructions, so update this file, its program year and its date when they are published.
// The State Department lists "China (including Hong Kong SAR)"; COUNTRIES keeps Hong Kong apart, so both appear.
// Macau and Taiwan stay eligible. The United Kingdom is excluded except for people born in Northern Ireland,
// which the rule handles with its own question.
export const DV_EXCLUDED_COUNTRIES = {
  programYear: 'DV-2026',
  checkedOn: '2026-11-21',
  source: {
    title: 'U.S. Department of State, Instructions for the 2026 Diversity Immigrant Visa Program (DV-2026)',
    url: 'https://travel.state.gov/content/travel/en/us-visas/immigrate/diversity-visa-program-entry.html',
  },
  countries: [
    'Bangladesh',
    'Brazil',
    'Canada',
    'China',
    'Hong Kong',
    'Colombia',
    'Dominican Republic',
    'El Salvador',
    'Haiti',
    'Honduras',
    'India',
    'Jamaica',
    'Mexico',
    'Nigeria',
    'Pakistan',
    'Philippines',
    'South Korea',
    'United Kingdom',
    'Venezuela',
    'Vietnam',
  ] as const satisfies readonly Country[],
} as const;

export function isDvExcluded(country: string): boolean {
  return (DV_EXCLUDED_COUNTRIES.countries as readonly string[]).includes(country);
}
