import { describe, expect, it } from 'vitest';
import { analyse, findingOf, outcomeOf } from '../testing/applicant-fixture';

describe('K-Visa', () => {
  it('qualifies the fiancé(e) of a U.S. citizen who met in person and is free to marry', () => {
    expect(analyse('K-Visa').findings.every((f) => f.outcome === 'pass')).toBe(true);
  });

  it('requires a U.S. citizen petitioner', () => {
    const analysis = analyse('K-Visa', { petitionerStatus: 'LPR' });
    expect(analysis.eligible).toBe(false);
    const finding = findingOf(analysis, 'k.petitioner-citizenship');
    expect(finding.citation.reference).toBe('INA § 101(a)(15)(K)');
    expect(finding.recommendation).toContain('I-130');
  });

  it('fails without a meeting in the last two years, unless a waiver is asked for', () => {
    expect(outcomeOf(analyse('K-Visa', { metInPersonWithinTwoYears: false }), 'k1.in-person-meeting')).toBe('fail');
    const waiver = analyse('K-Visa', { metInPersonWithinTwoYears: false, meetingWaiverReason: 'Strict and long-established customs' });
    expect(findingOf(waiver, 'k1.in-person-meeting').outcome).toBe('issue');
    expect(findingOf(waiver, 'k1.in-person-meeting').citation.reference).toBe('8 CFR § 214.2(k)');
    expect(waiver.eligible).toBe(true);
  });

  it('fails when either partner is not free to marry or they will not marry within 90 days', () => {
    expect(outcomeOf(analyse('K-Visa', { legallyFreeToMarry: false }), 'k1.free-to-marry')).toBe('fail');
    expect(outcomeOf(analyse('K-Visa', { intendToMarryWithin90Days: false }), 'k1.marry-within-90-days')).toBe('fail');
  });

  it('checks K-3 marriage and I-130 instead of the K-1 conditions', () => {
    const k3 = analyse('K-Visa', { visaType: 'K-3', marriedToPetitioner: true, i130Filed: true, legallyFreeToMarry: false });
    expect(k3.eligible).toBe(true);
    expect(outcomeOf(k3, 'k1.free-to-marry')).toBeUndefined();
    expect(outcomeOf(analyse('K-Visa', { visaType: 'K-3', marriedToPetitioner: false, i130Filed: true }), 'k3.marriage')).toBe('fail');
    expect(outcomeOf(analyse('K-Visa', { visaType: 'K-3', marriedToPetitioner: true }), 'k3.i130')).toBe('issue');
  });

  it('flags a petitioner with two or more earlier fiancé(e) petitions', () => {
    expect(outcomeOf(analyse('K-Visa', { petitionerPriorFianceePetitions: 1 }), 'k.multiple-petitions')).toBeUndefined();
    expect(outcomeOf(analyse('K-Visa', { petitionerPriorFianceePetitions: 2 }), 'k.multiple-petitions')).toBe('issue');
  });
});
