import { describe, expect, it } from 'vitest';
import { analyse, outcomeOf } from '../testing/applicant-fixture';

describe('Highly Skilled (EB-1/O-1)', () => {
  it('qualifies an EB-1A applicant meeting four of the ten criteria', () => {
    expect(analyse('Highly Skilled (EB-1/O-1)').eligible).toBe(true);
  });

  it('needs three criteria or a one-time achievement: 2 fails, 3 passes', () => {
    expect(outcomeOf(analyse('Highly Skilled (EB-1/O-1)', { extraordinaryAbilityCriteriaMet: 2 }), 'eb-1a.extraordinary-ability')).toBe(
      'fail',
    );
    expect(outcomeOf(analyse('Highly Skilled (EB-1/O-1)', { extraordinaryAbilityCriteriaMet: 3 }), 'eb-1a.extraordinary-ability')).toBe(
      'pass',
    );
    expect(
      outcomeOf(
        analyse('Highly Skilled (EB-1/O-1)', { extraordinaryAbilityCriteriaMet: 0, oneTimeAchievement: true }),
        'eb-1a.extraordinary-ability',
      ),
    ).toBe('pass');
    expect(
      outcomeOf(analyse('Highly Skilled (EB-1/O-1)', { extraordinaryAbilityCriteriaMet: undefined }), 'eb-1a.extraordinary-ability'),
    ).toBe('issue');
  });

  it('fails EB-1A when the applicant will not continue in the field', () => {
    expect(analyse('Highly Skilled (EB-1/O-1)', { continueWorkInAreaOfAbility: false }).eligible).toBe(false);
    expect(outcomeOf(analyse('Highly Skilled (EB-1/O-1)', { continueWorkInAreaOfAbility: undefined }), 'eb-1a.continue-work')).toBe(
      'issue',
    );
  });

  it('checks EB-1B criteria, three years of experience and a permanent offer', () => {
    const eb1b = {
      classification: 'EB-1B' as const,
      outstandingResearcherCriteriaMet: 2,
      yearsOfTeachingOrResearchExperience: 3,
      permanentPositionOffer: true,
    };
    expect(analyse('Highly Skilled (EB-1/O-1)', eb1b).eligible).toBe(true);
    expect(outcomeOf(analyse('Highly Skilled (EB-1/O-1)', { ...eb1b, outstandingResearcherCriteriaMet: 1 }), 'eb-1b.criteria')).toBe(
      'fail',
    );
    expect(outcomeOf(analyse('Highly Skilled (EB-1/O-1)', { ...eb1b, yearsOfTeachingOrResearchExperience: 2.5 }), 'eb-1b.experience')).toBe(
      'fail',
    );
    expect(outcomeOf(analyse('Highly Skilled (EB-1/O-1)', { ...eb1b, permanentPositionOffer: false }), 'eb-1b.job-offer')).toBe('fail');
  });

  it('checks EB-1C: 11 months abroad fails, 12 passes', () => {
    const eb1c = {
      classification: 'EB-1C' as const,
      qualifyingEmploymentAbroadMonths: 12,
      managerialOrExecutiveCapacity: true,
      usEmployerDoingBusinessOneYear: true,
    };
    expect(analyse('Highly Skilled (EB-1/O-1)', eb1c).eligible).toBe(true);
    expect(
      outcomeOf(analyse('Highly Skilled (EB-1/O-1)', { ...eb1c, qualifyingEmploymentAbroadMonths: 11 }), 'eb-1c.employment-abroad'),
    ).toBe('fail');
    expect(
      outcomeOf(analyse('Highly Skilled (EB-1/O-1)', { ...eb1c, managerialOrExecutiveCapacity: undefined }), 'eb-1c.managerial-role'),
    ).toBe('issue');
  });

  it('checks O-1: evidence, a U.S. petitioner and the advisory opinion', () => {
    const o1 = {
      classification: 'O-1B' as const,
      extraordinaryAbilityCriteriaMet: 3,
      usEmployerOrAgentPetitioner: true,
      peerGroupConsultation: true,
    };
    expect(analyse('Highly Skilled (EB-1/O-1)', o1).findings.every((f) => f.outcome === 'pass')).toBe(true);
    expect(outcomeOf(analyse('Highly Skilled (EB-1/O-1)', { ...o1, usEmployerOrAgentPetitioner: false }), 'o-1.petitioner')).toBe('fail');
    expect(outcomeOf(analyse('Highly Skilled (EB-1/O-1)', { ...o1, peerGroupConsultation: false }), 'o-1.consultation')).toBe('issue');
    expect(
      outcomeOf(
        analyse('Highly Skilled (EB-1/O-1)', { ...o1, classification: 'O-1A', extraordinaryAbilityCriteriaMet: 2 }),
        'o-1a.extraordinary-ability',
      ),
    ).toBe('fail');
  });
});
