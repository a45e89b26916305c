// Calendar arithmetic the deadline rules need beyond reminder.ts (addDays, daysBetween, localDate): whole months and
// years on YYYY-MM-DD dates, in UTC so daylight-saving shifts never move a day.
import { addYears } from '../../shared/eligibility/dates';

/**
 * Same month and day `years` later (earlier when negative). 29 February becomes 28 February in a common year: the
 * earlier of the two readings, so a deadline is never announced a day late. (shared/eligibility/dates.ts, which the
 * eligibility check uses, so both count the asylum year alike.)
 */
export { addYears };

/**
 * Same day `months` later (earlier when negative); a day the target month lacks is clamped to its last day
 * (31 August minus six months is 28 or 29 February), again the earlier reading.
 */
export function addMonths(date: string, months: number): string {
  const [year, month, day] = date.split('-').map(Number) as [number, number, number];
  const index = year * 12 + (month - 1) + months;
  const targetYear = Math.floor(index / 12);
  const targetMonth = index - targetYear * 12;
  const lastDay = new Date(Date.UTC(targetYear, targetMonth + 1, 0)).getUTCDate();
  return new Date(Date.UTC(targetYear, targetMonth, Math.min(day, lastDay))).toISOString().slice(0, 10);
}
