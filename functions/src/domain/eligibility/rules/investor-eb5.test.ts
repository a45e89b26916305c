import { describe, expect, it } from 'vitest';
import { analyse, findingOf, outcomeOf } from '../testing/applicant-fixture';

describe('Investor (EB-5)', () => {
  it('qualifies at the standard minimum with ten jobs', () => {
    const analysis = analyse('Investor (EB-5)');
    expect(analysis.eligible).toBe(true);
    expect(findingOf(analysis, 'eb5.minimum-investment').citation.reference).toBe('INA § 203(b)(5)(C)');
  });

  it('fails one dollar under the $1,050,000 standard minimum and passes exactly at it', () => {
    const under = analyse('Investor (EB-5)', { investmentAmount: 1_049_999 });
    expect(under.eligible).toBe(false);
    expect(findingOf(under, 'eb5.minimum-investment').reason).toContain('$1 more is needed');
    expect(outcomeOf(analyse('Investor (EB-5)', { investmentAmount: 1_050_000 }), 'eb5.minimum-investment')).toBe('pass');
  });

  it('applies the $800,000 minimum in a targeted employment area', () => {
    expect(outcomeOf(analyse('Investor (EB-5)', { TEADesignation: true, investmentAmount: 799_999 }), 'eb5.minimum-investment')).toBe(
      'fail',
    );
    expect(outcomeOf(analyse('Investor (EB-5)', { TEADesignation: true, investmentAmount: 800_000 }), 'eb5.minimum-investment')).toBe(
      'pass',
    );
    // Outside a TEA the same $800,000 is not enough, and the advice points to the TEA route.
    const outside = findingOf(analyse('Investor (EB-5)', { investmentAmount: 800_000 }), 'eb5.minimum-investment');
    expect(outside.outcome).toBe('fail');
    expect(outside.recommendation).toContain('$800,000');
  });

  it('needs at least ten full-time jobs', () => {
    expect(outcomeOf(analyse('Investor (EB-5)', { fullTimeJobsCreated: 9 }), 'eb5.job-creation')).toBe('fail');
    expect(outcomeOf(analyse('Investor (EB-5)', { fullTimeJobsCreated: 10 }), 'eb5.job-creation')).toBe('pass');
  });

  it('flags an undocumented source of funds and a missing business plan for a direct investment', () => {
    const analysis = analyse('Investor (EB-5)', { sourceOfFunds: 'n/a', businessPlan: '' });
    expect(outcomeOf(analysis, 'eb5.source-of-funds')).toBe('issue');
    expect(outcomeOf(analysis, 'eb5.business-plan')).toBe('issue');
    expect(analysis.eligible).toBe(true);
    expect(outcomeOf(analyse('Investor (EB-5)', { regionalCenter: true, businessPlan: '' }), 'eb5.business-plan')).toBeUndefined();
  });

  it('warns that the minimums may have been inflation-adjusted from January 1, 2027', () => {
    expect(outcomeOf(analyse('Investor (EB-5)', {}, {}, '2026-12-31'), 'eb5.inflation-adjustment')).toBeUndefined();
    expect(outcomeOf(analyse('Investor (EB-5)', {}, {}, '2027-01-01'), 'eb5.inflation-adjustment')).toBe('issue');
  });
});
