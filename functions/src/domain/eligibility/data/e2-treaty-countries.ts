import type { Country } from '../../../shared/reference/countries';

// Countries whose nationals can hold E-2 treaty investor status, as the State Department lists them.
// Checked against reproductions of the State Department's "Treaty Countries" table (the live page could not be
// reached from our build machines), plus Portugal, which Congress made a treaty country in December 2022.
// Left out on purpose, because new investors from them no longer qualify: Bolivia (treaty ended 2012 and its
// ten-year tail for existing investments ran out in 2022), Ecuador (ended 2018; only investments made before then
// stay covered) and Iran (the 1955 Treaty of Amity was terminated in 2018-2019).
// Names follow COUNTRIES: "Taiwan" for the State Department's "China (Taiwan)", "South Korea" for "Korea
// (South)", "North Macedonia" for "Macedonia", "Slovakia" for "Slovak Republic".
export const E2_TREATY_COUNTRIES = {
  checkedOn: '2026-11-21',
  source: {
    title: 'U.S. Department of State, Treaty Countries (E-1 and E-2 classifications)',
    url: 'https://travel.state.gov/content/travel/en/us-visas/visa-information-resources/fees/treaty.html',
  },
  countries: [
    'Albania', 'Argentina', 'Armenia', 'Australia', 'Austria', 'Azerbaijan', 'Bahrain', 'Bangladesh', 'Belgium',
    'Bosnia and Herzegovina', 'Bulgaria', 'Cameroon', 'Canada', 'Chile', 'Colombia', 'Congo (Brazzaville)',
    'Congo (Kinshasa)', 'Costa Rica', 'Croatia', 'Czech Republic', 'Denmark', 'Egypt', 'Estonia', 'Ethiopia',
    'Finland', 'France', 'Georgia', 'Germany', 'Grenada', 'Honduras', 'Ireland', 'Israel', 'Italy', 'Jamaica',
    'Japan', 'Jordan', 'Kazakhstan', 'Kosovo', 'Kyrgyzstan', 'Latvia', 'Liberia', 'Lithuania', 'Luxembourg',
    'Mexico', 'Moldova', 'Mongolia', 'Montenegro', 'Morocco', 'Netherlands', 'New Zealand', 'North Macedonia',
    'Norway', 'Oman', 'Pakistan', 'Panama', 'Paraguay', 'Philippines', 'Poland', 'Portugal', 'Romania', 'Senegal',
    'Serbia', 'Singapore', 'Slovakia', 'Slovenia', 'South Korea', 'Spain', 'Sri Lanka', 'Suriname', 'Sweden',
    'Switzerland', 'Taiwan', 'Thailand', 'Togo', 'Trinidad and Tobago', 'Tunisia', 'Turkey', 'Ukraine',
    'United Kingdom',
  ] as const satisfies readonly Country[],
} as const;

export function isE2TreatyCountry(country: string): boolean {
  return (E2_TREATY_COUNTRIES.countries as readonly string[]).includes(country);
}
