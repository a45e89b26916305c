// Words and colours for a deadline's date, days left and lead times, in the chosen language. Tested beside it.
import { i18n } from '@/lib/i18n/i18n';
import { formatDate } from '@/lib/i18n/format';

/** "Dec 10, 2026" for a YYYY-MM-DD calendar date (no time-zone shift). */
export const formatDay = (day: string): string => formatDate(day, 'medium');

export type Urgency = 'overdue' | 'today' | 'soon' | 'later';

/** Overdue once past, "soon" within a week. */
export function urgencyOf(daysLeft: number): Urgency {
  if (daysLeft < 0) return 'overdue';
  if (daysLeft === 0) return 'today';
  if (daysLeft <= 7) return 'soon';
  return 'later';
}

export const URGENCY_COLOR = { overdue: 'error', today: 'error', soon: 'warning', later: 'default' } as const satisfies Record<
  Urgency,
  string
>;

export const daysLeftText = (daysLeft: number): string =>
  daysLeft >= 0 ? i18n.t('deadlines:text.daysLeft', { days: daysLeft }) : i18n.t('deadlines:text.overdue', { days: -daysLeft });

/** "30 days before", "1 day before", "On the day". */
export const leadText = (days: number): string => i18n.t('deadlines:text.lead', { days });

/** Distinct, longest first: how the API stores them. */
export const sortedLeads = (days: readonly number[]): number[] => [...new Set(days)].sort((a, b) => b - a);

/** The browser's IANA time zone, or New York when it gives none. */
export function browserTimeZone(): string {
  return Intl.DateTimeFormat().resolvedOptions().timeZone || 'America/New_York';
}
