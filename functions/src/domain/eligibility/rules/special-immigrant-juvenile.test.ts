import { describe, expect, it } from 'vitest';
import { analyse, findingOf, outcomeOf } from '../testing/applicant-fixture';

// TEST_TODAY is 2026-06-15.
describe('Special Immigrant Juvenile (SIJ)', () => {
  it('qualifies an unmarried 17-year-old with a court order and findings', () => {
    expect(analyse('Special Immigrant Juvenile (SIJ)').findings.every((f) => f.outcome === 'pass')).toBe(true);
  });

  it('passes at 20 (the day before the 21st birthday) and fails at 21 (on the birthday)', () => {
    expect(outcomeOf(analyse('Special Immigrant Juvenile (SIJ)', {}, { dob: '2005-06-16' }), 'sij.under-21')).toBe('pass');
    const turned21 = analyse('Special Immigrant Juvenile (SIJ)', {}, { dob: '2005-06-15' });
    expect(findingOf(turned21, 'sij.under-21').outcome).toBe('fail');
    expect(findingOf(turned21, 'sij.under-21').reason).toContain('You are 21');
    expect(turned21.eligible).toBe(false);
  });

  it('fails when married, without a court order or without reunification findings', () => {
    expect(outcomeOf(analyse('Special Immigrant Juvenile (SIJ)', { unmarried: false }), 'sij.unmarried')).toBe('fail');
    const noOrder = analyse('Special Immigrant Juvenile (SIJ)', { stateCourtOrder: false });
    expect(findingOf(noOrder, 'sij.court-order').citation.reference).toBe('8 CFR § 204.11');
    expect(noOrder.eligible).toBe(false);
    expect(outcomeOf(analyse('Special Immigrant Juvenile (SIJ)', { courtFindings: [] }), 'sij.reunification-findings')).toBe('fail');
  });

  it('needs the best-interest finding and presence in the United States', () => {
    expect(outcomeOf(analyse('Special Immigrant Juvenile (SIJ)', { bestInterestFinding: undefined }), 'sij.best-interest')).toBe('issue');
    expect(outcomeOf(analyse('Special Immigrant Juvenile (SIJ)', { bestInterestFinding: false }), 'sij.best-interest')).toBe('fail');
    expect(outcomeOf(analyse('Special Immigrant Juvenile (SIJ)', { physicallyPresentInUS: false }), 'sij.physical-presence')).toBe('fail');
  });
});
