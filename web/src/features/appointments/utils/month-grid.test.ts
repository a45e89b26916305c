import { describe, expect, it } from 'vitest';
import { keyMove, monthWeeks, shiftMonth } from './month-grid';

describe('monthWeeks', () => {
  it('covers March 2027 in whole weeks from the Sunday before the 1st', () => {
    const weeks = monthWeeks({ year: 2027, month: 3 });
    expect(weeks[0]?.[0]).toBe('2027-02-28');
    expect(weeks[0]?.[1]).toBe('2027-03-01');
    expect(weeks.at(-1)?.at(-1)).toBe('2027-04-03');
    expect(weeks).toHaveLength(5);
  });

  it('takes four rows for a February that starts on a Sunday', () => {
    expect(monthWeeks({ year: 2026, month: 2 })).toHaveLength(4);
  });
});

describe('keyMove and shiftMonth', () => {
  it('moves by day, week, week edge and month', () => {
    expect(keyMove('2027-03-01', 'ArrowLeft')).toBe('2027-02-28');
    expect(keyMove('2027-03-01', 'ArrowDown')).toBe('2027-03-08');
    expect(keyMove('2027-03-03', 'Home')).toBe('2027-02-28');
    expect(keyMove('2027-03-03', 'End')).toBe('2027-03-06');
    expect(keyMove('2027-03-31', 'PageDown')).toBe('2027-04-30');
    expect(keyMove('2027-03-31', 'Enter')).toBeNull();
  });

  it('crosses years', () => {
    expect(shiftMonth({ year: 2027, month: 1 }, -1)).toEqual({ year: 2026, month: 12 });
    expect(shiftMonth({ year: 2027, month: 12 }, 1)).toEqual({ year: 2028, month: 1 });
  });
});
