import { describe, expect, it } from 'vitest';
import { addDays, daysBetween, decideFiring, localDate, nextFireDate, normaliseLeadDays } from './reminder';

const reminder = (over: Partial<{ dueDate: string; leadDays: number[]; firedLeads: number[]; muted: boolean }> = {}) => ({
  dueDate: '2027-03-31',
  leadDays: [30, 7],
  firedLeads: [],
  muted: false,
  ...over,
});

/** Runs the job's decision on each day from `from` to `to`, applying what it marks fired, as the job does. */
function simulate(start: ReturnType<typeof reminder>, from: string, to: string): string[] {
  const announcedOn: string[] = [];
  let current = start;
  for (let day = from; day <= to; day = addDays(day, 1)) {
    const decision = decideFiring(current, day);
    if (decision.announce) announcedOn.push(day);
    current = { ...current, firedLeads: [...current.firedLeads, ...decision.fired] };
    // The same day again (a rerun) announces nothing.
    expect(decideFiring(current, day).announce).toBe(false);
  }
  return announcedOn;
}

describe('calendar dates', () => {
  it('adds and counts days across month ends and leap days', () => {
    expect(addDays('2028-02-28', 1)).toBe('2028-02-29');
    expect(addDays('2027-02-28', 1)).toBe('2027-03-01');
    expect(addDays('2027-01-01', -1)).toBe('2026-12-31');
    expect(daysBetween('2028-02-01', '2028-03-01')).toBe(29);
    expect(daysBetween('2027-03-01', '2027-02-01')).toBe(-28);
  });

  it('takes the calendar date in the given time zone', () => {
    const instant = new Date('2027-03-01T03:30:00Z');
    expect(localDate(instant, 'UTC')).toBe('2027-03-01');
    expect(localDate(instant, 'America/Los_Angeles')).toBe('2027-02-28');
    expect(localDate(new Date('2027-02-28T16:00:00Z'), 'Asia/Tokyo')).toBe('2027-03-01');
  });
});

describe('lead times', () => {
  it('keeps whole days in range, distinct, longest first, and falls back to the default', () => {
    expect(normaliseLeadDays([7, 30, 7, 1])).toEqual([30, 7, 1]);
    expect(normaliseLeadDays([-1, 1.5, 400])).toEqual([30]);
    expect(normaliseLeadDays([])).toEqual([30]);
    expect(normaliseLeadDays([0, 1, 2, 3, 4, 5, 6])).toHaveLength(5);
  });

  it('schedules the longest pending lead time next', () => {
    expect(nextFireDate(reminder())).toBe('2027-03-01');
    expect(nextFireDate(reminder({ firedLeads: [30] }))).toBe('2027-03-24');
    expect(nextFireDate(reminder({ firedLeads: [30, 7] }))).toBeNull();
    expect(nextFireDate(reminder({ muted: true }))).toBeNull();
  });
});

describe('decideFiring', () => {
  it('announces each lead time exactly once when the job runs every day', () => {
    expect(simulate(reminder(), '2027-02-01', '2027-04-30')).toEqual(['2027-03-01', '2027-03-24']);
  });

  it('fires on the day of the lead time, not the day before', () => {
    expect(decideFiring(reminder(), '2027-02-28')).toEqual({ announce: false, fired: [], nextFireDate: '2027-03-01' });
    expect(decideFiring(reminder(), '2027-03-01')).toEqual({ announce: true, fired: [30], nextFireDate: '2027-03-24' });
  });

  it('announces once for every lead time a missed week covers', () => {
    const decision = decideFiring(reminder(), '2027-03-25');
    expect(decision).toEqual({ announce: true, fired: [30, 7], nextFireDate: null });
  });

  it('announces a lead time of zero on the due date itself', () => {
    expect(simulate(reminder({ leadDays: [0] }), '2027-03-01', '2027-04-30')).toEqual(['2027-03-31']);
  });

  it('closes a reminder whose due date has passed without announcing it', () => {
    expect(decideFiring(reminder(), '2027-04-01')).toEqual({ announce: false, fired: [30, 7], nextFireDate: null });
  });

  it('never announces a muted reminder', () => {
    expect(simulate(reminder({ muted: true }), '2027-02-01', '2027-04-30')).toEqual([]);
  });
});
