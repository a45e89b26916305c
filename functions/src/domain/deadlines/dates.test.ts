import { describe, expect, it } from 'vitest';
import { addMonths, addYears } from './dates';

describe('addYears', () => {
  it('keeps the month and day', () => {
    expect(addYears('2026-03-15', 5)).toBe('2031-03-15');
    expect(addYears('2026-03-15', -1)).toBe('2025-03-15');
  });
  it('moves 29 February to 28 February in a common year, and keeps it in a leap year', () => {
    expect(addYears('2024-02-29', 1)).toBe('2025-02-28');
    expect(addYears('2024-02-29', 4)).toBe('2028-02-29');
    expect(addYears('2028-02-29', -3)).toBe('2025-02-28');
  });
});

describe('addMonths', () => {
  it('keeps the day when the month has it', () => {
    expect(addMonths('2026-05-15', -6)).toBe('2025-11-15');
    expect(addMonths('2026-11-30', 2)).toBe('2027-01-30');
  });
  it('clamps to the last day of a shorter month, leap years included', () => {
    expect(addMonths('2027-08-31', -6)).toBe('2027-02-28');
    expect(addMonths('2028-08-31', -6)).toBe('2028-02-29');
    expect(addMonths('2026-03-31', 1)).toBe('2026-04-30');
  });
  it('crosses year boundaries both ways', () => {
    expect(addMonths('2026-01-15', -1)).toBe('2025-12-15');
    expect(addMonths('2026-12-15', 1)).toBe('2027-01-15');
    expect(addMonths('2026-06-15', -18)).toBe('2024-12-15');
  });
});
