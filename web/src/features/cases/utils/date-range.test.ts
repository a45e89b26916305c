import { describe, expect, it } from 'vitest';
import { describeRange, hasRange, isCalendarDay, isReversed } from './date-range';

describe('date range', () => {
  it('accepts only real calendar days', () => {
    expect(isCalendarDay('2026-02-28')).toBe(true);
    expect(isCalendarDay('2028-02-29')).toBe(true);
    expect(isCalendarDay('2026-02-29')).toBe(false);
    expect(isCalendarDay('2026-13-01')).toBe(false);
    expect(isCalendarDay('2026-1-01')).toBe(false);
    expect(isCalendarDay('yesterday')).toBe(false);
  });

  it('describes a range in words', () => {
    expect(describeRange({ from: '2026-01-01', to: '2026-03-31' })).toBe('Jan 1, 2026 – Mar 31, 2026');
    expect(describeRange({ from: '2026-01-01', to: '2026-01-01' })).toBe('Jan 1, 2026');
    expect(describeRange({ from: '2026-01-01', to: null })).toBe('From Jan 1, 2026');
    expect(describeRange({ from: null, to: '2026-03-31' })).toBe('Until Mar 31, 2026');
    expect(describeRange({ from: null, to: null })).toBeNull();
  });

  it('knows an open and a reversed range', () => {
    expect(hasRange({ from: null, to: null })).toBe(false);
    expect(hasRange({ from: null, to: '2026-01-01' })).toBe(true);
    expect(isReversed({ from: '2026-02-01', to: '2026-01-01' })).toBe(true);
    expect(isReversed({ from: '2026-01-01', to: '2026-01-01' })).toBe(false);
    expect(isReversed({ from: '2026-01-01', to: null })).toBe(false);
  });
});
