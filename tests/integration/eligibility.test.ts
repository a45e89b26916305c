// POST /ai-assistant/eligibility: validation, ownership, the stored record, the case it attaches to, and the rules
// engine's answer round-tripped through the API for two categories.
import { randomUUID } from 'node:crypto';
import { io as connectClient, type Socket } from 'socket.io-client';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { listCaseEligibility } from '../../functions/src/data/eligibility-repo';
import { db as firestore } from '../../functions/src/data/firebase';
import { APPLICANT, EB5_DETAILS as EB5 } from '../support/applicant';
import { api, CHAT_URL, createTestUser, type TestUser } from '../support/stack';

interface Citation {
  label: string;
  source: string;
  reference: string;
  url: string;
}

interface EligibilityAnswer {
  analysis: { eligible: boolean; reasons: string[]; recommendations: string[]; summary: string; citations: Citation[] };
  eligibilityId: string;
  caseId: string;
}

interface ErrorAnswer {
  error: { code: string; message: string; fields?: Record<string, string> };
}

interface CaseItem {
  caseId: string;
  status: string;
  category: string | null;
  caseNumber: string;
  caseName: string;
  applicant: string;
  chatId: string | null;
  timeline: Array<{ date: string; event: string }>;
}

// The wizard's payload with every optional section switched off, as it sends them.
const F1 = { hasI20: true, sevisFeePaid: true, englishProficiency: true, fundsAvailable: 60_000, annualCost: 55_000 };

const eb5Body = (overrides: Record<string, unknown> = {}, details: Record<string, unknown> = {}) => ({
  ...APPLICANT,
  category: 'Investor (EB-5)',
  categoryDetails: { ...EB5, ...details },
  ...overrides,
});

const f1Body = (details: Record<string, unknown> = {}) => ({
  ...APPLICANT,
  category: 'Student (F-1)',
  categoryDetails: { ...F1, ...details },
});

const check = (user: TestUser, body: unknown) =>
  api<EligibilityAnswer & ErrorAnswer>('/ai-assistant/eligibility', { token: user.idToken, body });

async function caseOf(user: TestUser, caseId: string): Promise<CaseItem | undefined> {
  const list = await api<{ cases: CaseItem[] }>('/cases', { token: user.idToken });
  return list.body.cases.find((c) => c.caseId === caseId);
}

const tomorrow = () => new Date(Date.now() + 2 * 86_400_000).toISOString().slice(0, 10);

describe('POST /ai-assistant/eligibility: validation', () => {
  let user: TestUser;
  beforeAll(async () => {
    user = await createTestUser('Vera Validation');
  });

  it('needs a token', async () => {
    expect((await api('/ai-assistant/eligibility', { body: eb5Body() })).status).toBe(401);
  });

  it('answers 400 naming a missing full name and a date of birth in the future', async () => {
    const { fullName: _omitted, ...withoutName } = eb5Body({ dob: tomorrow() });
    const res = await check(user, withoutName);
    expect(res.status).toBe(400);
    expect(res.body.error.code).toBe('invalid-argument');
    expect(res.body.error.fields).toEqual({
      fullName: 'Full name is required.',
      dob: 'Date of birth cannot be later than today.',
    });
  });

  it('answers 400 for a category not in the list, and still names the other wrong fields', async () => {
    const res = await check(user, { ...eb5Body({ category: 'Astronaut (X-1)', email: '' }) });
    expect(res.status).toBe(400);
    expect(res.body.error.fields?.['category']).toMatch(/^Choose a category: Family-Based, .*Medical Professionals \(EB-2 NIW\)\.$/);
    expect(res.body.error.fields?.['email']).toBe('Email is required.');
    expect(Object.keys(res.body.error.fields ?? {}).some((k) => k.startsWith('categoryDetails'))).toBe(false);
  });

  it('answers 400 naming each category detail of the wrong type', async () => {
    const res = await check(user, eb5Body({}, { investmentAmount: '1,050,000', TEADesignation: 'yes', fullTimeJobsCreated: 2.5 }));
    expect(res.status).toBe(400);
    expect(res.body.error.fields).toEqual({
      'categoryDetails.investmentAmount': 'Investment amount must be a number.',
      'categoryDetails.TEADesignation': 'Answer yes or no (true or false): Is the project in a targeted employment area?',
      'categoryDetails.fullTimeJobsCreated': 'Full-time jobs created must be a whole number.',
    });
  });

  it('answers 400 for missing details, blank free text, a bad gender or country, and a body that is not an object', async () => {
    const missing = await check(user, { ...APPLICANT, category: 'Student (F-1)', details: '   ' });
    expect(missing.status).toBe(400);
    expect(missing.body.error.fields).toMatchObject({
      details: 'Details is required.',
      'categoryDetails.hasI20': 'Answer yes or no: Do you have a Form I-20?',
      'categoryDetails.fundsAvailable': 'Funds available is required.',
    });
    const wrong = await check(user, eb5Body({ gender: 'Unknown', nationality: 'Atlantis', publicCharge: { debts: -5 } }));
    expect(Object.keys(wrong.body.error.fields ?? {}).sort()).toEqual(['gender', 'nationality', 'publicCharge.debts']);
    const notObject = await api<ErrorAnswer>('/ai-assistant/eligibility', { token: user.idToken, rawBody: '[1,2]' });
    expect(notObject.status).toBe(400);
  });

  it('answers 400, never 500, for malformed JSON', async () => {
    const res = await api('/ai-assistant/eligibility', { token: user.idToken, rawBody: '{"fullName": ' });
    expect(res.status).toBe(400);
  });

  it('stores nothing for a rejected body', async () => {
    const snapshot = await firestore().collection('eligibility').where('ownerUid', '==', user.uid).get();
    expect(snapshot.size).toBe(0);
  });
});

describe('POST /ai-assistant/eligibility: outcomes', () => {
  let user: TestUser;
  beforeAll(async () => {
    user = await createTestUser('Olga Outcome');
  });

  it('finds an EB-5 investor at the $1,050,000 minimum eligible, and one dollar under it not eligible', async () => {
    const at = await check(user, eb5Body());
    expect(at.status).toBe(201);
    expect(at.body.analysis.eligible).toBe(true);
    expect(at.body.analysis.summary).toMatch(/appear to qualify for Investor \(EB-5\)/);
    expect(at.body.analysis.reasons).toContain(
      'Your investment of $1,050,000 meets the $1,050,000 minimum outside a targeted employment area.',
    );
    expect(at.body.analysis.citations).toContainEqual(expect.objectContaining({ source: 'INA', reference: 'INA § 203(b)(5)(C)' }));
    expect(Object.keys(at.body.analysis).sort()).toEqual([
      'citations',
      'eligible',
      'needsReview',
      'path',
      'reasons',
      'recommendations',
      'reviewReasons',
      'summary',
    ]);

    const under = await check(user, eb5Body({}, { investmentAmount: 1_049_999 }));
    expect(under.body.analysis.eligible).toBe(false);
    expect(under.body.analysis.reasons[0]).toBe(
      'Your investment of $1,049,999 is below the $1,050,000 minimum outside a targeted employment area; $1 more is needed.',
    );
    expect(under.body.analysis.recommendations.length).toBeGreaterThan(0);
  });

  it('finds an F-1 student with enough funds eligible, and one without a Form I-20 or enough money not eligible', async () => {
    const ok = await check(user, f1Body());
    expect(ok.body.analysis.eligible).toBe(true);
    const short = await check(user, f1Body({ hasI20: false, fundsAvailable: 20_000 }));
    expect(short.status).toBe(201);
    expect(short.body.analysis.eligible).toBe(false);
    expect(short.body.analysis.summary).toMatch(/do not currently qualify for Student \(F-1\): 2 requirements are not met/);
    expect(short.body.analysis.reasons.slice(0, 2)).toEqual([
      'An F-1 visa needs a Form I-20 from a school certified by the Student and Exchange Visitor Program.',
      'Your funds ($20,000) fall $35,000 short of the first-year cost on your I-20 ($55,000).',
    ]);
    for (const citation of short.body.analysis.citations) expect(citation.url).toMatch(/^https:\/\//);
  });

  it('fails an applicant barred for ten years by unlawful presence, whatever the category', async () => {
    const recentDeparture = new Date(Date.now() - 200 * 86_400_000).toISOString().slice(0, 10);
    const res = await check(user, {
      ...f1Body(),
      immigrationHistory: { overstays: { overstayed: true, unlawfulPresenceDays: 400, lastDepartureDate: recentDeparture } },
    });
    expect(res.body.analysis.eligible).toBe(false);
    expect(res.body.analysis.reasons[0]).toMatch(
      /^You were unlawfully present for 400 days \(a year or more\).*bars you from returning for 10 years/,
    );
  });
});

describe('POST /ai-assistant/eligibility: records and cases', () => {
  let alice: TestUser;
  let bob: TestUser;
  beforeAll(async () => {
    [alice, bob] = await Promise.all([createTestUser('Alice Applicant'), createTestUser('Bob Other')]);
  });

  it('opens a Draft case when no case or chat is given, and stores the record with its owner and case', async () => {
    const res = await check(alice, eb5Body());
    expect(res.status).toBe(201);
    const { eligibilityId, caseId } = res.body;
    expect(eligibilityId).toMatch(/^[A-Za-z0-9]{20}$/);
    expect(caseId).toMatch(/^[A-Za-z0-9]{20}$/);

    const record = await firestore().collection('eligibility').doc(eligibilityId).get();
    expect(record.get('ownerUid')).toBe(alice.uid);
    expect(record.get('caseId')).toBe(caseId);
    expect(record.get('chatId')).toBeNull();
    expect(record.get('category')).toBe('Investor (EB-5)');
    expect(record.get('eligible')).toBe(true);
    expect(record.get('input')).toMatchObject({ fullName: 'Ana Pereira', category: 'Investor (EB-5)', categoryDetails: EB5 });
    expect(record.get('input')).not.toHaveProperty('caseId');
    expect(record.get('analysis.eligible')).toBe(true);
    expect(record.get('analysis.findings').length).toBeGreaterThan(0);
    expect(record.get('createdAt')).toBeDefined();

    const created = await caseOf(alice, caseId);
    expect(created).toMatchObject({
      status: 'Draft',
      category: 'Investor (EB-5)',
      applicant: 'Ana Pereira',
      caseName: 'Investor (EB-5) application',
      chatId: null,
    });
    expect(created?.caseNumber).toMatch(/^IA-\d{4}-\d{6}$/);
    expect(created?.timeline.map((t) => t.event)).toEqual([
      'Case opened by an eligibility check',
      'Eligibility check for Investor (EB-5): you appear to qualify',
    ]);
    expect(await caseOf(bob, caseId)).toBeUndefined();
  });

  it('attaches to a case the caller names and adds to its timeline', async () => {
    const first = await check(alice, f1Body({ fundsAvailable: 1 }));
    const caseId = first.body.caseId;
    const second = await check(alice, { ...f1Body(), caseId });
    expect(second.status).toBe(201);
    expect(second.body.caseId).toBe(caseId);
    expect(second.body.eligibilityId).not.toBe(first.body.eligibilityId);
    const stored = await firestore().collection('eligibility').doc(second.body.eligibilityId).get();
    expect(stored.get('caseId')).toBe(caseId);
    const item = await caseOf(alice, caseId);
    expect(item?.timeline.map((t) => t.event)).toEqual([
      'Case opened by an eligibility check',
      'Eligibility check for Student (F-1): you do not currently qualify',
      'Eligibility check for Student (F-1): you appear to qualify',
    ]);
  });

  it('lists the checks of a case in the case-details shape, for the owner only', async () => {
    const first = await check(alice, f1Body({ hasI20: false }));
    const second = await check(alice, { ...f1Body(), caseId: first.body.caseId });
    const entries = await listCaseEligibility(alice.uid, first.body.caseId);
    expect(entries.map((e) => e.eligibilityId).sort()).toEqual([first.body.eligibilityId, second.body.eligibilityId].sort());
    const entry = entries.find((e) => e.eligibilityId === first.body.eligibilityId);
    expect(entry).toMatchObject({ caseId: first.body.caseId, data: { category: 'Student (F-1)' }, analysis: { eligible: false } });
    expect(entry?.analysis.reasons[0]).toBe(first.body.analysis.reasons[0]);
    expect(await listCaseEligibility(bob.uid, first.body.caseId)).toEqual([]);

    const details = await api<{ eligibility: { eligibilityId: string }[] }>(`/cases/${first.body.caseId}/details`, {
      token: alice.idToken,
    });
    expect(details.status).toBe(200);
    expect(details.body.eligibility.map((e) => e.eligibilityId).sort()).toEqual(
      [first.body.eligibilityId, second.body.eligibilityId].sort(),
    );
    expect((await api(`/cases/${first.body.caseId}/details`, { token: bob.idToken })).status).toBe(404);
  });

  it("answers 404 for someone else's case or an unknown one, and stores nothing", async () => {
    const own = await check(alice, eb5Body());
    const before = await firestore().collection('eligibility').where('ownerUid', '==', bob.uid).get();
    const foreign = await check(bob, { ...eb5Body(), caseId: own.body.caseId });
    expect(foreign.status).toBe(404);
    expect(foreign.body.error).toEqual({ code: 'not-found', message: 'Case not found' });
    expect((await check(bob, { ...eb5Body(), caseId: 'no-such-case' })).status).toBe(404);
    expect((await check(bob, { ...eb5Body(), caseId: `cases/${own.body.caseId}` })).status).toBe(404);
    expect((await check(bob, { ...eb5Body(), chatId: '../x' })).status).toBe(404);
    const after = await firestore().collection('eligibility').where('ownerUid', '==', bob.uid).get();
    expect(after.size).toBe(before.size);
    const aliceCase = await caseOf(alice, own.body.caseId);
    expect(aliceCase?.timeline).toHaveLength(2);
  });

  it('notifies the user that the check completed', async () => {
    const user = await createTestUser('Nina Notified');
    await check(user, f1Body());
    const list = await api<{ notifications: Array<{ message: string; link: string | null }> }>('/notifications', { token: user.idToken });
    expect(list.status).toBe(200);
    expect(list.body.notifications.map((n) => n.message)).toContain(
      'Eligibility check completed for Student (F-1): you appear to qualify.',
    );
  });
});

describe('POST /ai-assistant/eligibility from a chat', () => {
  let alice: TestUser;
  let bob: TestUser;
  let socket: Socket;

  beforeAll(async () => {
    [alice, bob] = await Promise.all([createTestUser('Carla Chat'), createTestUser('Bob Intruder')]);
    socket = connectClient(CHAT_URL, { auth: { token: alice.idToken }, transports: ['websocket'], reconnection: false, forceNew: true });
    await new Promise<void>((resolve, reject) => {
      socket.once('connect', resolve);
      socket.once('connect_error', reject);
    });
  });
  afterAll(() => socket?.close());

  async function newChat(): Promise<string> {
    const chatId = randomUUID();
    const ack = (await socket.timeout(15_000).emitWithAck('message', { chatId, text: 'Hello' })) as { ok: boolean };
    expect(ack.ok).toBe(true);
    return chatId;
  }

  it("attaches to the chat's case, opening a Draft case linked to the chat the first time", async () => {
    const chatId = await newChat();
    const first = await check(alice, { ...f1Body(), chatId });
    expect(first.status).toBe(201);
    const item = await caseOf(alice, first.body.caseId);
    expect(item).toMatchObject({ status: 'Draft', chatId, category: 'Student (F-1)' });
    expect(item?.timeline[0]?.event).toBe('Case opened by an eligibility check from an AI Assistant chat');
    const chat = await api<{ chat: { caseId: string } }>(`/chats/${chatId}/messages`, { token: alice.idToken });
    expect(chat.body.chat.caseId).toBe(first.body.caseId);

    const second = await check(alice, { ...eb5Body(), chatId });
    expect(second.body.caseId).toBe(first.body.caseId);
    const stored = await firestore().collection('eligibility').doc(second.body.eligibilityId).get();
    expect(stored.get('chatId')).toBe(chatId);

    // POST /cases for the same chat finds the case the check opened.
    const opened = await api<{ caseId: string }>('/cases', { token: alice.idToken, body: { chatId } });
    expect(opened.body.caseId).toBe(first.body.caseId);
  });

  it('links a chat about no case to the case its check was saved to, and leaves a chat about another case alone', async () => {
    const chatId = await newChat();
    const own = await api<{ caseId: string }>('/cases', { token: alice.idToken, body: { goal: 'marriage-adjustment' } });
    const res = await check(alice, { ...f1Body(), chatId, caseId: own.body.caseId });
    expect(res.body.caseId).toBe(own.body.caseId);
    const chat = await api<{ chat: { caseId: string } }>(`/chats/${chatId}/messages`, { token: alice.idToken });
    expect(chat.body.chat.caseId).toBe(own.body.caseId);

    // Checked again for another case, the chat stays about its first.
    const other = await api<{ caseId: string }>('/cases', {
      token: alice.idToken,
      body: { caseName: 'Other', category: 'Family-Based', applicant: 'Carla Chat' },
    });
    await check(alice, { ...f1Body(), chatId, caseId: other.body.caseId });
    const again = await api<{ chat: { caseId: string } }>(`/chats/${chatId}/messages`, { token: alice.idToken });
    expect(again.body.chat.caseId).toBe(own.body.caseId);
  });

  it('attaches to a case already opened for the chat', async () => {
    const chatId = await newChat();
    const opened = await api<{ caseId: string }>('/cases', { token: alice.idToken, body: { chatId } });
    const res = await check(alice, { ...f1Body(), chatId });
    expect(res.body.caseId).toBe(opened.body.caseId);
    const item = await caseOf(alice, opened.body.caseId);
    expect(item?.status).toBe('Open');
    expect(item?.category).toBe('Student (F-1)');
  });

  it("answers 404 for someone else's chat", async () => {
    const chatId = await newChat();
    const res = await check(bob, { ...f1Body(), chatId });
    expect(res.status).toBe(404);
    expect(res.body.error.message).toBe('Chat not found');
    expect((await check(bob, { ...f1Body(), chatId: randomUUID() })).status).toBe(404);
  });
});
