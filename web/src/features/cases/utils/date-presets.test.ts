import dayjs from 'dayjs';
import { describe, expect, it } from 'vitest';
import { clampDayCount, DATE_PRESETS, daysUpToToday, matchingPresets, selectableBounds, toDay } from './date-presets';

// A Wednesday; weeks start on Sunday (dayjs's default English locale).
const today = dayjs('2026-03-18');
const preset = (label: string) => {
  const found = DATE_PRESETS.find((p) => p.label === label);
  if (!found) throw new Error(`no preset ${label}`);
  return found.range(today);
};

describe('date presets', () => {
  it('offers the spec static ranges and the longer ones', () => {
    expect(DATE_PRESETS.map((p) => p.label)).toEqual([
      'Today',
      'Yesterday',
      'This Week',
      'Last Week',
      'This Month',
      'Last Month',
      'Last 30 days',
      'Last 90 days',
      'This year',
    ]);
  });

  it('computes each range as inclusive calendar days', () => {
    expect(preset('Today')).toEqual({ from: '2026-03-18', to: '2026-03-18' });
    expect(preset('Yesterday')).toEqual({ from: '2026-03-17', to: '2026-03-17' });
    expect(preset('This Week')).toEqual({ from: '2026-03-15', to: '2026-03-18' });
    expect(preset('Last Week')).toEqual({ from: '2026-03-08', to: '2026-03-14' });
    expect(preset('This Month')).toEqual({ from: '2026-03-01', to: '2026-03-18' });
    expect(preset('Last Month')).toEqual({ from: '2026-02-01', to: '2026-02-28' });
    expect(preset('Last 30 days')).toEqual({ from: '2026-02-17', to: '2026-03-18' });
    expect(preset('Last 90 days')).toEqual({ from: '2025-12-19', to: '2026-03-18' });
    expect(preset('This year')).toEqual({ from: '2026-01-01', to: '2026-03-18' });
  });

  it('crosses year ends', () => {
    const newYear = dayjs('2026-01-02');
    expect(DATE_PRESETS.find((p) => p.label === 'Last Month')?.range(newYear)).toEqual({ from: '2025-12-01', to: '2025-12-31' });
    expect(DATE_PRESETS.find((p) => p.label === 'Last Week')?.range(newYear)).toEqual({ from: '2025-12-21', to: '2025-12-27' });
  });

  it('counts days up to today with at least one day', () => {
    expect(daysUpToToday(today, 1)).toEqual({ from: '2026-03-18', to: '2026-03-18' });
    expect(daysUpToToday(today, 7)).toEqual({ from: '2026-03-12', to: '2026-03-18' });
    expect(daysUpToToday(today, 0)).toEqual({ from: '2026-03-18', to: '2026-03-18' });
  });

  it('names the preset a range matches', () => {
    expect(matchingPresets({ from: '2026-02-17', to: '2026-03-18' }, today)).toEqual(['Last 30 days']);
    expect(matchingPresets({ from: '2026-02-16', to: '2026-03-18' }, today)).toEqual([]);
    expect(matchingPresets({ from: null, to: null }, today)).toEqual([]);
  });

  it('names every preset a range matches: on November 30, This Month is also the last 30 days', () => {
    const november30 = dayjs('2026-11-30');
    expect(matchingPresets({ from: '2026-11-01', to: '2026-11-30' }, november30)).toEqual(['This Month', 'Last 30 days']);
  });

  it('clamps a typed day count to 0–99999, reading NaN as 0', () => {
    expect(clampDayCount('30')).toBe(30);
    expect(clampDayCount('-4')).toBe(0);
    expect(clampDayCount('123456')).toBe(99_999);
    expect(clampDayCount('abc')).toBe(0);
    expect(clampDayCount('')).toBe(0);
    expect(clampDayCount('12.7')).toBe(12);
  });

  it('allows dates from 100 years ago to 20 years ahead', () => {
    const { min, max } = selectableBounds(today);
    expect(toDay(min)).toBe('1926-03-18');
    expect(toDay(max)).toBe('2046-03-18');
  });
});
