// Continuous residence and physical presence for naturalization, from the trips abroad an N-400 lists (its Part 9):
// the statutory period before filing (5 years, or 3 for the spouse of a U.S. citizen, INA 316(a) and 319(a)); the
// days present in it against half the period (the figure table's physical-presence months); each trip of more than
// 6 months, which presumes a break in continuous residence, and of a year or more, which breaks it (8 CFR 316.5(c));
// and the first day the N-400 may be filed, 90 days early (the deadline rules' own n400EarliestFiling). Pure. The
// N-400 goal is to build on it (docs/naturalization.md).
import { addMonths, addYears } from '../deadlines/dates';
import { n400EarliestFiling } from '../deadlines/compute';
import { N400_YEARS } from '../deadlines/facts/deadline-rules';
import { addDays, daysBetween } from '../../shared/eligibility/dates';
import { FIGURES } from '../knowledge/facts/figure-table';

export interface TripAbroad {
  /** YYYY-MM-DD. */
  departed: string;
  /** YYYY-MM-DD; null while the applicant is still abroad (counted to the filing date). */
  returned: string | null;
}

export interface ResidenceInput {
  /** YYYY-MM-DD: when the applicant became a permanent resident. */
  permanentResidentSince: string;
  /** YYYY-MM-DD of the marriage to the U.S. citizen spouse they live with, or null for the general five-year path. */
  citizenSpouseSince: string | null;
  trips: readonly TripAbroad[];
  /** YYYY-MM-DD: the day the N-400 would be filed. */
  filingDate: string;
}

export type TripRule = 'presumed-break' | 'break';

export interface LongTrip {
  trip: TripAbroad;
  daysAbroad: number;
  /** More than 6 months and under a year: a break is presumed unless rebutted; a year or more: a break. */
  rule: TripRule;
}

export interface ResidenceCheck {
  path: 'general' | 'citizen-spouse';
  years: number;
  /** The first day the N-400 may be filed, and the day the residence requirement is met. */
  earliestFiling: string;
  eligibleOn: string;
  /** Whether `filingDate` is on or after the earliest filing day. */
  earlyEnough: boolean;
  /** The statutory period, counted back from the filing date. */
  period: { from: string; to: string };
  daysRequired: number;
  daysAbroad: number;
  daysPresent: number;
  meetsPhysicalPresence: boolean;
  /** Trips within the period long enough to matter, longest first. */
  longTrips: LongTrip[];
  continuousResidence: 'unbroken' | 'presumed-broken' | 'broken';
}

const months = (id: string): number => {
  const figure = FIGURES.find((entry) => entry.id === id);
  if (!figure || figure.unit !== 'months') throw new Error(`The figure table has no months figure ${id}`);
  return figure.value;
};

/** Days strictly between departure and return: both days count as days in the United States. */
const abroadBetween = (from: string, to: string): number => Math.max(0, daysBetween(from, to) - 1);

/** A trip's days abroad that fall inside [from, to]. */
function abroadWithin(trip: TripAbroad, returned: string, from: string, to: string): number {
  const start = trip.departed > from ? trip.departed : addDays(from, -1);
  const end = returned <= to ? returned : addDays(to, 1);
  return start < end ? abroadBetween(start, end) : 0;
}

function ruleOf(trip: TripAbroad, returned: string): TripRule | null {
  if (returned >= addYears(trip.departed, 1)) return 'break';
  if (returned > addMonths(trip.departed, months('absence-break-months'))) return 'presumed-break';
  return null;
}

export function residenceCheck(input: ResidenceInput): ResidenceCheck {
  const spouse = input.citizenSpouseSince !== null;
  const years = spouse ? N400_YEARS.citizenSpouse : N400_YEARS.general;
  const { earliest, eligible } = n400EarliestFiling(input.permanentResidentSince, input.citizenSpouseSince);
  const to = input.filingDate;
  const from = addYears(to, -years);
  const periodDays = daysBetween(from, to);
  const required = Math.round(months(spouse ? 'physical-presence-months-spouse' : 'physical-presence-months') * (365.25 / 12));
  let daysAbroad = 0;
  const longTrips: LongTrip[] = [];
  for (const trip of input.trips) {
    // Still abroad: abroad on the filing day too.
    const returned = trip.returned ?? addDays(to, 1);
    if (returned < from || trip.departed > to || returned < trip.departed) continue;
    daysAbroad += abroadWithin(trip, returned, from, to);
    const rule = ruleOf(trip, returned);
    if (rule) longTrips.push({ trip, daysAbroad: abroadBetween(trip.departed, returned), rule });
  }
  longTrips.sort((a, b) => b.daysAbroad - a.daysAbroad);
  const daysPresent = Math.max(0, periodDays - daysAbroad);
  return {
    path: spouse ? 'citizen-spouse' : 'general',
    years,
    earliestFiling: earliest,
    eligibleOn: eligible,
    earlyEnough: to >= earliest,
    period: { from, to },
    daysRequired: required,
    daysAbroad,
    daysPresent,
    meetsPhysicalPresence: daysPresent >= required,
    longTrips,
    continuousResidence: longTrips.some((long) => long.rule === 'break') ? 'broken' : longTrips.length > 0 ? 'presumed-broken' : 'unbroken',
  };
}
