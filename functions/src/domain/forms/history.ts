// The five-year histories the forms ask (addresses, employment): each entry has a `from` and, but for the current
// one (entry 0), a `to`. Any stretch of the last five years that no entry covers is a gap, and the next entry is
// asked for it ("Where did you live between … and …?").
import { isAnswered, type Answers } from './field-map';

export type HistoryList = 'address' | 'employment';
/** Inclusive calendar days, YYYY-MM-DD. */
export interface Interval {
  from: string;
  to: string;
}

const YEARS = 5;

const shiftDays = (day: string, days: number): string => {
  const date = new Date(`${day}T00:00:00Z`);
  date.setUTCDate(date.getUTCDate() + days);
  return date.toISOString().slice(0, 10);
};

export const fiveYearsBefore = (today: string): string => `${Number(today.slice(0, 4)) - YEARS}${today.slice(4)}`;

/** The entries given so far, as intervals; entry 0 runs to today. Stops at the first entry without a `from`. */
function entries(answers: Answers, prefix: string, before: number, today: string): Interval[] | null {
  const given: Interval[] = [];
  for (let index = 0; index < before; index += 1) {
    const from = answers[`${prefix}.${index}.from`];
    if (!isAnswered(from)) return null;
    const to = index === 0 ? today : answers[`${prefix}.${index}.to`];
    given.push({ from: String(from), to: isAnswered(to) ? String(to) : today });
  }
  return given;
}

/** The uncovered stretches of the last five years, latest first, given the entries before `before`. */
export function historyGaps(answers: Answers, prefix: string, before: number, today: string): Interval[] {
  const given = entries(answers, prefix, before, today);
  if (!given) return [];
  const start = fiveYearsBefore(today);
  const sorted = [...given].sort((a, b) => (a.from < b.from ? 1 : -1));
  const gaps: Interval[] = [];
  let coveredFrom = today;
  for (const entry of sorted) {
    if (entry.to < shiftDays(coveredFrom, -1) && entry.to >= start)
      gaps.push({ from: shiftDays(entry.to, 1), to: shiftDays(coveredFrom, -1) });
    if (entry.from < coveredFrom) coveredFrom = entry.from;
  }
  if (coveredFrom > start) gaps.push({ from: start, to: shiftDays(coveredFrom, -1) });
  return gaps;
}

/** The gap entry `index` is asked to fill, or null when the entries before it cover the five years. */
export function historyGap(answers: Answers, prefix: string, index: number, today: string): Interval | null {
  return historyGaps(answers, prefix, index, today)[0] ?? null;
}
