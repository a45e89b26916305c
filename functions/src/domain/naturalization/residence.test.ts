import { describe, expect, it } from 'vitest';
import { n400EarliestFiling } from '../deadlines/compute';
import { residenceCheck, type TripAbroad } from './residence';

const check = (trips: TripAbroad[], filingDate = '2026-06-01', citizenSpouseSince: string | null = null) =>
  residenceCheck({ permanentResidentSince: '2021-03-01', citizenSpouseSince, trips, filingDate });

describe('residenceCheck', () => {
  it('uses the five-year period, or three for the spouse of a citizen, and the deadline rules’ early-filing day', () => {
    const general = check([]);
    expect(general).toMatchObject({ path: 'general', years: 5, period: { from: '2021-06-01', to: '2026-06-01' }, daysRequired: 913 });
    expect(general.earliestFiling).toBe(n400EarliestFiling('2021-03-01', null).earliest);
    expect(general).toMatchObject({
      earliestFiling: '2025-12-01',
      eligibleOn: '2026-03-01',
      earlyEnough: true,
      continuousResidence: 'unbroken',
    });
    expect(check([], '2025-11-30').earlyEnough).toBe(false);
    expect(check([], '2025-12-01').earlyEnough).toBe(true);
    const spouse = check([], '2026-06-01', '2022-01-15');
    expect(spouse).toMatchObject({ path: 'citizen-spouse', years: 3, daysRequired: 548, eligibleOn: '2025-01-15' });
  });

  it('counts the days abroad inside the period, the days of leaving and of coming back being days present', () => {
    // 10 days away: the 2nd to the 11th of March.
    expect(check([{ departed: '2024-03-01', returned: '2024-03-12' }]).daysAbroad).toBe(10);
    // A trip that began before the period counts only from its first day.
    expect(check([{ departed: '2021-05-22', returned: '2021-06-11' }]).daysAbroad).toBe(10);
    expect(check([{ departed: '2019-01-01', returned: '2019-02-01' }]).daysAbroad).toBe(0);
  });

  it('meets physical presence at exactly half the period, and not a day less', () => {
    // The period has 1,826 days; 913 present means 913 abroad.
    const away = (days: number): TripAbroad => ({
      departed: '2022-01-01',
      returned: new Date(Date.UTC(2022, 0, 1) + (days + 1) * 86_400_000).toISOString().slice(0, 10),
    });
    expect(check([away(913)])).toMatchObject({ daysPresent: 913, meetsPhysicalPresence: true });
    expect(check([away(914)])).toMatchObject({ daysPresent: 912, meetsPhysicalPresence: false });
  });

  it('flags a trip of more than 6 months as a presumed break, and of a year or more as a break, at their edges', () => {
    const rule = (returned: string) => check([{ departed: '2024-01-10', returned }]).longTrips[0]?.rule ?? null;
    expect(rule('2024-07-10')).toBeNull();
    expect(rule('2024-07-11')).toBe('presumed-break');
    expect(rule('2025-01-09')).toBe('presumed-break');
    expect(rule('2025-01-10')).toBe('break');
    expect(check([{ departed: '2024-01-10', returned: '2025-01-10' }]).continuousResidence).toBe('broken');
    expect(check([{ departed: '2024-01-10', returned: '2024-08-01' }]).continuousResidence).toBe('presumed-broken');
  });

  it('counts a trip not yet over up to the filing date', () => {
    const still = check([{ departed: '2025-10-01', returned: null }]);
    expect(still.longTrips[0]).toMatchObject({ rule: 'presumed-break' });
    // 1 October to 1 June: abroad every day from the 2nd of October, the filing day included.
    expect(still.daysAbroad).toBe(243);
    expect(check([{ departed: '2025-10-01', returned: '2026-06-01' }]).daysAbroad).toBe(242);
  });
});
