// Is a priority date current? Pure. The rule is the bulletin's own (and INA 203(e), 22 CFR 42.54): numbers go in
// priority-date order, "C" means every applicant in the category, "U" means none this month, and a date means only
// applicants whose priority date is EARLIER than it; a priority date on the cut-off date itself is not current.
// Sources: domain/visa-bulletin/facts/bulletin-rules.ts.
import { daysBetween } from '../deadlines/reminder';
import {
  areaOfCountry,
  isFamilyCategory,
  type BulletinChart,
  type BulletinCell,
  type ChargeabilityArea,
  type PreferenceCategory,
} from '../../shared/visa-bulletin/visa-bulletin';
import type { ChartStanding } from '../../shared/visa-bulletin/visa-bulletin-views';
import { msg, type Message } from '../../shared/i18n/message';

/**
 * The cell that applies: the country's own column when the chart prints one, else "All Chargeability Areas Except
 * Those Listed". Null when the chart has no row for the category (an older bulletin without the EB-5 set-asides).
 */
export function cellFor(chart: BulletinChart, category: PreferenceCategory, area: ChargeabilityArea): BulletinCell | null {
  const row = (isFamilyCategory(category) ? chart.family : chart.employment)[category];
  if (!row) return null;
  return row[area] ?? row.ALL ?? null;
}

/**
 * Whole years and months between two days, in words ("about 3 years 2 months", "about 5 months", "about 12 days"),
 * as a Message the reader's side writes in their language.
 */
export function describeDistance(from: string, to: string): Message {
  const [y1, m1, d1] = from.split('-').map(Number) as [number, number, number];
  const [y2, m2, d2] = to.split('-').map(Number) as [number, number, number];
  let months = (y2 - y1) * 12 + (m2 - m1) - (d2 < d1 ? 1 : 0);
  if (months < 1) {
    return msg('visa-bulletin:distanceDays', { days: Math.max(1, daysBetween(from, to)) });
  }
  const years = Math.floor(months / 12);
  months -= years * 12;
  if (years === 0) return msg('visa-bulletin:distanceMonths', { months });
  return months === 0 ? msg('visa-bulletin:distanceYears', { years }) : msg('visa-bulletin:distanceYearsMonths', { years, months });
}

/**
 * Where a priority date (YYYY-MM-DD) stands on one chart for a category and a country of chargeability (any
 * country: the ones the bulletin lists read their column, every other one the ALL column).
 */
export function standingOn(
  chart: BulletinChart,
  priorityDate: string,
  category: PreferenceCategory,
  country: string | null,
): ChartStanding {
  const cell = cellFor(chart, category, areaOfCountry(country));
  if (!cell || cell.kind === 'unavailable') return { status: 'unavailable', cutoff: null, daysToGo: null, distance: null };
  if (cell.kind === 'current') return { status: 'current', cutoff: null, daysToGo: null, distance: null };
  if (priorityDate < cell.date) return { status: 'current', cutoff: cell.date, daysToGo: null, distance: null };
  // The cut-off has to move past the priority date: one day beyond it at least.
  const daysToGo = daysBetween(cell.date, priorityDate) + 1;
  return { status: 'not-current', cutoff: cell.date, daysToGo, distance: describeDistance(cell.date, priorityDate) };
}
