import { describe, expect, it } from 'vitest';
import { analyse, findingOf, outcomeOf } from '../testing/applicant-fixture';

describe('Tourist (B-1/B-2)', () => {
  it('qualifies a two-week tourist with a home, ties and money', () => {
    const analysis = analyse('Tourist (B-1/B-2)');
    expect(analysis.eligible).toBe(true);
    expect(findingOf(analysis, 'b.ties-home').citation.reference).toBe('INA § 214(b)');
  });

  it('fails a visitor who plans to work or has no home abroad', () => {
    expect(analyse('Tourist (B-1/B-2)', { plannedUSEmployment: true }).eligible).toBe(false);
    expect(analyse('Tourist (B-1/B-2)', { residenceAbroad: false }).eligible).toBe(false);
  });

  it('flags the presumption of immigrant intent when no ties are given', () => {
    const analysis = analyse('Tourist (B-1/B-2)', { tiesToHomeCountry: [] });
    expect(outcomeOf(analysis, 'b.ties-home')).toBe('issue');
    expect(analysis.eligible).toBe(true);
  });

  it('flags stays over 180 days: 180 passes, 181 is an issue', () => {
    expect(outcomeOf(analyse('Tourist (B-1/B-2)', { intendedStayDays: 180 }), 'b.length-of-stay')).toBe('pass');
    expect(outcomeOf(analyse('Tourist (B-1/B-2)', { intendedStayDays: 181 }), 'b.length-of-stay')).toBe('issue');
  });
});
