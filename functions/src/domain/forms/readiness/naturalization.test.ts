import { describe, expect, it } from 'vitest';
import { renderEnglish } from '../../i18n/render';
import { naturalizationProblems, tripsOf } from './naturalization';

/** A permanent resident since 2020, filing on the general five-year path. */
const RESIDENT = { 'n-400.basis': 'general', 'applicant.lprDate': '2020-01-15' };
const trip = (n: number, departed: string, returned: string) => ({
  [`n-400.trip.${n}.departed`]: departed,
  [`n-400.trip.${n}.returned`]: returned,
  [`n-400.trip.${n}.countries`]: 'Mexico',
});

const summary = (answers: Record<string, string | number | boolean>, today: string) =>
  naturalizationProblems(answers, today).map((problem) => [problem.severity, renderEnglish(problem.message)] as const);

describe('the N-400 check', () => {
  it('blocks filing before the 90-day early-filing date, and allows it on that day', () => {
    // Eligible on 2025-01-15; 90 days before is 2024-10-17.
    const early = summary(RESIDENT, '2024-10-16');
    expect(early).toHaveLength(1);
    expect(early[0]?.[0]).toBe('blocker');
    expect(early[0]?.[1]).toContain('Oct 17, 2024');
    expect(summary(RESIDENT, '2024-10-17')).toEqual([]);
  });

  it('counts three years for the spouse of a citizen, from the marriage or the spouse’s naturalization if later', () => {
    const spouse = { ...RESIDENT, 'n-400.basis': 'citizen-spouse', 'applicant.marriageDate': '2019-06-01' };
    // Three years from the green card: 2023-01-15, so 90 days before is 2022-10-17.
    expect(summary(spouse, '2022-10-17')).toEqual([]);
    const naturalizedLater = { ...spouse, 'n-400.spouseCitizenBy': 'other', 'n-400.spouseCitizenSince': '2021-03-01' };
    expect(summary(naturalizedLater, '2022-10-17')[0]?.[0]).toBe('blocker');
  });

  it('warns of a trip of more than 6 months, and blocks one of a year or more', () => {
    const answers = { ...RESIDENT, ...trip(0, '2023-01-10', '2023-08-10'), ...trip(1, '2021-02-01', '2021-02-20') };
    const seven = summary(answers, '2025-06-01');
    expect(seven).toEqual([['warning', expect.stringContaining('more than 6 months') as string]]);
    expect(seven[0]?.[1]).toContain('Jan 10, 2023');
    const year = summary({ ...RESIDENT, ...trip(0, '2022-01-10', '2023-01-10') }, '2025-06-01');
    expect(year.map(([severity]) => severity)).toEqual(['blocker']);
    expect(year[0]?.[1]).toContain('breaks your continuous residence');
  });

  it('blocks too few days present, naming the days and the period', () => {
    // Three trips of about 11 months each inside the five years: fewer than 913 days present.
    const answers = {
      ...RESIDENT,
      ...trip(0, '2024-01-01', '2024-11-20'),
      ...trip(1, '2022-12-01', '2023-10-25'),
      ...trip(2, '2021-10-01', '2022-08-25'),
    };
    const problems = summary(answers, '2025-06-01');
    const presence = problems.find(([, text]) => text.includes('days between'));
    expect(presence?.[0]).toBe('blocker');
    expect(presence?.[1]).toMatch(/at least 913/);
  });

  it('reads the trips in order, until the first one not given', () => {
    const answers = {
      ...trip(0, '2024-01-01', '2024-01-09'),
      ...trip(1, '2023-05-01', '2023-05-03'),
      ...trip(3, '2020-01-01', '2020-01-02'),
    };
    expect(tripsOf(answers).map((entry) => entry.index)).toEqual([0, 1]);
  });

  it('blocks the reduced fee for a household above 400% of the poverty guidelines, at the line and one dollar over', () => {
    // A household of 2 in Texas: 400% of $21,150 is $84,600.
    const asked = { ...RESIDENT, 'applicant.address.0.state': 'TX', 'n-400.feeReduction': true, 'n-400.householdSize': 2 };
    expect(summary({ ...asked, 'n-400.householdIncome': 84_600 }, '2025-06-01')).toEqual([]);
    const over = summary({ ...asked, 'n-400.householdIncome': 84_601 }, '2025-06-01');
    expect(over).toEqual([['blocker', expect.stringContaining('$84,600') as string]]);
  });
});
