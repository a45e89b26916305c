// The Visa Bulletin as the app reads it (docs/deadlines.md, "Priority dates and the Visa Bulletin"): preference
// categories, chargeability areas, and chart cells (the answers of GET /visa-bulletin and GET /priority-dates are in
// visa-bulletin-views.ts). Pure, so the web's forms and panels use the same lists.
import { COUNTRIES, type Country } from '../reference/countries';

/** The preference categories the bulletin's charts have a row for (family F1-F4, employment EB-1 to EB-5). */
export const PREFERENCE_CATEGORIES = [
  'F1',
  'F2A',
  'F2B',
  'F3',
  'F4',
  'EB1',
  'EB2',
  'EB3',
  'EB3-OW',
  'EB4',
  'EB4-RW',
  'EB5-UNRESERVED',
  'EB5-RURAL',
  'EB5-HIGH-UNEMPLOYMENT',
  'EB5-INFRASTRUCTURE',
] as const;
export type PreferenceCategory = (typeof PREFERENCE_CATEGORIES)[number];

export const FAMILY_CATEGORIES = ['F1', 'F2A', 'F2B', 'F3', 'F4'] as const satisfies readonly PreferenceCategory[];

export const PREFERENCE_CATEGORY_LABELS: Record<PreferenceCategory, string> = {
  F1: 'F1: unmarried sons and daughters of U.S. citizens',
  F2A: 'F2A: spouses and children of permanent residents',
  F2B: 'F2B: unmarried sons and daughters (21 or older) of permanent residents',
  F3: 'F3: married sons and daughters of U.S. citizens',
  F4: 'F4: brothers and sisters of adult U.S. citizens',
  EB1: 'EB-1: priority workers',
  EB2: 'EB-2: advanced degrees or exceptional ability',
  EB3: 'EB-3: skilled workers and professionals',
  'EB3-OW': 'EB-3: other workers',
  EB4: 'EB-4: certain special immigrants',
  'EB4-RW': 'EB-4: certain religious workers',
  'EB5-UNRESERVED': 'EB-5: investors, unreserved',
  'EB5-RURAL': 'EB-5: investors, rural set-aside',
  'EB5-HIGH-UNEMPLOYMENT': 'EB-5: investors, high-unemployment set-aside',
  'EB5-INFRASTRUCTURE': 'EB-5: investors, infrastructure set-aside',
};

export const isFamilyCategory = (category: PreferenceCategory): boolean => (FAMILY_CATEGORIES as readonly string[]).includes(category);

/**
 * The charts' columns. ALL is "All Chargeability Areas Except Those Listed"; the others appear when the bulletin
 * lists the country separately (El Salvador, Guatemala and Honduras share one column, and Vietnam had one, in
 * some years' bulletins).
 */
export const CHARGEABILITY_AREAS = ['ALL', 'CHINA', 'INDIA', 'MEXICO', 'PHILIPPINES', 'EL-SALVADOR-GUATEMALA-HONDURAS', 'VIETNAM'] as const;
export type ChargeabilityArea = (typeof CHARGEABILITY_AREAS)[number];

export const CHARGEABILITY_AREA_LABELS: Record<ChargeabilityArea, string> = {
  ALL: 'All chargeability areas except those listed',
  CHINA: 'China (mainland born)',
  INDIA: 'India',
  MEXICO: 'Mexico',
  PHILIPPINES: 'Philippines',
  'EL-SALVADOR-GUATEMALA-HONDURAS': 'El Salvador, Guatemala and Honduras',
  VIETNAM: 'Vietnam',
};

/**
 * The column a country of chargeability reads. 'China' in the country list is mainland China; Hong Kong, Macau
 * and Taiwan are separate entries and read the ALL column, like every country the bulletin does not list.
 */
const COUNTRY_AREAS: Partial<Record<Country, ChargeabilityArea>> = {
  China: 'CHINA',
  India: 'INDIA',
  Mexico: 'MEXICO',
  Philippines: 'PHILIPPINES',
  'El Salvador': 'EL-SALVADOR-GUATEMALA-HONDURAS',
  Guatemala: 'EL-SALVADOR-GUATEMALA-HONDURAS',
  Honduras: 'EL-SALVADOR-GUATEMALA-HONDURAS',
  Vietnam: 'VIETNAM',
};

/** The area a country is charged to when the chart lists it; any other (or unknown) country reads ALL. */
export function areaOfCountry(country: string | null | undefined): ChargeabilityArea {
  if (!country || !(COUNTRIES as readonly string[]).includes(country)) return 'ALL';
  return COUNTRY_AREAS[country as Country] ?? 'ALL';
}

/** One cell of a chart: "C" (current), "U" (unauthorized: no numbers this month) or a cut-off date. */
export type BulletinCell = { kind: 'current' } | { kind: 'unavailable' } | { kind: 'date'; date: string };

/** One chart: a row per category, a cell per column the bulletin prints. */
export type BulletinTable = Partial<Record<PreferenceCategory, Partial<Record<ChargeabilityArea, BulletinCell>>>>;

export interface BulletinChart {
  family: BulletinTable;
  employment: BulletinTable;
}

/** The two charts of a bulletin. USCIS and NVC decide cases by Final Action Dates; Dates for Filing say when to file. */
export interface BulletinCharts {
  finalAction: BulletinChart;
  datesForFiling: BulletinChart;
}

export const CHART_KINDS = ['finalAction', 'datesForFiling'] as const;
export type ChartKind = (typeof CHART_KINDS)[number];

/** A parsed bulletin page. */
export interface ParsedBulletin {
  /** YYYY-MM. */
  month: string;
  /** "Visa Bulletin For July 2026". */
  title: string;
  /** "Number 16, Volume XI", when the page says it. */
  publishedNote?: string;
  charts: BulletinCharts;
}
