import { describe, expect, it } from 'vitest';
import { ELIGIBILITY_CATEGORIES } from '../../shared/reference/categories';
import { evaluateEligibility } from './engine';
import { analyse, inputFor, TEST_TODAY } from './testing/applicant-fixture';

describe('evaluateEligibility', () => {
  it.each(ELIGIBILITY_CATEGORIES)('finds the fixture applicant eligible for %s, with a summary and cited findings', (category) => {
    const analysis = analyse(category);
    expect(analysis.findings.filter((f) => f.outcome === 'fail')).toEqual([]);
    expect(analysis.eligible).toBe(true);
    expect(analysis.summary).toMatch(/appear to qualify/);
    expect(analysis.reasons.length).toBeGreaterThan(0);
    expect(analysis.recommendations.length).toBeGreaterThan(0);
    for (const finding of analysis.findings) {
      expect(finding.reason).not.toBe('');
      expect(finding.recommendation).not.toBe('');
      expect(finding.citation.url).toMatch(/^https:\/\//);
      expect(finding.citation.reference).not.toBe('');
    }
  });

  it('is deterministic and JSON-serialisable', () => {
    const input = inputFor('Investor (EB-5)');
    const first = evaluateEligibility(input, TEST_TODAY);
    expect(evaluateEligibility(input, TEST_TODAY)).toEqual(first);
    expect(JSON.parse(JSON.stringify(first))).toEqual(first);
  });

  it('orders failures before issues before passes, and lists reasons in that order', () => {
    const analysis = analyse('Investor (EB-5)', { investmentAmount: 10, fullTimeJobsCreated: 10, sourceOfFunds: '' });
    const outcomes = analysis.findings.map((f) => f.outcome);
    expect(outcomes).toEqual([...outcomes].sort((a, b) => ['fail', 'issue', 'pass'].indexOf(a) - ['fail', 'issue', 'pass'].indexOf(b)));
    expect(analysis.reasons[0]).toBe(analysis.findings[0]?.reason);
    expect(analysis.eligible).toBe(false);
    expect(analysis.summary).toMatch(/do not currently qualify for Investor \(EB-5\)/);
    expect(analysis.summary).toMatch(/1 other point also needs an attorney's review/);
  });

  it('deduplicates citations', () => {
    const analysis = analyse('Student (F-1)', { hasI20: false, fundsAvailable: 1 });
    const keys = analysis.citations.map((c) => `${c.source}|${c.reference}`);
    expect(new Set(keys).size).toBe(keys.length);
    // Two F-1 findings cite 8 CFR 214.2(f); it is listed once.
    expect(keys.filter((k) => k.includes('214.2(f)'))).toHaveLength(1);
  });

  it('keeps eligible true when only issues are found and says they need review', () => {
    const analysis = analyse('Treaty Investor (E-2)');
    expect(analysis.findings.some((f) => f.outcome === 'issue')).toBe(true);
    expect(analysis.eligible).toBe(true);
    expect(analysis.summary).toMatch(/appear to qualify for Treaty Investor \(E-2\), but 1 point needs an immigration attorney's review/);
  });

  it('rejects a malformed today', () => {
    expect(() => evaluateEligibility(inputFor('Student (F-1)'), '2026-02-30')).toThrow(RangeError);
  });
});
