import { describe, expect, it } from 'vitest';
import { analyse, findingOf, outcomeOf } from '../testing/applicant-fixture';

const RULE = 'family.qualifying-relationship';

describe('Family-Based', () => {
  it('qualifies the spouse of a U.S. citizen as an immediate relative', () => {
    const analysis = analyse('Family-Based');
    expect(analysis.eligible).toBe(true);
    expect(findingOf(analysis, RULE).citation.reference).toBe('INA § 201(b)(2)(A)(i)');
    expect(outcomeOf(analysis, 'family.visa-availability')).toBeUndefined();
  });

  it('lets a permanent resident petition for a spouse (F2A) but not for a parent or a sibling', () => {
    expect(outcomeOf(analyse('Family-Based', { petitionerStatus: 'LPR' }), RULE)).toBe('pass');
    const parent = analyse('Family-Based', { petitionerStatus: 'LPR', relationshipType: 'Parent', petitionerAge: 40 });
    expect(parent.eligible).toBe(false);
    expect(findingOf(parent, RULE).citation.reference).toBe('INA § 203(a)(2)');
    expect(outcomeOf(analyse('Family-Based', { petitionerStatus: 'LPR', relationshipType: 'Sibling', petitionerAge: 40 }), RULE)).toBe(
      'fail',
    );
  });

  it('lets a permanent resident petition only for unmarried children', () => {
    const married = analyse('Family-Based', { petitionerStatus: 'LPR', relationshipType: 'Child', beneficiaryUnmarried: false });
    expect(findingOf(married, RULE).outcome).toBe('fail');
    expect(findingOf(married, RULE).citation.reference).toBe('INA § 203(a)(2)');
    const unmarried = analyse('Family-Based', { petitionerStatus: 'LPR', relationshipType: 'Child', beneficiaryUnmarried: true });
    expect(findingOf(unmarried, RULE).reason).toContain('F2B');
    expect(outcomeOf(unmarried, 'family.visa-availability')).toBe('pass');
  });

  it('classifies children of U.S. citizens by age and marital status', () => {
    const minor = analyse('Family-Based', { relationshipType: 'Child', beneficiaryUnmarried: true }, { dob: '2010-01-01' });
    expect(findingOf(minor, RULE).reason).toContain('immediate relative');
    expect(findingOf(analyse('Family-Based', { relationshipType: 'Child', beneficiaryUnmarried: true }), RULE).reason).toContain('F1');
    expect(findingOf(analyse('Family-Based', { relationshipType: 'Child', beneficiaryUnmarried: false }), RULE).reason).toContain('F3');
    expect(outcomeOf(analyse('Family-Based', { relationshipType: 'Child' }), RULE)).toBe('issue');
  });

  it('needs a U.S. citizen petitioner aged 21 or over for a parent: 20 fails, 21 passes', () => {
    expect(outcomeOf(analyse('Family-Based', { relationshipType: 'Parent', petitionerAge: 20 }), RULE)).toBe('fail');
    expect(outcomeOf(analyse('Family-Based', { relationshipType: 'Parent', petitionerAge: 21 }), RULE)).toBe('pass');
    expect(outcomeOf(analyse('Family-Based', { relationshipType: 'Parent' }), RULE)).toBe('issue');
  });

  it('needs a U.S. citizen petitioner aged 21 or over for a sibling: 20 fails, 21 passes (F4)', () => {
    const young = analyse('Family-Based', { relationshipType: 'Sibling', petitionerAge: 20 });
    expect(findingOf(young, RULE).outcome).toBe('fail');
    expect(findingOf(young, RULE).citation.reference).toBe('INA § 203(a)(4)');
    const adult = analyse('Family-Based', { relationshipType: 'Sibling', petitionerAge: 21 });
    expect(outcomeOf(adult, RULE)).toBe('pass');
    expect(outcomeOf(adult, 'family.visa-availability')).toBe('pass');
  });

  it('checks the marriage: future dates fail, recent marriages are conditional, earlier marriages need review', () => {
    expect(outcomeOf(analyse('Family-Based', { marriageDate: '2026-07-01' }), 'family.marriage-date')).toBe('fail');
    expect(outcomeOf(analyse('Family-Based', { marriageDate: undefined }), 'family.marriage-date')).toBe('issue');
    expect(outcomeOf(analyse('Family-Based', { marriageDate: '2024-06-16' }), 'family.conditional-residence')).toBe('pass');
    expect(outcomeOf(analyse('Family-Based', { marriageDate: '2024-06-15' }), 'family.conditional-residence')).toBeUndefined();
    expect(outcomeOf(analyse('Family-Based', { priorMarriages: 1 }), 'family.prior-marriages')).toBe('issue');
  });

  it('flags derivatives on an immediate-relative petition and a missing Affidavit of Support', () => {
    expect(outcomeOf(analyse('Family-Based', { derivativeBeneficiaries: 2 }), 'family.derivatives')).toBe('issue');
    expect(
      outcomeOf(analyse('Family-Based', { petitionerStatus: 'LPR', derivativeBeneficiaries: 2 }), 'family.derivatives'),
    ).toBeUndefined();
    const noAffidavit = analyse('Family-Based', { affidavitOfSupport: false });
    expect(outcomeOf(noAffidavit, 'family.affidavit-of-support')).toBe('fail');
    expect(noAffidavit.eligible).toBe(false);
  });

  it.each(['40-quarters', 'child-citizenship-act', 'widow', 'vawa'] as const)(
    'needs no Affidavit of Support with the %s exemption',
    (exemption) => {
      const exempt = analyse('Family-Based', { affidavitOfSupport: false }, { publicCharge: { i864Exemption: exemption } });
      expect(exempt.findings.find((f) => f.ruleId === 'family.affidavit-of-support')).toMatchObject({
        outcome: 'pass',
        citation: { reference: '8 CFR § 213a.2(a)(2)(ii)' },
      });
      expect(exempt.eligible).toBe(true);
    },
  );
});
