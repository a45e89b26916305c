// The Submission Date filter's range: calendar days as YYYY-MM-DD (what GET /cases takes as submittedFrom and
// submittedTo). Pure and free of dayjs, so the toolbar can read and show a range without loading the pickers.
import { i18n } from '@/lib/i18n/i18n';
import { formatDate } from '@/lib/i18n/format';

export interface DayRange {
  /** YYYY-MM-DD, inclusive; null leaves the start open. */
  from: string | null;
  /** YYYY-MM-DD, inclusive; null leaves the end open. */
  to: string | null;
}

export const NO_RANGE: DayRange = { from: null, to: null };

const DAY = /^(\d{4})-(\d{2})-(\d{2})$/;

/** A real calendar day written as YYYY-MM-DD (not 2026-02-30). */
export function isCalendarDay(value: string): boolean {
  const match = DAY.exec(value);
  if (!match) return false;
  const [, y, m, d] = match.map(Number) as [number, number, number, number];
  const date = new Date(Date.UTC(y, m - 1, d));
  return date.getUTCFullYear() === y && date.getUTCMonth() === m - 1 && date.getUTCDate() === d;
}

export const hasRange = (range: DayRange): boolean => range.from !== null || range.to !== null;

/** The message the API gives for a reversed range, shown under the To picker before anything is sent. */
export const reversedRangeMessage = (): string => i18n.t('cases:range.reversed');

export const isReversed = (range: DayRange): boolean => range.from !== null && range.to !== null && range.from > range.to;

const shortDay = (day: string) => formatDate(day);

/** "Jan 1, 2026 – Mar 31, 2026", "From Jan 1, 2026", "Until Mar 31, 2026", or null without a range. */
export function describeRange(range: DayRange): string | null {
  if (range.from && range.to)
    return range.from === range.to
      ? shortDay(range.from)
      : i18n.t('cases:range.between', { from: shortDay(range.from), to: shortDay(range.to) });
  if (range.from) return i18n.t('cases:range.from', { date: shortDay(range.from) });
  if (range.to) return i18n.t('cases:range.until', { date: shortDay(range.to) });
  return null;
}

/** Today as the schema's `pastDay` reads it (UTC), for the date inputs' max. */
export const todayIso = (): string => new Date().toISOString().slice(0, 10);
