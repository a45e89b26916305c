import { describe, expect, it } from 'vitest';
import { parseNow, scheduledInstant } from './reminders-cli';

describe('npm run reminders --now', () => {
  it('a date means 08:00 in New York that day, in winter and in summer time', () => {
    expect(scheduledInstant('2026-12-01').toISOString()).toBe('2026-12-01T13:00:00.000Z');
    expect(scheduledInstant('2026-07-01').toISOString()).toBe('2026-07-01T12:00:00.000Z');
    // The day clocks go forward (2026-03-08, 02:00 EST → 03:00 EDT): 08:00 is already EDT.
    expect(scheduledInstant('2026-03-08').toISOString()).toBe('2026-03-08T12:00:00.000Z');
    expect(parseNow('2026-12-01')?.toISOString()).toBe('2026-12-01T13:00:00.000Z');
  });

  it('an instant is taken as given', () => {
    expect(parseNow('2026-12-01T23:30:00Z')?.toISOString()).toBe('2026-12-01T23:30:00.000Z');
    expect(parseNow('2026-12-01T08:00:00-05:00')?.toISOString()).toBe('2026-12-01T13:00:00.000Z');
  });

  it.each(['tomorrow', '2026-02-30', '2026-13-01', '12/01/2026', '2026-12-01T08:00', ''])('refuses %j', (text) => {
    expect(parseNow(text)).toBeNull();
  });
});
