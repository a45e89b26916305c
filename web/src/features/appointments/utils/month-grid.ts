// The month view's grid: whole weeks (Sunday first) covering a month, and the moves its arrow keys make.

export interface MonthCursor {
  year: number;
  /** 1-12. */
  month: number;
}

const pad = (value: number) => String(value).padStart(2, '0');
const dayText = (utc: Date) => `${utc.getUTCFullYear()}-${pad(utc.getUTCMonth() + 1)}-${pad(utc.getUTCDate())}`;
const DAY_MS = 86_400_000;

/** YYYY-MM-DD plus whole days. */
export const shiftDay = (day: string, days: number): string => dayText(new Date(Date.parse(`${day}T00:00:00Z`) + days * DAY_MS));

export const monthOf = (day: string): MonthCursor => ({ year: Number(day.slice(0, 4)), month: Number(day.slice(5, 7)) });

export function shiftMonth(cursor: MonthCursor, months: number): MonthCursor {
  const index = cursor.year * 12 + (cursor.month - 1) + months;
  return { year: Math.floor(index / 12), month: (index % 12) + 1 };
}

/** The weeks shown for a month: rows of seven YYYY-MM-DD days, from the Sunday on or before the 1st. */
export function monthWeeks(cursor: MonthCursor): string[][] {
  const first = new Date(Date.UTC(cursor.year, cursor.month - 1, 1));
  const start = new Date(first.getTime() - first.getUTCDay() * DAY_MS);
  const daysInMonth = new Date(Date.UTC(cursor.year, cursor.month, 0)).getUTCDate();
  const rows = Math.ceil((first.getUTCDay() + daysInMonth) / 7);
  return Array.from({ length: rows }, (_, row) =>
    Array.from({ length: 7 }, (_, col) => dayText(new Date(start.getTime() + (row * 7 + col) * DAY_MS))),
  );
}

/** Where an arrow, Home/End or Page key moves the focused day; null for other keys. */
export function keyMove(day: string, key: string): string | null {
  const weekday = new Date(`${day}T00:00:00Z`).getUTCDay();
  switch (key) {
    case 'ArrowLeft':
      return shiftDay(day, -1);
    case 'ArrowRight':
      return shiftDay(day, 1);
    case 'ArrowUp':
      return shiftDay(day, -7);
    case 'ArrowDown':
      return shiftDay(day, 7);
    case 'Home':
      return shiftDay(day, -weekday);
    case 'End':
      return shiftDay(day, 6 - weekday);
    case 'PageUp':
    case 'PageDown': {
      const target = shiftMonth(monthOf(day), key === 'PageUp' ? -1 : 1);
      const last = new Date(Date.UTC(target.year, target.month, 0)).getUTCDate();
      return `${target.year}-${pad(target.month)}-${pad(Math.min(Number(day.slice(8, 10)), last))}`;
    }
    default:
      return null;
  }
}

/** Today as YYYY-MM-DD on the browser's calendar. */
export function todayLocal(now = new Date()): string {
  return `${now.getFullYear()}-${pad(now.getMonth() + 1)}-${pad(now.getDate())}`;
}
