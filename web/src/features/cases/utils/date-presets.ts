// The Submission Date panel's quick ranges (docs/SPEC.md section 9 lists the static ranges; Last 30/90 days and
// This year suit submission dates). Current periods end today: nothing is submitted in the future.
import type { Dayjs } from 'dayjs';
import type { DayRange } from './date-range';

export interface DatePreset {
  /** Names the preset (stable, not shown); `key` is its label's catalog key (cases: presets.*). */
  label: string;
  key: 'today' | 'yesterday' | 'thisWeek' | 'lastWeek' | 'thisMonth' | 'lastMonth' | 'last30' | 'last90' | 'thisYear';
  range: (today: Dayjs) => DayRange;
}

const DAY_FORMAT = 'YYYY-MM-DD';
export const toDay = (date: Dayjs): string => date.format(DAY_FORMAT);
const span = (from: Dayjs, to: Dayjs): DayRange => ({ from: toDay(from), to: toDay(to) });

/** The n days that end today (n at least 1), e.g. 30 -> the 29 days before today and today. */
export const daysUpToToday = (today: Dayjs, days: number): DayRange => span(today.subtract(Math.max(1, days) - 1, 'day'), today);

export const DATE_PRESETS: readonly DatePreset[] = [
  { label: 'Today', key: 'today', range: (t) => span(t, t) },
  { label: 'Yesterday', key: 'yesterday', range: (t) => span(t.subtract(1, 'day'), t.subtract(1, 'day')) },
  { label: 'This Week', key: 'thisWeek', range: (t) => span(t.startOf('week'), t) },
  { label: 'Last Week', key: 'lastWeek', range: (t) => span(t.subtract(1, 'week').startOf('week'), t.subtract(1, 'week').endOf('week')) },
  { label: 'This Month', key: 'thisMonth', range: (t) => span(t.startOf('month'), t) },
  {
    label: 'Last Month',
    key: 'lastMonth',
    range: (t) => span(t.subtract(1, 'month').startOf('month'), t.subtract(1, 'month').endOf('month')),
  },
  { label: 'Last 30 days', key: 'last30', range: (t) => daysUpToToday(t, 30) },
  { label: 'Last 90 days', key: 'last90', range: (t) => daysUpToToday(t, 90) },
  { label: 'This year', key: 'thisYear', range: (t) => span(t.startOf('year'), t) },
];

/**
 * The presets a range equals today, so their buttons show as pressed: every one of them, since two can name the same
 * days (on November 30, "This Month" and "Last 30 days" are both November 1 to 30).
 */
export function matchingPresets(range: DayRange, today: Dayjs): string[] {
  return DATE_PRESETS.filter((preset) => {
    const r = preset.range(today);
    return r.from === range.from && r.to === range.to;
  }).map((preset) => preset.label);
}

/** SPEC section 5: a typed day count is clamped to 0–99999, with anything that is not a number read as 0. */
export function clampDayCount(typed: string): number {
  const n = Math.trunc(Number(typed));
  if (Number.isNaN(n)) return 0;
  return Math.min(99_999, Math.max(0, n));
}

/** SPEC section 5: selectable dates run from 100 years ago to 20 years ahead. */
export const selectableBounds = (today: Dayjs): { min: Dayjs; max: Dayjs } => ({
  min: today.subtract(100, 'year').startOf('day'),
  max: today.add(20, 'year').endOf('day'),
});
