// Calendar arithmetic on plain "YYYY-MM-DD" strings. The engine takes `today` as a parameter and never reads the
// clock, so every answer can be reproduced; all arithmetic is in UTC to keep daylight-saving shifts out of it.

export type IsoDate = string;

const ISO_DATE = /^(\d{4})-(\d{2})-(\d{2})$/;
const DAY_MS = 86_400_000;

interface DateParts {
  year: number;
  month: number;
  day: number;
}

function parts(date: IsoDate): DateParts {
  const match = ISO_DATE.exec(date);
  if (!match) throw new RangeError(`Not a YYYY-MM-DD date: ${date}`);
  const [, year, month, day] = match;
  const result = { year: Number(year), month: Number(month), day: Number(day) };
  if (toIso(new Date(Date.UTC(result.year, result.month - 1, result.day))) !== date) {
    throw new RangeError(`Not a calendar date: ${date}`);
  }
  return result;
}

function toIso(date: Date): IsoDate {
  return date.toISOString().slice(0, 10);
}

function toUtc(date: IsoDate): number {
  const { year, month, day } = parts(date);
  return Date.UTC(year, month - 1, day);
}

export function isIsoDate(value: string): boolean {
  try {
    parts(value);
    return true;
  } catch {
    return false;
  }
}

/** Today's date in UTC, for callers at the edge (HTTP handlers); the engine itself takes `today` as an argument. */
export function utcToday(now: Date = new Date()): IsoDate {
  return toIso(now);
}

/**
 * Completed years of age on `today`. Birthday-exact: the age goes up on the birthday itself. Someone born on
 * 29 February reaches the next age on 1 March in common years, which is the later (safer) reading for an
 * "under 21" test.
 */
export function ageOn(dob: IsoDate, today: IsoDate): number {
  const birth = parts(dob);
  const now = parts(today);
  const beforeBirthday = now.month < birth.month || (now.month === birth.month && now.day < birth.day);
  return now.year - birth.year - (beforeBirthday ? 1 : 0);
}

export function addDays(date: IsoDate, days: number): IsoDate {
  return toIso(new Date(toUtc(date) + days * DAY_MS));
}

/** Same month and day `years` later; 29 February falls back to 28 February, the earlier (stricter) anniversary. */
export function addYears(date: IsoDate, years: number): IsoDate {
  const { year, month, day } = parts(date);
  const lastDay = new Date(Date.UTC(year + years, month, 0)).getUTCDate();
  return toIso(new Date(Date.UTC(year + years, month - 1, Math.min(day, lastDay))));
}

/** Whole days from `from` to `to` (negative when `to` is earlier). */
export function daysBetween(from: IsoDate, to: IsoDate): number {
  return Math.round((toUtc(to) - toUtc(from)) / DAY_MS);
}

export function dayOfWeek(date: IsoDate): number {
  return new Date(toUtc(date)).getUTCDay();
}

/** The nth (1-based) given weekday of a month, or the last one when n is -1. */
function nthWeekday(year: number, month: number, weekday: number, n: number): IsoDate {
  if (n === -1) {
    const last = new Date(Date.UTC(year, month, 0));
    const back = (last.getUTCDay() - weekday + 7) % 7;
    return toIso(new Date(last.getTime() - back * DAY_MS));
  }
  const first = new Date(Date.UTC(year, month - 1, 1));
  const forward = (weekday - first.getUTCDay() + 7) % 7;
  return toIso(new Date(first.getTime() + (forward + (n - 1) * 7) * DAY_MS));
}

/** Weekend holidays are observed on the Friday before or the Monday after (5 U.S.C. 6103(b)). */
function withObserved(date: IsoDate): IsoDate[] {
  const weekday = dayOfWeek(date);
  if (weekday === 6) return [date, addDays(date, -1)];
  if (weekday === 0) return [date, addDays(date, 1)];
  return [date];
}

/** Federal legal holidays of 5 U.S.C. 6103(a) in a year, with their observed days. Inauguration Day is left out. */
export function federalHolidays(year: number): Set<IsoDate> {
  const fixed = [`${year}-01-01`, `${year}-07-04`, `${year}-11-11`, `${year}-12-25`];
  if (year >= 2021) fixed.push(`${year}-06-19`);
  const floating = [
    nthWeekday(year, 1, 1, 3), // Birthday of Martin Luther King, Jr.
    nthWeekday(year, 2, 1, 3), // Washington's Birthday
    nthWeekday(year, 5, 1, -1), // Memorial Day
    nthWeekday(year, 9, 1, 1), // Labor Day
    nthWeekday(year, 10, 1, 2), // Columbus Day
    nthWeekday(year, 11, 4, 4), // Thanksgiving Day
  ];
  const days = new Set<IsoDate>(floating);
  for (const date of fixed) for (const day of withObserved(date)) days.add(day);
  // New Year's Day on a Saturday is observed on 31 December of the year before.
  for (const day of withObserved(`${year + 1}-01-01`)) if (day.startsWith(`${year}-`)) days.add(day);
  return days;
}

export function isFederalHoliday(date: IsoDate): boolean {
  return federalHolidays(parts(date).year).has(date);
}

/** The date itself when it is a working day, else the next day that is not a weekend or federal holiday. */
export function rollToBusinessDay(date: IsoDate): IsoDate {
  let day = date;
  while (dayOfWeek(day) === 0 || dayOfWeek(day) === 6 || isFederalHoliday(day)) day = addDays(day, 1);
  return day;
}

const MONTHS = [
  'January',
  'February',
  'March',
  'April',
  'May',
  'June',
  'July',
  'August',
  'September',
  'October',
  'November',
  'December',
] as const;

/** "March 5, 2026" */
export function formatLongDate(date: IsoDate): string {
  const { year, month, day } = parts(date);
  return `${MONTHS[month - 1] ?? ''} ${day}, ${year}`;
}
