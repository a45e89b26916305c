// The bars through the API (docs/eligibility.md, "Bars"): each outcome kind (eligible, not eligible, needs review),
// the path's route and forms for the four routes, field messages for bad facts, and the other user's case: 404.
import { beforeAll, describe, expect, it } from 'vitest';
import type { EligibilityResult } from '../../functions/src/shared/eligibility/eligibility-views';
import { APPLICANT } from '../support/applicant';
import { api, createTestUser, type TestUser } from '../support/stack';

const SPOUSE = {
  relationshipType: 'Spouse',
  petitionerStatus: 'U.S. citizen',
  marriageDate: '2019-05-01',
  priorMarriages: 0,
  affidavitOfSupport: true,
};

const body = (category: string, categoryDetails: Record<string, unknown>, extra: Record<string, unknown> = {}) => ({
  ...APPLICANT,
  nationality: 'Mexico',
  birthCountry: 'Mexico',
  details: 'My husband is a U.S. citizen and we want to apply for my green card.',
  category,
  categoryDetails,
  ...extra,
});

interface Answer extends EligibilityResult {
  error?: { fields?: Record<string, string> };
}

describe('the bars and the path through POST /ai-assistant/eligibility', () => {
  let alice: TestUser;
  let bob: TestUser;
  const check = (user: TestUser, payload: unknown) => api<Answer>('/ai-assistant/eligibility', { token: user.idToken, body: payload });

  beforeAll(async () => {
    [alice, bob] = await Promise.all([createTestUser('Lucia Hernandez'), createTestUser('Bob Other')]);
  });

  it('is not eligible to adjust after an entry without inspection, and gives the consular path with the I-601A', async () => {
    const answer = await check(
      alice,
      body('Family-Based', SPOUSE, { immigrationHistory: { entry: { manner: 'without-inspection', date: '2015-03-10' } } }),
    );
    expect(answer.status).toBe(201);
    const { analysis } = answer.body;
    expect(analysis.eligible).toBe(false);
    expect(analysis.reasons.join(' ')).toMatch(/not eligible to adjust status inside the United States/);
    expect(analysis.path).toMatchObject({ route: 'consular', forms: ['I-130', 'I-130A', 'I-864'], waivers: ['I-601A'] });
    expect(analysis.path.feeTotal).toBeGreaterThan(0);
    expect(analysis.path.nextStep).toMatch(/10-year bar/);
  });

  it('answers each outcome kind: eligible, not eligible for a trafficking conviction, needs review for a mentioned removal', async () => {
    const inside = { immigrationHistory: { entry: { manner: 'admitted', date: '2024-02-01' } } };
    const eligible = await check(alice, body('Family-Based', SPOUSE, inside));
    expect(eligible.body.analysis).toMatchObject({ eligible: true, needsReview: false, reviewReasons: [] });
    expect(eligible.body.analysis.path).toMatchObject({
      route: 'adjustment',
      forms: ['I-130', 'I-130A', 'I-485', 'I-864', 'I-693'],
      goal: 'marriage-adjustment',
    });

    const trafficking = await check(
      alice,
      body('Family-Based', SPOUSE, {
        ...inside,
        criminalHistory: {
          events: [{ kind: 'conviction', offence: 'controlled-substance-trafficking', date: '2018-01-01', sentenceMonths: 36 }],
        },
      }),
    );
    expect(trafficking.body.analysis.eligible).toBe(false);

    const mentioned = await check(alice, body('Family-Based', SPOUSE, { ...inside, details: 'I was deported in 2015 and came back.' }));
    expect(mentioned.body.analysis.needsReview).toBe(true);
    expect(mentioned.body.analysis.reviewReasons.join(' ')).toMatch(/mention a deportation or removal/);
  });

  it.each([
    [
      'K-Visa',
      { petitionerStatus: 'U.S. citizen', metInPersonWithinTwoYears: true, legallyFreeToMarry: true, intendToMarryWithin90Days: true },
      {},
      'consular',
      ['I-129F'],
    ],
    [
      'Student (F-1)',
      { hasI20: true, sevisFeePaid: true, englishProficiency: true, fundsAvailable: 60_000, annualCost: 55_000 },
      { immigrationHistory: { entry: { manner: 'admitted', date: '2025-08-01' } } },
      'change-of-status',
      ['I-539'],
    ],
    [
      'Asylum/Refugee',
      { persecutionBasis: ['religion'], inUnitedStates: true, lastArrivalDate: new Date().toISOString().slice(0, 10) },
      {},
      'other',
      ['I-589'],
    ],
  ])('gives %s its route and forms', async (category, details, extra, route, forms) => {
    const answer = await check(alice, body(category, details, extra));
    expect(answer.status, JSON.stringify(answer.body)).toBe(201);
    expect(answer.body.analysis.path).toMatchObject({ route, forms });
  });

  it('answers 400 with a field message for a bad fact, and 404 for the other user’s case', async () => {
    const bad = await check(
      alice,
      body('Family-Based', SPOUSE, {
        immigrationHistory: { entry: { manner: 'swam' } },
        criminalHistory: { events: [{ kind: 'conviction', offence: 'jaywalking' }] },
        waivers: [{ kind: 'I-999', status: 'approved' }],
      }),
    );
    expect(bad.status).toBe(400);
    expect(Object.keys(bad.body.error?.fields ?? {})).toEqual(
      expect.arrayContaining(['immigrationHistory.entry.manner', 'criminalHistory.events.0.offence', 'waivers.0.kind']),
    );
    const mine = await check(alice, body('Family-Based', SPOUSE));
    const intoMine = await check(bob, body('Family-Based', SPOUSE, { caseId: mine.body.caseId }));
    expect(intoMine.status).toBe(404);
  });
});
