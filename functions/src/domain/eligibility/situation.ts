// Where the applicant stands, computed once from the facts the bars read (shared/eligibility/bar-facts-schema.ts):
// inside the United States or not, how they entered, their unlawful presence, their removals, and the waivers on
// file. The cross-category rules and the path read it, so each fact is interpreted in one place. Pure.
import type { EligibilityInput } from '../../shared/eligibility/applicant-schema';
import type { EntryManner, Removal, WaiverKind, WaiverStatus } from '../../shared/eligibility/bar-facts-schema';
import { addYears, daysBetween } from '../../shared/eligibility/dates';
import { barDate } from './facts/bar-rules';

/** Unlawful presence counts only from April 1, 1997 (IIRIRA's effective date) and only from the 18th birthday. */
const UNLAWFUL_PRESENCE_COUNTS_FROM = '1997-04-01';

export interface Situation {
  /** Entered and not known to have left since: the check treats them as inside the United States. */
  inUnitedStates: boolean;
  manner?: EntryManner;
  /** The longest single stay without permission, in days: what the 3- and 10-year bars count. */
  stayUnlawfulDays: number;
  /** All unlawful presence added up, in days: what the permanent bar (INA 212(a)(9)(C)) counts. */
  totalUnlawfulDays: number;
  /** Removals (not voluntary departures), most recent last; the old yes/no fields read as one removal. */
  removals: Removal[];
  /** A 245(i) petition filed by April 30, 2001: yes, no, or said without a date. */
  grandfathered: 'yes' | 'no' | 'unconfirmed';
  waiver: (kind: WaiverKind) => WaiverStatus;
}

/** Days of one continuous stay without permission since `from`, counted from 1997 and from the 18th birthday. */
function stayDays(dob: string, from: string, today: string): number {
  const start = [from, UNLAWFUL_PRESENCE_COUNTS_FROM, addYears(dob, 18)].sort().at(-1) ?? from;
  return start < today ? daysBetween(start, today) : 0;
}

function removalsOf(input: EligibilityInput): Removal[] {
  const listed = input.immigrationHistory.removals.filter((removal) => removal.kind !== 'voluntary-departure');
  if (listed.length > 0) return [...listed].sort((a, b) => (a.date ?? '').localeCompare(b.date ?? ''));
  const old = input.immigrationHistory.deportations;
  if (!old.removed) return [];
  const count = Math.max(old.removalCount, 1);
  const kind = old.removedOnArrival ? 'expedited' : 'order';
  return Array.from({ length: count }, (_, index) => ({
    kind,
    ...(index === count - 1 && old.removalDate ? { date: old.removalDate } : {}),
  }));
}

function grandfathering(value: string | boolean | undefined): Situation['grandfathered'] {
  if (value === undefined || value === false) return 'no';
  if (value === true) return 'unconfirmed';
  return value <= barDate('section245iDeadline') ? 'yes' : 'no';
}

export function situationOf(input: EligibilityInput, today: string): Situation {
  const { entry, overstays } = input.immigrationHistory;
  const left = overstays.lastDepartureDate;
  const inUnitedStates =
    input.category === 'Asylum/Refugee'
      ? input.categoryDetails.inUnitedStates
      : entry.manner !== undefined && !(left && entry.date && left >= entry.date);
  const ewiStay = inUnitedStates && entry.manner === 'without-inspection' && entry.date ? stayDays(input.dob, entry.date, today) : 0;
  const stayUnlawfulDays = Math.max(overstays.unlawfulPresenceDays, ewiStay);
  const states = new Map(input.waivers.map((waiver) => [waiver.kind, waiver.status]));
  return {
    inUnitedStates,
    ...(entry.manner ? { manner: entry.manner } : {}),
    stayUnlawfulDays,
    totalUnlawfulDays: Math.max(entry.unlawfulPresenceDays ?? 0, stayUnlawfulDays),
    removals: removalsOf(input),
    grandfathered: grandfathering(entry.section245i),
    waiver: (kind) => states.get(kind) ?? 'not-filed',
  };
}
