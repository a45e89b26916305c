import { describe, expect, it } from 'vitest';
import { analyse, outcomeOf } from '../testing/applicant-fixture';

describe('Special Categories', () => {
  it('qualifies a minister with two years of membership and work and a full-time offer', () => {
    expect(analyse('Special Categories').findings.every((f) => f.outcome === 'pass')).toBe(true);
  });

  it('needs two years of membership and of religious work: 1.9 fails, 2 passes', () => {
    expect(outcomeOf(analyse('Special Categories', { religiousDenominationMemberYears: 1.9 }), 'religious.membership')).toBe('fail');
    expect(outcomeOf(analyse('Special Categories', { religiousDenominationMemberYears: 2 }), 'religious.membership')).toBe('pass');
    expect(outcomeOf(analyse('Special Categories', { religiousWorkExperienceYears: 1 }), 'religious.work-experience')).toBe('fail');
  });

  it('flags the sunset of the non-minister program', () => {
    const analysis = analyse('Special Categories', { isMinister: false });
    expect(outcomeOf(analysis, 'religious.non-minister-sunset')).toBe('issue');
    expect(analysis.eligible).toBe(true);
  });

  it('checks VAWA self-petitions', () => {
    const vawa = {
      subtype: 'VAWA self-petitioner' as const,
      abuserStatus: 'U.S. citizen' as const,
      abuserRelationship: 'Spouse' as const,
      batteryOrExtremeCruelty: true,
      residedWithAbuser: true,
    };
    expect(analyse('Special Categories', vawa).eligible).toBe(true);
    expect(outcomeOf(analyse('Special Categories', { ...vawa, abuserStatus: 'Other' }), 'vawa.abuser-status')).toBe('fail');
    expect(
      outcomeOf(
        analyse('Special Categories', { ...vawa, abuserRelationship: 'Son or daughter', abuserStatus: 'LPR' }),
        'vawa.abuser-status',
      ),
    ).toBe('fail');
    expect(outcomeOf(analyse('Special Categories', { ...vawa, batteryOrExtremeCruelty: false }), 'vawa.abuse')).toBe('fail');
  });

  it('passes Afghan or Iraqi special immigrants only with a year of service and Chief of Mission approval', () => {
    const siv = { subtype: 'Afghan or Iraqi special immigrant' as const, usGovernmentEmploymentMonths: 12, chiefOfMissionApproval: true };
    expect(outcomeOf(analyse('Special Categories', siv), 'siv.eligibility')).toBe('pass');
    expect(outcomeOf(analyse('Special Categories', { ...siv, usGovernmentEmploymentMonths: 11 }), 'siv.eligibility')).toBe('issue');
  });

  it('sends the narrow subtypes to an attorney', () => {
    expect(outcomeOf(analyse('Special Categories', { subtype: 'International broadcaster' }), 'special.narrow-subtype')).toBe('issue');
  });
});
