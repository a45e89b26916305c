import { describe, expect, it } from 'vitest';
import { addDays, addYears, ageOn, daysBetween, federalHolidays, formatLongDate, isIsoDate, rollToBusinessDay, utcToday } from './dates';

describe('dates', () => {
  it('computes birthday-exact ages', () => {
    expect(ageOn('2005-06-16', '2026-06-15')).toBe(20);
    expect(ageOn('2005-06-15', '2026-06-15')).toBe(21);
    // A 29 February birthday is reached on 1 March in common years.
    expect(ageOn('2004-02-29', '2025-02-28')).toBe(20);
    expect(ageOn('2004-02-29', '2025-03-01')).toBe(21);
  });

  it('adds days and years, falling back to 28 February', () => {
    expect(addDays('2026-02-28', 1)).toBe('2026-03-01');
    expect(addYears('2024-02-29', 1)).toBe('2025-02-28');
    expect(addYears('2023-01-10', 3)).toBe('2026-01-10');
    expect(daysBetween('2026-03-10', '2026-03-11')).toBe(1);
  });

  it('validates dates', () => {
    expect(isIsoDate('2024-02-29')).toBe(true);
    expect(isIsoDate('2023-02-29')).toBe(false);
    expect(isIsoDate('2023-2-1')).toBe(false);
    expect(utcToday(new Date('2026-11-21T23:30:00Z'))).toBe('2026-11-21');
    expect(formatLongDate('2026-03-05')).toBe('March 5, 2026');
  });

  it('lists the 2026 federal holidays with observed days', () => {
    expect([...federalHolidays(2026)].sort()).toEqual([
      '2026-01-01',
      '2026-01-19',
      '2026-02-16',
      '2026-05-25',
      '2026-06-19',
      '2026-07-03',
      '2026-07-04',
      '2026-09-07',
      '2026-10-12',
      '2026-11-11',
      '2026-11-26',
      '2026-12-25',
    ]);
    // January 1, 2028 is a Saturday, observed on Friday December 31, 2027.
    expect(federalHolidays(2027).has('2027-12-31')).toBe(true);
  });

  it('rolls weekends and holidays forward to the next business day', () => {
    expect(rollToBusinessDay('2026-03-10')).toBe('2026-03-10');
    expect(rollToBusinessDay('2026-03-14')).toBe('2026-03-16');
    expect(rollToBusinessDay('2026-12-25')).toBe('2026-12-28');
  });
});
