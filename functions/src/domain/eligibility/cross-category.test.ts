import { describe, expect, it } from 'vitest';
import { analyse, findingOf, outcomeOf } from './testing/applicant-fixture';

const overstay = (unlawfulPresenceDays: number, lastDepartureDate?: string) => ({
  immigrationHistory: { overstays: { overstayed: true, unlawfulPresenceDays, lastDepartureDate } },
});
const UP = 'cross.unlawful-presence';

describe('cross-category checks', () => {
  it('adds nothing when the optional sections are off', () => {
    const analysis = analyse('Employment-Based');
    expect(analysis.findings.filter((f) => f.ruleId.startsWith('cross.'))).toEqual([]);
  });

  describe('unlawful presence (INA 212(a)(9)(B))', () => {
    it('does not bar 180 days; 181 days starts the 3-year bar; 365 days the 10-year bar', () => {
      expect(outcomeOf(analyse('Family-Based', {}, overstay(180, '2026-01-01')), UP)).toBe('pass');
      const threeYear = findingOf(analyse('Family-Based', {}, overstay(181, '2026-01-01')), UP);
      expect(threeYear.outcome).toBe('fail');
      expect(threeYear.reason).toContain('3 years, until January 1, 2029');
      expect(threeYear.citation.reference).toBe('INA § 212(a)(9)(B)(i)');
      expect(findingOf(analyse('Family-Based', {}, overstay(364, '2026-01-01')), UP).reason).toContain('3 years');
      expect(findingOf(analyse('Family-Based', {}, overstay(365, '2026-01-01')), UP).reason).toContain('10 years, until January 1, 2036');
    });

    it('fails while the bar runs and passes once it has ended', () => {
      expect(outcomeOf(analyse('Family-Based', {}, overstay(200, '2023-06-16')), UP)).toBe('fail');
      expect(outcomeOf(analyse('Family-Based', {}, overstay(200, '2023-06-15')), UP)).toBe('pass');
    });

    it('is an issue, not a failure, while the applicant has not left yet', () => {
      const finding = findingOf(analyse('Family-Based', {}, overstay(400)), UP);
      expect(finding.outcome).toBe('issue');
      expect(finding.recommendation).toContain('I-601A');
    });

    it('names the nonimmigrant waiver for temporary visas', () => {
      expect(findingOf(analyse('Student (F-1)', {}, overstay(400, '2025-01-01')), UP).recommendation).toContain('212(d)(3)');
    });

    it('does not apply to asylum or SIJ', () => {
      expect(outcomeOf(analyse('Asylum/Refugee', {}, overstay(400, '2025-01-01')), UP)).toBe('pass');
      expect(analyse('Special Immigrant Juvenile (SIJ)', {}, overstay(400, '2025-01-01')).eligible).toBe(true);
    });

    it('asks for the number of days when an overstay is reported without them', () => {
      expect(outcomeOf(analyse('Family-Based', {}, { immigrationHistory: { overstays: { overstayed: true } } }), UP)).toBe('issue');
    });
  });

  describe('prior removal (INA 212(a)(9)(A)) and the permanent bar (212(a)(9)(C))', () => {
    const removal = (deportations: Record<string, unknown>) => ({
      immigrationHistory: { deportations: { removed: true, ...deportations } },
    });

    it('bars return for 10 years after a removal, 5 after removal on arrival, 20 after a second removal', () => {
      // TEST_TODAY is 2026-06-15: a removal ten years ago to the day has run out, one a day later has not.
      expect(outcomeOf(analyse('Family-Based', {}, removal({ removalDate: '2016-06-15' })), 'cross.prior-removal')).toBe('pass');
      const recent = findingOf(analyse('Family-Based', {}, removal({ removalDate: '2016-06-16' })), 'cross.prior-removal');
      expect(recent.outcome).toBe('fail');
      expect(recent.recommendation).toContain('I-212');
      expect(
        outcomeOf(analyse('Family-Based', {}, removal({ removalDate: '2021-06-15', removedOnArrival: true })), 'cross.prior-removal'),
      ).toBe('pass');
      expect(
        outcomeOf(analyse('Family-Based', {}, removal({ removalDate: '2021-06-16', removedOnArrival: true })), 'cross.prior-removal'),
      ).toBe('fail');
      expect(outcomeOf(analyse('Family-Based', {}, removal({ removalDate: '2010-01-01', removalCount: 2 })), 'cross.prior-removal')).toBe(
        'fail',
      );
    });

    it('asks for the removal date when it is missing', () => {
      expect(outcomeOf(analyse('Family-Based', {}, removal({})), 'cross.prior-removal')).toBe('issue');
    });

    it('fails permanently after re-entering without inspection following a removal or a year of unlawful presence', () => {
      const afterRemoval = analyse('Family-Based', {}, removal({ removalDate: '2000-01-01', reenteredWithoutInspection: true }));
      expect(findingOf(afterRemoval, 'cross.permanent-bar').citation.reference).toBe('INA § 212(a)(9)(C)');
      expect(afterRemoval.eligible).toBe(false);
      const afterOverstay = analyse(
        'Tourist (B-1/B-2)',
        {},
        {
          immigrationHistory: {
            overstays: { overstayed: true, unlawfulPresenceDays: 366 },
            deportations: { reenteredWithoutInspection: true },
          },
        },
      );
      expect(outcomeOf(afterOverstay, 'cross.permanent-bar')).toBe('fail');
      // "More than 1 year": exactly 365 days is not yet the permanent bar.
      const oneYear = analyse(
        'Tourist (B-1/B-2)',
        {},
        {
          immigrationHistory: {
            overstays: { overstayed: true, unlawfulPresenceDays: 365 },
            deportations: { reenteredWithoutInspection: true },
          },
        },
      );
      expect(outcomeOf(oneYear, 'cross.permanent-bar')).toBe('issue');
      // A shorter single stay may still add up to a year with other stays, so that needs an attorney.
      const shortStay = analyse(
        'Tourist (B-1/B-2)',
        {},
        {
          immigrationHistory: {
            overstays: { overstayed: true, unlawfulPresenceDays: 200 },
            deportations: { reenteredWithoutInspection: true },
          },
        },
      );
      expect(outcomeOf(shortStay, 'cross.permanent-bar')).toBe('issue');
    });

    it('treats removals in asylum cases as issues about reinstatement', () => {
      const analysis = analyse('Asylum/Refugee', {}, removal({ removalDate: '2024-01-01', reenteredWithoutInspection: true }));
      expect(outcomeOf(analysis, 'cross.prior-removal')).toBe('issue');
      expect(outcomeOf(analysis, 'cross.permanent-bar')).toBe('issue');
      expect(analysis.eligible).toBe(true);
    });
  });

  describe('criminal history (INA 212(a)(2))', () => {
    it('sends a conviction to an attorney as an issue, never a silent pass', () => {
      const analysis = analyse(
        'Employment-Based',
        {},
        { criminalHistory: { convictions: { convicted: true, details: 'Shoplifting, 2015' } } },
      );
      const finding = findingOf(analysis, 'cross.criminal-convictions');
      expect(finding.outcome).toBe('issue');
      expect(finding.recommendation).toContain('212(h)');
      expect(analysis.reasons).toContain(finding.reason);
      expect(analysis.summary).toMatch(/attorney's review/);
    });

    it('uses the asylum bars for asylum applicants', () => {
      const finding = findingOf(
        analyse('Asylum/Refugee', {}, { criminalHistory: { convictions: { convicted: true } } }),
        'cross.criminal-convictions',
      );
      expect(finding.citation.reference).toBe('INA § 208(b)(2)(A)(ii)');
    });

    it('flags arrests, warrants and watch-list flags, and ignores "none"', () => {
      const analysis = analyse(
        'Tourist (B-1/B-2)',
        {},
        { criminalHistory: { arrests: 'DUI arrest 2019, dismissed', warrants: true, watchlistCheck: true } },
      );
      expect(outcomeOf(analysis, 'cross.arrests')).toBe('issue');
      expect(outcomeOf(analysis, 'cross.outstanding-warrant')).toBe('issue');
      expect(outcomeOf(analysis, 'cross.security-screening')).toBe('issue');
      expect(outcomeOf(analyse('Tourist (B-1/B-2)', {}, { criminalHistory: { arrests: 'None' } }), 'cross.arrests')).toBeUndefined();
    });
  });

  describe('public charge (INA 212(a)(4))', () => {
    it('flags expenses above income and debts above a year of means', () => {
      const finding = findingOf(
        analyse('Employment-Based', {}, { publicCharge: { debts: 60_000, monthlyExpenses: 4_000, monthlyIncome: 3_000, assets: 0 } }),
        'cross.public-charge',
      );
      expect(finding.outcome).toBe('issue');
      expect(finding.reason).toContain('exceed your monthly income');
      expect(finding.reason).toContain('exceed a year of income plus assets');
    });

    it('passes comfortable finances and flags debts with no income to weigh them against', () => {
      expect(
        outcomeOf(
          analyse('Employment-Based', {}, { publicCharge: { debts: 1_000, monthlyExpenses: 2_000, monthlyIncome: 6_000 } }),
          'cross.public-charge',
        ),
      ).toBe('pass');
      expect(
        outcomeOf(analyse('Employment-Based', {}, { publicCharge: { debts: 1_000, monthlyExpenses: 2_000 } }), 'cross.public-charge'),
      ).toBe('issue');
    });

    it('does not apply to asylum, SIJ or VAWA', () => {
      const poor = { publicCharge: { debts: 90_000, monthlyExpenses: 3_000, monthlyIncome: 0 } };
      expect(outcomeOf(analyse('Asylum/Refugee', {}, poor), 'cross.public-charge')).toBe('pass');
      expect(outcomeOf(analyse('Special Immigrant Juvenile (SIJ)', {}, poor), 'cross.public-charge')).toBe('pass');
      const vawa = {
        subtype: 'VAWA self-petitioner' as const,
        abuserStatus: 'LPR' as const,
        abuserRelationship: 'Spouse' as const,
        batteryOrExtremeCruelty: true,
        residedWithAbuser: true,
      };
      expect(outcomeOf(analyse('Special Categories', vawa, poor), 'cross.public-charge')).toBe('pass');
    });
  });

  describe('health (INA 212(a)(1))', () => {
    const unvaccinated = { medicalHistory: { vaccinations: false, allergies: 'penicillin' } };

    it('flags missing vaccinations for immigrant categories only', () => {
      const finding = findingOf(analyse('Diversity Lottery', {}, unvaccinated), 'cross.vaccinations');
      expect(finding.outcome).toBe('issue');
      expect(finding.citation.reference).toBe('INA § 212(a)(1)(A)(ii)');
      expect(outcomeOf(analyse('Highly Skilled (EB-1/O-1)', {}, unvaccinated), 'cross.vaccinations')).toBe('issue');
      expect(
        outcomeOf(
          analyse('Highly Skilled (EB-1/O-1)', { classification: 'O-1A', usEmployerOrAgentPetitioner: true }, unvaccinated),
          'cross.vaccinations',
        ),
      ).toBeUndefined();
      expect(outcomeOf(analyse('Student (F-1)', {}, unvaccinated), 'cross.vaccinations')).toBeUndefined();
      expect(findingOf(analyse('K-Visa', {}, unvaccinated), 'cross.vaccinations').reason).toContain('green card');
    });

    it('reads an untouched medical section as "not asked", not as "unvaccinated"', () => {
      expect(
        outcomeOf(analyse('Diversity Lottery', {}, { medicalHistory: { vaccinations: false } }), 'cross.vaccinations'),
      ).toBeUndefined();
      expect(
        outcomeOf(analyse('Diversity Lottery', {}, { medicalHistory: { vaccinations: true, allergies: 'none' } }), 'cross.vaccinations'),
      ).toBeUndefined();
    });

    it('flags a communicable disease for every category', () => {
      expect(
        outcomeOf(
          analyse('Tourist (B-1/B-2)', {}, { medicalHistory: { communicableDiseases: 'Active tuberculosis' } }),
          'cross.communicable-disease',
        ),
      ).toBe('issue');
    });
  });

  it('flags an applicant whose nationality is the United States', () => {
    expect(outcomeOf(analyse('Tourist (B-1/B-2)', {}, { nationality: 'United States' }), 'cross.us-citizen')).toBe('issue');
  });
});
