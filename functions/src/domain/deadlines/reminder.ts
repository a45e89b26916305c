// A reminder as stored in reminders/{id} (docs/deadlines.md, "Computed deadlines"): one deadline of one
// user, computed from what the app holds or added by the user, with the lead times it is announced at. Pure: the
// deadlines service writes reminders, the daily job (services/reminder-job.ts) fires them, both through these rules.

import { MAX_LEAD_DAYS, MAX_LEADS_PER_REMINDER } from '../../shared/deadlines/deadline-inputs';
import { DEADLINE_KINDS, type DeadlineKindView } from '../../shared/deadlines/deadline-views';
import type { Message } from '../../shared/i18n/message';

export { DEADLINE_KINDS, MAX_LEAD_DAYS, MAX_LEADS_PER_REMINDER };
export type DeadlineKind = DeadlineKindView;

/** "Customizable lead time" (SPEC, Deadline Reminders): 30 days unless the user chooses others. */
export const DEFAULT_LEAD_DAYS: readonly number[] = [30];

export interface ReminderRecord {
  id: string;
  ownerUid: string;
  /** Stable per user: `passport-expiry`, `appointment-<id>`, `custom-<id>`... A recomputation updates the same one. */
  key: string;
  kind: DeadlineKind;
  title: string;
  /** The title as a Message, for computed reminders that have one: rendered in the reader's language (docs/i18n.md). */
  titleKeyed: Message | null;
  /** YYYY-MM-DD, in `timeZone`. */
  dueDate: string;
  /** IANA time zone the dates are calendar days in (the appointment's, or the user's). */
  timeZone: string;
  caseId: string | null;
  /** Days before `dueDate` to announce it, descending, distinct, each 0..MAX_LEAD_DAYS. */
  leadDays: number[];
  /** The lead times already announced for this `dueDate` (cleared when the due date moves). */
  firedLeads: number[];
  /** The earliest calendar date an unannounced lead time falls on; null when none is left. What the job queries. */
  nextFireDate: string | null;
  /** The user turned it off: never announced. */
  muted: boolean;
}

const DAY_MS = 86_400_000;

/** YYYY-MM-DD plus whole days (negative to go back), in the proleptic Gregorian calendar. */
export function addDays(date: string, days: number): string {
  return new Date(Date.parse(`${date}T00:00:00Z`) + days * DAY_MS).toISOString().slice(0, 10);
}

/** Whole days from `from` to `to` (positive when `to` is later). */
export function daysBetween(from: string, to: string): number {
  return Math.round((Date.parse(`${to}T00:00:00Z`) - Date.parse(`${from}T00:00:00Z`)) / DAY_MS);
}

const dateFormats = new Map<string, Intl.DateTimeFormat>();

/** The calendar date `instant` falls on in `timeZone` (one formatter per zone: building one is slow). */
export function localDate(instant: Date, timeZone: string): string {
  let format = dateFormats.get(timeZone);
  if (!format) {
    format = new Intl.DateTimeFormat('en-CA', { timeZone, year: 'numeric', month: '2-digit', day: '2-digit' });
    dateFormats.set(timeZone, format);
  }
  const parts = format.formatToParts(instant);
  const part = (type: string) => parts.find((p) => p.type === type)?.value ?? '';
  return `${part('year')}-${part('month')}-${part('day')}`;
}

/** Lead times as stored: whole days, distinct, longest first; an empty choice falls back to the default. */
export function normaliseLeadDays(leadDays: readonly number[]): number[] {
  const valid = leadDays.filter((d) => Number.isInteger(d) && d >= 0 && d <= MAX_LEAD_DAYS);
  const distinct = [...new Set(valid)].sort((a, b) => b - a).slice(0, MAX_LEADS_PER_REMINDER);
  return distinct.length > 0 ? distinct : [...DEFAULT_LEAD_DAYS];
}

/** When the next unannounced lead time falls, or null when every one is announced, the reminder is muted or past. */
export function nextFireDate(reminder: Pick<ReminderRecord, 'dueDate' | 'leadDays' | 'firedLeads' | 'muted'>): string | null {
  if (reminder.muted) return null;
  const pending = reminder.leadDays.filter((lead) => !reminder.firedLeads.includes(lead));
  if (pending.length === 0) return null;
  // The longest pending lead time comes first.
  return addDays(reminder.dueDate, -Math.max(...pending));
}

export interface FiringDecision {
  /** Whether to announce the reminder now (one notification, whatever the number of lead times it covers). */
  announce: boolean;
  /** The lead times this run announces (or skips, when the due date has passed): all are stored as fired. */
  fired: number[];
  nextFireDate: string | null;
}

/**
 * What the job does with a reminder on `today` (a calendar date in the reminder's time zone). Every lead time whose
 * date has come is marked fired, so a run that missed days announces once, not once per missed lead time; a reminder
 * whose due date has passed is closed without being announced. Running it again the same day announces nothing.
 */
export function decideFiring(
  reminder: Pick<ReminderRecord, 'dueDate' | 'leadDays' | 'firedLeads' | 'muted'>,
  today: string,
): FiringDecision {
  const pending = reminder.leadDays.filter((lead) => !reminder.firedLeads.includes(lead));
  if (reminder.muted || pending.length === 0) return { announce: false, fired: [], nextFireDate: null };
  const daysLeft = daysBetween(today, reminder.dueDate);
  const due = pending.filter((lead) => lead >= daysLeft);
  if (due.length === 0) return { announce: false, fired: [], nextFireDate: nextFireDate(reminder) };
  const firedLeads = [...reminder.firedLeads, ...due];
  return { announce: daysLeft >= 0, fired: due, nextFireDate: nextFireDate({ ...reminder, firedLeads }) };
}
