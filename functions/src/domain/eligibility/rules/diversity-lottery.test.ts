import { describe, expect, it } from 'vitest';
import { analyse, findingOf, outcomeOf } from '../testing/applicant-fixture';

describe('Diversity Lottery', () => {
  it('qualifies a selected German native with a high-school education', () => {
    expect(analyse('Diversity Lottery').findings.every((f) => f.outcome === 'pass')).toBe(true);
  });

  it('fails natives of a country excluded from the latest program', () => {
    const analysis = analyse('Diversity Lottery', { countryOfChargeability: 'India' }, { birthCountry: 'India', nationality: 'India' });
    expect(analysis.eligible).toBe(false);
    expect(findingOf(analysis, 'dv.country-of-chargeability').reason).toContain('DV-2026');
  });

  it('accepts natives of Northern Ireland although the United Kingdom is excluded', () => {
    const uk = { countryOfChargeability: 'United Kingdom' as const };
    const applicant = { birthCountry: 'United Kingdom', nationality: 'United Kingdom' };
    expect(outcomeOf(analyse('Diversity Lottery', uk, applicant), 'dv.country-of-chargeability')).toBe('fail');
    expect(outcomeOf(analyse('Diversity Lottery', { ...uk, bornInNorthernIreland: true }, applicant), 'dv.country-of-chargeability')).toBe(
      'pass',
    );
  });

  it('flags chargeability to a country other than the birth country', () => {
    const analysis = analyse('Diversity Lottery', { countryOfChargeability: 'Kenya' }, { birthCountry: 'India' });
    expect(outcomeOf(analysis, 'dv.country-of-chargeability')).toBe('pass');
    expect(findingOf(analysis, 'dv.alternate-chargeability').citation.reference).toBe('INA § 202(b)');
  });

  it('accepts two years of qualifying work instead of high school: 1.9 years fails, 2 passes', () => {
    const noSchool = { educationLevel: 'Less than high school' as const };
    const short = analyse('Diversity Lottery', { ...noSchool, qualifyingWorkExperienceYears: 1.9 });
    expect(findingOf(short, 'dv.education-or-work').outcome).toBe('fail');
    expect(findingOf(short, 'dv.education-or-work').citation.reference).toBe('INA § 203(c)(2)');
    expect(outcomeOf(analyse('Diversity Lottery', { ...noSchool, qualifyingWorkExperienceYears: 2 }), 'dv.education-or-work')).toBe('pass');
  });

  it('fails when the applicant was not selected', () => {
    expect(outcomeOf(analyse('Diversity Lottery', { selected: false }), 'dv.selected')).toBe('fail');
  });
});
