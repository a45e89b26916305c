import { describe, expect, it } from 'vitest';
import { analyse, findingOf, outcomeOf } from '../testing/applicant-fixture';

describe('Exchange Visitor (J-1)', () => {
  it('qualifies a research scholar with a DS-2019 and no two-year rule', () => {
    const analysis = analyse('Exchange Visitor (J-1)');
    expect(analysis.findings.every((f) => f.outcome === 'pass')).toBe(true);
  });

  it('fails without a DS-2019, the SEVIS fee or a home abroad', () => {
    expect(outcomeOf(analyse('Exchange Visitor (J-1)', { hasDS2019: false }), 'j1.form-ds2019')).toBe('fail');
    expect(analyse('Exchange Visitor (J-1)', { sevisFeePaid: false }).eligible).toBe(false);
    expect(analyse('Exchange Visitor (J-1)', { residenceAbroad: false }).eligible).toBe(false);
  });

  it('flags the 212(e) two-year home residence rule for government funding, the Skills List and physicians', () => {
    for (const details of [{ governmentFunded: true }, { onExchangeVisitorSkillsList: true }, { programCategory: 'Physician' as const }]) {
      const finding = findingOf(analyse('Exchange Visitor (J-1)', details), 'j1.two-year-home-residence');
      expect(finding.outcome).toBe('issue');
      expect(finding.citation.reference).toBe('INA § 212(e)');
    }
    expect(analyse('Exchange Visitor (J-1)', { governmentFunded: true }).eligible).toBe(true);
  });

  it('flags missing health insurance', () => {
    expect(outcomeOf(analyse('Exchange Visitor (J-1)', { healthInsurance: false }), 'j1.health-insurance')).toBe('issue');
  });
});
