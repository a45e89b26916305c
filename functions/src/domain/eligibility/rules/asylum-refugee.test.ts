import { describe, expect, it } from 'vitest';
import { analyse, findingOf, outcomeOf } from '../testing/applicant-fixture';
import { asylumFilingDeadline } from './asylum-refugee';

const RULE = 'asylum.one-year-deadline';
// Last arrival on Monday March 10, 2025: the first anniversary, Tuesday March 10, 2026, is a working day.
const ARRIVAL = '2025-03-10';

describe('Asylum/Refugee', () => {
  it('qualifies a recent arrival with a protected ground', () => {
    expect(analyse('Asylum/Refugee').eligible).toBe(true);
  });

  it('fails without a protected ground', () => {
    const analysis = analyse('Asylum/Refugee', { persecutionBasis: [] });
    expect(analysis.eligible).toBe(false);
    expect(findingOf(analysis, 'asylum.protected-ground').citation.reference).toBe('INA § 101(a)(42)(A)');
  });

  it('counts the year from the day after arrival: the day before and the anniversary are timely, the day after is late', () => {
    expect(asylumFilingDeadline(ARRIVAL)).toBe('2026-03-10');
    expect(outcomeOf(analyse('Asylum/Refugee', { lastArrivalDate: ARRIVAL, filingDate: '2026-03-09' }), RULE)).toBe('pass');
    const onAnniversary = findingOf(analyse('Asylum/Refugee', { lastArrivalDate: ARRIVAL, filingDate: '2026-03-10' }), RULE);
    expect(onAnniversary.outcome).toBe('pass');
    expect(onAnniversary.reason).toContain('last day');
    expect(onAnniversary.citation.reference).toBe('8 CFR § 208.4(a)(2)');
    const dayAfter = analyse('Asylum/Refugee', { lastArrivalDate: ARRIVAL, filingDate: '2026-03-11' });
    expect(findingOf(dayAfter, RULE).outcome).toBe('fail');
    expect(findingOf(dayAfter, RULE).reason).toContain('1 day past');
    expect(dayAfter.eligible).toBe(false);
  });

  it('uses today as the filing date when none is given', () => {
    expect(outcomeOf(analyse('Asylum/Refugee', { lastArrivalDate: ARRIVAL }, {}, '2026-03-10'), RULE)).toBe('pass');
    expect(outcomeOf(analyse('Asylum/Refugee', { lastArrivalDate: ARRIVAL }, {}, '2026-03-11'), RULE)).toBe('fail');
  });

  it('moves a deadline on a weekend or federal holiday to the next business day', () => {
    // March 14, 2026 is a Saturday.
    expect(asylumFilingDeadline('2025-03-14')).toBe('2026-03-16');
    expect(outcomeOf(analyse('Asylum/Refugee', { lastArrivalDate: '2025-03-14', filingDate: '2026-03-16' }), RULE)).toBe('pass');
    expect(outcomeOf(analyse('Asylum/Refugee', { lastArrivalDate: '2025-03-14', filingDate: '2026-03-17' }), RULE)).toBe('fail');
    // Juneteenth 2026 is a Friday; the next business day is Monday June 22.
    expect(asylumFilingDeadline('2025-06-19')).toBe('2026-06-22');
    // July 4, 2026 is a Saturday, observed on Friday July 3; the deadline runs to Monday July 6.
    expect(asylumFilingDeadline('2025-07-04')).toBe('2026-07-06');
  });

  it('counts arrivals before April 1, 1997 from that date', () => {
    expect(asylumFilingDeadline('1990-05-05')).toBe('1998-04-01');
  });

  it('turns a late filing with changed or extraordinary circumstances into an issue', () => {
    const late = { lastArrivalDate: '2023-01-10', changedCircumstances: true };
    const finding = findingOf(analyse('Asylum/Refugee', late), RULE);
    expect(finding.outcome).toBe('issue');
    expect(finding.citation.reference).toBe('INA § 208(a)(2)(D)');
    expect(outcomeOf(analyse('Asylum/Refugee', { lastArrivalDate: '2023-01-10', extraordinaryCircumstances: true }), RULE)).toBe('issue');
  });

  it('treats unaccompanied children, missing dates and impossible dates as issues', () => {
    expect(outcomeOf(analyse('Asylum/Refugee', { lastArrivalDate: '2020-01-01', unaccompaniedChild: true }), RULE)).toBe('issue');
    expect(outcomeOf(analyse('Asylum/Refugee', { lastArrivalDate: undefined }), RULE)).toBe('issue');
    expect(outcomeOf(analyse('Asylum/Refugee', { lastArrivalDate: '2026-05-01', filingDate: '2026-04-01' }), RULE)).toBe('issue');
  });

  it('bars firm resettlement and an earlier denial without changed circumstances; with them, the denial is for review', () => {
    const analysis = analyse('Asylum/Refugee', { firmlyResettled: true, previousAsylumDenied: true });
    expect(outcomeOf(analysis, 'asylum.firm-resettlement')).toBe('fail');
    expect(outcomeOf(analysis, 'asylum.prior-denial')).toBe('fail');
    expect(analysis.eligible).toBe(false);
    const changed = analyse('Asylum/Refugee', { previousAsylumDenied: true, changedCircumstances: true });
    expect(outcomeOf(changed, 'asylum.prior-denial')).toBe('issue');
    expect(changed.needsReview).toBe(true);
  });

  it.each([
    ['persecutor', 'asylum.persecutor', 'INA § 208(b)(2)(A)(i)'],
    ['particularlySeriousCrime', 'asylum.particularly-serious-crime', 'INA § 208(b)(2)(A)(ii)'],
    ['seriousNonpoliticalCrime', 'asylum.serious-nonpolitical-crime', 'INA § 208(b)(2)(A)(iii)'],
    ['securityGrounds', 'asylum.security', 'INA § 208(b)(2)(A)(iv)'],
    ['firmlyResettled', 'asylum.firm-resettlement', 'INA § 208(b)(2)(A)(vi)'],
  ])('bars asylum for %s, citing its section', (fact, ruleId, reference) => {
    const analysis = analyse('Asylum/Refugee', { [fact]: true });
    expect(analysis.findings.find((f) => f.ruleId === ruleId)).toMatchObject({ outcome: 'fail', citation: { reference } });
    expect(analysis.eligible).toBe(false);
    expect(outcomeOf(analyse('Asylum/Refugee', { [fact]: false }), ruleId)).toBeUndefined();
  });

  it('routes applicants abroad to the refugee program without a filing deadline', () => {
    const abroad = analyse('Asylum/Refugee', { inUnitedStates: false, lastArrivalDate: undefined, refugeeReferral: true });
    expect(abroad.eligible).toBe(true);
    expect(outcomeOf(abroad, RULE)).toBeUndefined();
    expect(outcomeOf(abroad, 'refugee.program-access')).toBe('pass');
    expect(outcomeOf(analyse('Asylum/Refugee', { inUnitedStates: false }), 'refugee.program-access')).toBe('issue');
  });
});
