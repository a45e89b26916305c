// The bars a lawyer checks first (docs/eligibility.md, "Bars"), each at its boundaries, and the path a result gives.
import { describe, expect, it } from 'vitest';
import { addDays, addYears } from '../../shared/eligibility/dates';
import { statedFacts } from '../../shared/eligibility/stated-facts';
import { analyse, findingOf, outcomeOf, TEST_TODAY } from './testing/applicant-fixture';

const TODAY = TEST_TODAY;
type Applicant = Record<string, unknown>;

/** The Mexican spouse of a U.S. citizen who crossed without inspection in 2015 and has stayed since. */
const EWI_SPOUSE: Applicant = {
  nationality: 'Mexico',
  birthCountry: 'Mexico',
  immigrationHistory: { entry: { manner: 'without-inspection', date: '2015-03-10' } },
};
const withHistory = (history: Applicant, extra: Applicant = {}): Applicant => ({ immigrationHistory: history, ...extra });
const conviction = (event: Applicant): Applicant => ({ criminalHistory: { events: [{ kind: 'conviction', ...event }] } });

describe('entry without inspection and adjustment of status (INA 245(a), (c), (i))', () => {
  it('tells the EWI spouse of a citizen she cannot adjust inside the U.S., and gives the consular path with the I-601A', () => {
    const analysis = analyse('Family-Based', {}, EWI_SPOUSE);
    expect(analysis.eligible).toBe(false);
    expect(findingOf(analysis, 'cross.adjustment')).toMatchObject({ outcome: 'fail', citation: { reference: 'INA § 245(a)' } });
    expect(findingOf(analysis, 'cross.adjustment').reason).toMatch(/^You are not eligible to adjust status inside the United States/);
    expect(findingOf(analysis, 'cross.unlawful-presence')).toMatchObject({ outcome: 'fail' });
    expect(analysis.path).toMatchObject({ route: 'consular', forms: ['I-130', 'I-130A', 'I-864'], waivers: ['I-601A'], goal: null });
    expect(analysis.path.nextStep).toMatch(/Form I-130.*Form I-601A.*extreme hardship.*consulate.*10-year bar/s);
    expect(analysis.path.feeTotal).toBeGreaterThan(0);
  });

  it('lets an approved I-601A lift the bar of leaving, though the route stays consular', () => {
    const analysis = analyse('Family-Based', {}, { ...EWI_SPOUSE, waivers: [{ kind: 'I-601A', status: 'approved' }] });
    expect(outcomeOf(analysis, 'cross.unlawful-presence')).toBe('pass');
    expect(outcomeOf(analysis, 'cross.adjustment')).toBe('fail');
    expect(analysis.path.waivers).toEqual([]);
  });

  it.each([
    ['2001-04-30', 'pass', 'adjustment'],
    ['2001-05-01', 'fail', 'consular'],
  ] as const)('grandfathers a petition filed on %s under 245(i): %s', (filed, outcome, route) => {
    const analysis = analyse(
      'Family-Based',
      {},
      withHistory({ entry: { manner: 'without-inspection', date: '2000-06-01', section245i: filed } }),
    );
    expect(findingOf(analysis, 'cross.adjustment')).toMatchObject({ outcome });
    expect(analysis.path.route).toBe(route);
  });

  it('asks for the date when 245(i) is only said', () => {
    const analysis = analyse('Family-Based', {}, withHistory({ entry: { manner: 'without-inspection', section245i: true } }));
    expect(outcomeOf(analysis, 'cross.adjustment')).toBe('issue');
    expect(analysis.needsReview).toBe(true);
  });

  it('lets an admitted immediate relative who overstayed adjust, but not a preference relative (245(c)(2))', () => {
    const overstay = withHistory({
      entry: { manner: 'admitted', date: '2022-01-10' },
      overstays: { overstayed: true, unlawfulPresenceDays: 400 },
    });
    const spouse = analyse('Family-Based', {}, overstay);
    expect(outcomeOf(spouse, 'cross.adjustment')).toBe('pass');
    expect(spouse.path).toMatchObject({
      route: 'adjustment',
      forms: ['I-130', 'I-130A', 'I-485', 'I-864', 'I-693'],
      goal: 'marriage-adjustment',
    });
    const preference = analyse('Family-Based', { petitionerStatus: 'LPR' }, overstay);
    expect(findingOf(preference, 'cross.adjustment')).toMatchObject({ outcome: 'fail', citation: { reference: 'INA § 245(c)' } });
  });

  it('forgives an employment-based applicant 180 days out of status for review (245(k)), not 181', () => {
    const at = (days: number) =>
      analyse(
        'Employment-Based',
        {},
        withHistory({ entry: { manner: 'admitted' }, overstays: { overstayed: true, unlawfulPresenceDays: days } }),
      );
    expect(outcomeOf(at(180), 'cross.adjustment')).toBe('issue');
    expect(outcomeOf(at(181), 'cross.adjustment')).toBe('fail');
  });
});

describe('unlawful presence bars (INA 212(a)(9)(B)) after a departure', () => {
  const left = '2020-06-15';
  const after = (days: number, today: string) =>
    analyse(
      'Tourist (B-1/B-2)',
      {},
      withHistory({ overstays: { overstayed: true, unlawfulPresenceDays: days, lastDepartureDate: left } }),
      today,
    );
  it.each([
    [181, 3],
    [365, 10],
  ])('%i days bar return for %i years: the day before it ends, the day it ends and the day after', (days, years) => {
    const ends = addYears(left, years);
    expect(outcomeOf(after(days, addDays(ends, -1)), 'cross.unlawful-presence')).toBe('fail');
    expect(outcomeOf(after(days, ends), 'cross.unlawful-presence')).toBe('pass');
    expect(outcomeOf(after(days, addDays(ends, 1)), 'cross.unlawful-presence')).toBe('pass');
  });
  it('starts no bar at 180 days', () => {
    expect(outcomeOf(after(180, TODAY), 'cross.unlawful-presence')).toBe('pass');
  });
});

describe('removals (INA 212(a)(9)(A)) and the permanent bar (212(a)(9)(C))', () => {
  const removed = (removals: Applicant[], extra: Applicant = {}, today = TODAY) =>
    analyse('Tourist (B-1/B-2)', {}, withHistory({ removals, ...extra }), today);
  it.each([
    ['expedited', 5],
    ['order', 10],
  ])('an %s removal bars return for %i years, to the day', (kind, years) => {
    const date = '2018-02-01';
    const ends = addYears(date, years);
    expect(outcomeOf(removed([{ kind, date }], {}, addDays(ends, -1)), 'cross.prior-removal')).toBe('fail');
    expect(outcomeOf(removed([{ kind, date }], {}, ends), 'cross.prior-removal')).toBe('pass');
  });

  it('bars two removals for 20 years from the last', () => {
    const two = [
      { kind: 'expedited', date: '2010-01-01' },
      { kind: 'order', date: '2012-03-01' },
    ];
    expect(findingOf(removed(two), 'cross.prior-removal').reason).toMatch(/20 years, until March 1, 2032/);
    expect(outcomeOf(removed(two, {}, '2032-03-01'), 'cross.prior-removal')).toBe('pass');
  });

  it('does not count a voluntary departure as a removal', () => {
    expect(outcomeOf(removed([{ kind: 'voluntary-departure', date: '2024-01-01' }]), 'cross.prior-removal')).toBeUndefined();
  });

  it('lifts the removal bar with an approved I-212, not a pending one', () => {
    const removal = [{ kind: 'order', date: '2022-01-01' }];
    expect(
      outcomeOf(
        analyse('Tourist (B-1/B-2)', {}, { ...withHistory({ removals: removal }), waivers: [{ kind: 'I-212', status: 'approved' }] }),
        'cross.prior-removal',
      ),
    ).toBe('pass');
    expect(
      outcomeOf(
        analyse('Tourist (B-1/B-2)', {}, { ...withHistory({ removals: removal }), waivers: [{ kind: 'I-212', status: 'pending' }] }),
        'cross.prior-removal',
      ),
    ).toBe('fail');
  });

  it('bars permanently a reentry after a removal, lifted only after ten years outside with an approved I-212', () => {
    const history = (departure: string) => ({
      removals: [{ kind: 'order', date: '2005-01-01' }],
      reentryWithoutAdmission: { date: '2006-01-01' },
      overstays: { lastDepartureDate: departure },
    });
    const approved = { waivers: [{ kind: 'I-212', status: 'approved' }] };
    const departed = '2012-05-01';
    const tenYears = addYears(departed, 10);
    const on = (today: string, extra: Applicant = approved) =>
      analyse('Tourist (B-1/B-2)', {}, { ...withHistory(history(departed)), ...extra }, today);
    expect(findingOf(on(addDays(tenYears, -1)), 'cross.permanent-bar')).toMatchObject({
      outcome: 'fail',
      citation: { reference: 'INA § 212(a)(9)(C)' },
    });
    expect(outcomeOf(on(tenYears), 'cross.permanent-bar')).toBe('pass');
    expect(outcomeOf(on(tenYears, {}), 'cross.permanent-bar')).toBe('fail');
    expect(on(tenYears, {}).path.waivers).toContain('I-212');
  });
});

describe('criminal grounds (INA 212(a)(2))', () => {
  it('bars a drug trafficking conviction with no waiver, and leaves one petty theft eligible', () => {
    const trafficking = analyse(
      'Family-Based',
      {},
      conviction({ offence: 'controlled-substance-trafficking', date: '2019-01-01', sentenceMonths: 48 }),
    );
    expect(trafficking.eligible).toBe(false);
    expect(findingOf(trafficking, 'cross.criminal').citation.reference).toBe('INA § 212(a)(2)(C)');
    const theft = analyse(
      'Family-Based',
      {},
      conviction({ offence: 'moral-turpitude', date: '2019-01-01', sentenceMonths: 0, maxPenaltyMonths: 12 }),
    );
    expect(theft.eligible).toBe(true);
    expect(findingOf(theft, 'cross.criminal')).toMatchObject({ outcome: 'pass', citation: { reference: 'INA § 212(a)(2)(A)(ii)' } });
  });

  it.each([
    [12, 6, 'pass'],
    [13, 6, 'fail'],
    [12, 7, 'fail'],
  ])('applies the petty offense exception to a maximum of %i months and a sentence of %i: %s', (max, sentence, outcome) => {
    const analysis = analyse(
      'Family-Based',
      {},
      conviction({ offence: 'moral-turpitude', date: '2020-01-01', sentenceMonths: sentence, maxPenaltyMonths: max }),
    );
    expect(outcomeOf(analysis, 'cross.criminal')).toBe(outcome);
  });

  it('sends a crime of moral turpitude whose maximum penalty is unknown to review, and two of them to a bar', () => {
    expect(outcomeOf(analyse('Family-Based', {}, conviction({ offence: 'moral-turpitude', sentenceMonths: 1 })), 'cross.criminal')).toBe(
      'issue',
    );
    const two = analyse(
      'Family-Based',
      {},
      {
        criminalHistory: {
          events: [
            { kind: 'conviction', offence: 'moral-turpitude', sentenceMonths: 1, maxPenaltyMonths: 6 },
            { kind: 'conviction', offence: 'moral-turpitude', sentenceMonths: 1, maxPenaltyMonths: 6 },
          ],
        },
      },
    );
    expect(outcomeOf(two, 'cross.criminal')).toBe('fail');
  });

  it('applies the youthful offender exception to a crime at 17, more than five years ago', () => {
    // The applicant was born on 1990-04-12: 17 on 2008-01-01.
    const young = analyse(
      'Family-Based',
      {},
      conviction({ offence: 'moral-turpitude', date: '2008-01-01', sentenceMonths: 24, maxPenaltyMonths: 60 }),
    );
    expect(findingOf(young, 'cross.criminal').reason).toMatch(/youthful offender/);
    const adult = analyse(
      'Family-Based',
      {},
      conviction({ offence: 'moral-turpitude', date: '2009-01-01', sentenceMonths: 24, maxPenaltyMonths: 60 }),
    );
    expect(outcomeOf(adult, 'cross.criminal')).toBe('fail');
  });

  it.each([
    [30, 'issue'],
    [31, 'fail'],
  ])('treats one possession conviction of %i g under the 212(h) marijuana exception: %s', (grams, outcome) => {
    const analysis = analyse('Family-Based', {}, conviction({ offence: 'controlled-substance-possession', quantityGrams: grams }));
    expect(outcomeOf(analysis, 'cross.criminal')).toBe(outcome);
  });

  it('lifts a waivable ground with an approved 212(h) waiver', () => {
    const analysis = analyse(
      'Family-Based',
      {},
      {
        ...conviction({ offence: 'moral-turpitude', sentenceMonths: 12, maxPenaltyMonths: 24 }),
        waivers: [{ kind: '212(h)', status: 'approved' }],
      },
    );
    expect(outcomeOf(analysis, 'cross.criminal')).toBe('pass');
  });

  it('bars two convictions with five years of sentences in all (212(a)(2)(B)), not 59 months', () => {
    const events = (months: number) => ({
      criminalHistory: {
        events: [
          { kind: 'conviction', offence: 'other', sentenceMonths: months - 12 },
          { kind: 'conviction', offence: 'dui', sentenceMonths: 12 },
        ],
      },
    });
    const bar = (months: number) =>
      analyse('Family-Based', {}, events(months)).findings.find((f) => f.citation.reference === 'INA § 212(a)(2)(B)');
    expect(bar(60)?.outcome).toBe('fail');
    expect(bar(59)).toBeUndefined();
  });

  it('bars asylum for an aggravated felony as a particularly serious crime', () => {
    const analysis = analyse('Asylum/Refugee', {}, conviction({ offence: 'aggravated-felony' }));
    expect(findingOf(analysis, 'cross.criminal')).toMatchObject({ outcome: 'fail', citation: { reference: 'INA § 208(b)(2)(A)(ii)' } });
  });
});

describe('the J-1 two-year home-residence requirement (INA 212(e)), in every category', () => {
  it('bars a green card until the two years are done or waived', () => {
    const subject = { immigrationHistory: { exchangeVisitor: { subjectTo212e: true } } };
    const analysis = analyse('Family-Based', {}, subject);
    expect(findingOf(analysis, 'cross.j1-home-residence')).toMatchObject({ outcome: 'fail', citation: { reference: 'INA § 212(e)' } });
    expect(analysis.path.waivers).toContain('I-612');
    expect(
      outcomeOf(analyse('Family-Based', {}, { ...subject, waivers: [{ kind: '212(e)', status: 'approved' }] }), 'cross.j1-home-residence'),
    ).toBe('pass');
    expect(
      outcomeOf(
        analyse('Family-Based', {}, { immigrationHistory: { exchangeVisitor: { subjectTo212e: true, homeResidenceCompleted: true } } }),
        'cross.j1-home-residence',
      ),
    ).toBe('pass');
    expect(outcomeOf(analyse('Tourist (B-1/B-2)', {}, subject), 'cross.j1-home-residence')).toBe('issue');
  });
});

describe('facts the details mention', () => {
  it.each([
    ['I crossed the border without a visa in 2015', 'entry-without-inspection'],
    ['Crucé la frontera sin papeles en 2015', 'entry-without-inspection'],
    ['I was deported in 2015', 'removal'],
    ['Fui deportado en 2015', 'removal'],
    ['J’ai été expulsé en 2015', 'removal'],
    ['Ich wurde 2015 abgeschoben', 'removal'],
    ['I was arrested once for shoplifting', 'criminal-history'],
  ])('reads "%s" as %s', (details, fact) => {
    expect(statedFacts(details)).toEqual([fact]);
  });

  it('does not read a denial as the fact', () => {
    expect(statedFacts('I have never been deported or arrested.')).toEqual([]);
  });

  it('asks, through review, for a fact the details mention and its field does not answer', () => {
    const analysis = analyse('Family-Based', {}, { details: 'My husband is a citizen. I was deported in 2015.' });
    expect(analysis.needsReview).toBe(true);
    expect(findingOf(analysis, 'cross.stated.removal').recommendation).toMatch(/Removals and voluntary departures/);
    const answered = analyse(
      'Family-Based',
      {},
      { details: 'I was deported in 2015.', immigrationHistory: { removals: [{ kind: 'order', date: '2015-05-01' }] } },
    );
    expect(outcomeOf(answered, 'cross.stated.removal')).toBeUndefined();
  });
});

describe('the path', () => {
  it.each([
    [
      'Family-Based',
      { immigrationHistory: { entry: { manner: 'admitted', date: '2024-01-01' } } },
      'adjustment',
      ['I-130', 'I-130A', 'I-485', 'I-864', 'I-693'],
    ],
    ['K-Visa', {}, 'consular', ['I-129F']],
    ['Student (F-1)', { immigrationHistory: { entry: { manner: 'admitted', date: '2025-01-01' } } }, 'change-of-status', ['I-539']],
    ['Asylum/Refugee', {}, 'other', ['I-589']],
  ] as const)('gives %s its route and forms', (category, applicant, route, forms) => {
    const { path } = analyse(category, {}, applicant);
    expect(path.route).toBe(route);
    expect(path.forms).toEqual(forms);
    expect(path.nextStep.length).toBeGreaterThan(20);
  });

  it('gives SIJ and special immigrants the I-360, with the I-485 when they are inside the United States', () => {
    const inside = { immigrationHistory: { entry: { manner: 'without-inspection', date: '2024-01-01' } } };
    expect(analyse('Special Immigrant Juvenile (SIJ)', {}, inside).path).toMatchObject({ route: 'adjustment', forms: ['I-360', 'I-485'] });
    expect(analyse('Special Categories', {}, inside).path).toMatchObject({ route: 'adjustment', forms: ['I-360', 'I-485'] });
    expect(analyse('Special Categories', {}).path).toMatchObject({ route: 'consular', forms: ['I-360'] });
  });

  it('prices the forms with the fee engine', () => {
    const { path } = analyse('K-Visa', {});
    expect(path.feeTotal).toBe(675);
  });
});

describe('the waivers the path asks for', () => {
  it('asks for an I-601 for a waivable crime, and none for trafficking', () => {
    const theft = analyse('Family-Based', {}, conviction({ offence: 'moral-turpitude', sentenceMonths: 12, maxPenaltyMonths: 24 }));
    expect(theft.path.waivers).toEqual(['I-601']);
    const marijuana = analyse('Family-Based', {}, conviction({ offence: 'controlled-substance-possession', quantityGrams: 20 }));
    expect(marijuana.path.waivers).toEqual(['I-601']);
    const trafficking = analyse('Family-Based', {}, conviction({ offence: 'controlled-substance-trafficking' }));
    expect(trafficking.path.waivers).toEqual([]);
    expect(trafficking.path.nextStep).toMatch(/^Before you file anything, see an immigration attorney/);
  });
});
