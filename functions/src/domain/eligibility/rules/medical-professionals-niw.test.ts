import { describe, expect, it } from 'vitest';
import { analyse, findingOf, outcomeOf } from '../testing/applicant-fixture';

describe('Medical Professionals (EB-2 NIW)', () => {
  it("qualifies a researcher with a master's degree who meets all three Dhanasar prongs", () => {
    const analysis = analyse('Medical Professionals (EB-2 NIW)');
    expect(analysis.eligible).toBe(true);
    expect(findingOf(analysis, 'niw.prong-1-merit-importance').citation.reference).toBe('Matter of Dhanasar, 26 I&N Dec. 884 (AAO 2016)');
  });

  it.each([
    ['substantialMeritAndNationalImportance', 'niw.prong-1-merit-importance'],
    ['wellPositionedToAdvance', 'niw.prong-2-well-positioned'],
    ['beneficialToWaiveJobOffer', 'niw.prong-3-balance'],
  ] as const)('fails when %s is not met', (field, ruleId) => {
    const analysis = analyse('Medical Professionals (EB-2 NIW)', { [field]: false });
    expect(analysis.eligible).toBe(false);
    expect(outcomeOf(analysis, ruleId)).toBe('fail');
  });

  it('needs EB-2 standing: exceptional ability criteria 2 fails, 3 passes', () => {
    expect(
      outcomeOf(
        analyse('Medical Professionals (EB-2 NIW)', { advancedDegree: 'None', exceptionalAbilityCriteriaMet: 2 }),
        'niw.eb2-standing',
      ),
    ).toBe('fail');
    expect(
      outcomeOf(
        analyse('Medical Professionals (EB-2 NIW)', { advancedDegree: 'None', exceptionalAbilityCriteriaMet: 3 }),
        'niw.eb2-standing',
      ),
    ).toBe('pass');
  });

  it('uses the physician waiver for physicians committing to an underserved area', () => {
    const analysis = analyse('Medical Professionals (EB-2 NIW)', {
      profession: 'Physician',
      physicianUnderservedAreaCommitment: true,
      wellPositionedToAdvance: false,
      licensedInUS: true,
    });
    expect(analysis.eligible).toBe(true);
    expect(outcomeOf(analysis, 'niw.prong-2-well-positioned')).toBeUndefined();
    expect(findingOf(analysis, 'niw.physician-underserved-area').citation.reference).toBe('8 CFR § 204.12');
  });

  it('points nurses to Schedule A as an alternative', () => {
    expect(outcomeOf(analyse('Medical Professionals (EB-2 NIW)', { profession: 'Registered nurse' }), 'niw.schedule-a-alternative')).toBe(
      'pass',
    );
  });
});
