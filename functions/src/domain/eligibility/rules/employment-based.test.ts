import { describe, expect, it } from 'vitest';
import { analyse, outcomeOf } from '../testing/applicant-fixture';

describe('Employment-Based', () => {
  it("qualifies an EB-2 master's holder with an approved labor certification and a prevailing-wage offer", () => {
    expect(analyse('Employment-Based').eligible).toBe(true);
  });

  it('fails EB-2 and EB-3 without a job offer, and sends EB-1 without one to the Highly Skilled check', () => {
    const noOffer = analyse('Employment-Based', { jobOffer: false });
    expect(noOffer.eligible).toBe(false);
    expect(outcomeOf(noOffer, 'employment.job-offer')).toBe('fail');
    expect(outcomeOf(analyse('Employment-Based', { preferenceCategory: 'EB-1', jobOffer: false }), 'employment.job-offer')).toBe('issue');
  });

  it('fails one dollar under the prevailing wage and passes exactly at it', () => {
    expect(outcomeOf(analyse('Employment-Based', { wage: 109_999 }), 'employment.prevailing-wage')).toBe('fail');
    expect(outcomeOf(analyse('Employment-Based', { wage: 110_000 }), 'employment.prevailing-wage')).toBe('pass');
    expect(outcomeOf(analyse('Employment-Based', { prevailingWage: undefined }), 'employment.prevailing-wage')).toBe('issue');
  });

  it('requires a labor certification for EB-2 and EB-3 but not for EB-1', () => {
    expect(outcomeOf(analyse('Employment-Based', { laborCertificationStatus: 'Not started' }), 'employment.labor-certification')).toBe(
      'fail',
    );
    expect(outcomeOf(analyse('Employment-Based', { laborCertificationStatus: 'Pending' }), 'employment.labor-certification')).toBe('issue');
    expect(outcomeOf(analyse('Employment-Based', { laborCertificationStatus: 'Not required' }), 'employment.labor-certification')).toBe(
      'issue',
    );
    expect(
      outcomeOf(
        analyse('Employment-Based', { preferenceCategory: 'EB-1', laborCertificationStatus: 'Not started' }),
        'employment.labor-certification',
      ),
    ).toBe('pass');
  });

  it("accepts a bachelor's for EB-2 only with five years of progressive experience: 4 fails, 5 passes", () => {
    const bachelor = (years: number) => ({ applicantQualifications: { highestDegree: "Bachelor's" as const, yearsOfExperience: years } });
    expect(outcomeOf(analyse('Employment-Based', bachelor(4)), 'employment.qualifications')).toBe('fail');
    expect(outcomeOf(analyse('Employment-Based', bachelor(5)), 'employment.qualifications')).toBe('pass');
    const exceptional = {
      applicantQualifications: { highestDegree: 'High school' as const, yearsOfExperience: 10, exceptionalAbilityCriteriaMet: 3 },
    };
    expect(outcomeOf(analyse('Employment-Based', exceptional), 'employment.qualifications')).toBe('pass');
  });

  it('sorts EB-3 applicants into professionals, skilled workers and other workers', () => {
    const eb3 = (highestDegree: 'High school' | "Bachelor's", yearsOfExperience: number) =>
      analyse('Employment-Based', {
        preferenceCategory: 'EB-3',
        applicantQualifications: { highestDegree, yearsOfExperience },
      }).findings.find((f) => f.ruleId === 'employment.qualifications')?.reason;
    expect(eb3("Bachelor's", 0)).toContain('professional');
    expect(eb3('High school', 2)).toContain('skilled worker');
    expect(eb3('High school', 1)).toContain('other workers');
  });
});
