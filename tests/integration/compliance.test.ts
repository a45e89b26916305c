// Compliance Check through the API with two real users: checklists generated from a case's category and status,
// ticks with their dates, validation, applicant facts from the eligibility check, export, and another user's case
// answering 404 like a missing one.
import { strFromU8, unzipSync } from 'fflate';
import { beforeAll, describe, expect, it } from 'vitest';
import type { CaseChecklist, ComplianceOverview } from '../../functions/src/shared/compliance/compliance-views';
import { APPLICANT } from '../support/applicant';
import { API_URL, api, createTestUser, type TestUser } from '../support/stack';

type ErrorBody = { error: { code: string; message: string; fields?: Record<string, string> } };
type ChecklistAnswer = { checklist: CaseChecklist } & ErrorBody;

const DAY = 24 * 60 * 60 * 1000;
const isoDay = (offsetDays: number) => new Date(Date.now() + offsetDays * DAY).toISOString().slice(0, 10);
/** A date of birth that makes the applicant 20 today. */
const twentyYearsAgo = () => {
  const now = new Date();
  return `${now.getUTCFullYear() - 20}-01-01`;
};

const F1_CHECK = {
  ...APPLICANT,
  fullName: 'Luis Ortega',
  gender: 'Male',
  details: 'I want to study computer science in Boston.',
  category: 'Student (F-1)',
  categoryDetails: { hasI20: true, sevisFeePaid: true, englishProficiency: true, fundsAvailable: 60_000, annualCost: 55_000 },
};

async function draftCase(user: TestUser, body: Record<string, unknown>): Promise<string> {
  const res = await api<{ caseId: string }>('/cases', { token: user.idToken, body });
  expect(res.status, JSON.stringify(res.body)).toBe(201);
  return res.body.caseId;
}

const checklist = (user: TestUser, caseId: string) => api<ChecklistAnswer>(`/compliance/cases/${caseId}`, { token: user.idToken });
const tick = (user: TestUser, caseId: string, body: unknown) =>
  api<ChecklistAnswer>(`/compliance/cases/${caseId}/items`, { method: 'PUT', token: user.idToken, body });
const itemOf = (list: CaseChecklist, id: string) => list.items.find((item) => item.id === id);

describe('compliance checklists', () => {
  let ana: TestUser;
  let bob: TestUser;
  let studyCase: string;
  let familyCase: string;
  let otherApplicantCase: string;
  let archivedCase: string;

  beforeAll(async () => {
    [ana, bob] = await Promise.all([createTestUser('Ana Compliance'), createTestUser('Bob Outsider')]);
    studyCase = await draftCase(ana, { caseName: 'Study in Boston', category: 'Student (F-1)', applicant: 'Luis Ortega' });
    familyCase = await draftCase(ana, { caseName: 'Green card', category: 'Family-Based', applicant: 'Luis Ortega' });
    otherApplicantCase = await draftCase(ana, { caseName: 'For my sister', category: 'Family-Based', applicant: 'Marta Ortega' });
    archivedCase = await draftCase(ana, { caseName: 'Old plan', category: 'Tourist (B-1/B-2)', applicant: 'Luis Ortega' });
    expect((await api(`/cases/${archivedCase}`, { method: 'PATCH', token: ana.idToken, body: { status: 'Archived' } })).status).toBe(200);
    const checked = await api('/ai-assistant/eligibility', {
      token: ana.idToken,
      body: { ...F1_CHECK, dob: twentyYearsAgo(), caseId: studyCase },
    });
    expect(checked.status, JSON.stringify(checked.body)).toBe(201);
  }, 60_000);

  it('generates a checklist from the case category and status, nothing ticked', async () => {
    const res = await checklist(ana, studyCase);
    expect(res.status).toBe(200);
    const list = res.body.checklist;
    expect(list).toMatchObject({ caseId: studyCase, category: 'Student (F-1)', status: 'Draft', doneCount: 0 });
    expect(list.items.map((item) => item.id)).toEqual([
      'address-change-ar11',
      'no-unauthorised-work',
      'i94-admit-until',
      'passport-valid',
      'f1-full-course',
      'f1-report-to-dso',
      'f1-work-rules',
    ]);
    expect(list.total).toBe(7);
    expect(list.items.every((item) => !item.done && item.doneOn === null)).toBe(true);
    expect(itemOf(list, 'f1-full-course')?.condition).toBe('Once you are in the United States in F-1 student status');
    expect(itemOf(list, 'address-change-ar11')?.citations.map((c) => c.text)).toContain('8 CFR § 265.1');
    // Each text also comes as a Message the web renders in the reader's language; a legal reference is not keyed.
    expect(list.statusSummaryKeyed).toEqual({
      key: 'compliance:summaryOnceAdmitted',
      params: { status: { key: 'compliance:statusF1Student' } },
    });
    expect(itemOf(list, 'f1-full-course')).toMatchObject({
      title: 'Keep a full course of study',
      titleKeyed: { key: 'compliance:f1FullCourseTitle' },
      conditionKeyed: { key: 'compliance:conditionInStatus', params: { status: { key: 'compliance:statusF1Student' } } },
    });
    expect(itemOf(list, 'address-change-ar11')?.citations.map((c) => c.textKeyed)).toEqual([
      null,
      null,
      { key: 'compliance:citeUscisAr11' },
    ]);
  });

  it('takes sex and date of birth from the eligibility check: a man of 20 gets Selective Service without a condition', async () => {
    // Same applicant name as the checked case: the facts carry over; another applicant's case keeps the condition.
    const family = (await checklist(ana, familyCase)).body.checklist;
    expect(itemOf(family, 'selective-service')).toMatchObject({ condition: null, done: false });
    const sister = (await checklist(ana, otherApplicantCase)).body.checklist;
    expect(itemOf(sister, 'selective-service')?.condition).toBe('If you are a man aged 18 through 25');
  });

  it('ticks with today by default, with a chosen date, and unticks', async () => {
    const today = new Date().toISOString().slice(0, 10);
    let res = await tick(ana, studyCase, { itemId: 'f1-full-course', done: true });
    expect(res.status).toBe(200);
    expect(itemOf(res.body.checklist, 'f1-full-course')).toMatchObject({ done: true, doneOn: today });
    expect(res.body.checklist.doneCount).toBe(1);

    res = await tick(ana, studyCase, { itemId: 'address-change-ar11', done: true, doneOn: '2026-01-15' });
    expect(res.status).toBe(200);
    expect(itemOf(res.body.checklist, 'address-change-ar11')).toMatchObject({ done: true, doneOn: '2026-01-15' });
    expect(res.body.checklist.doneCount).toBe(2);

    const reread = (await checklist(ana, studyCase)).body.checklist;
    expect(itemOf(reread, 'address-change-ar11')?.doneOn).toBe('2026-01-15');
    expect(reread.doneCount).toBe(2);

    res = await tick(ana, studyCase, { itemId: 'f1-full-course', done: false });
    expect(res.status).toBe(200);
    expect(itemOf(res.body.checklist, 'f1-full-course')).toMatchObject({ done: false, doneOn: null });
    expect(res.body.checklist.doneCount).toBe(1);
  });

  it('answers 400 with a field message for a future date, an unknown item, a bad body and bad JSON', async () => {
    let res = await tick(ana, studyCase, { itemId: 'f1-full-course', done: true, doneOn: isoDay(3) });
    expect(res.status).toBe(400);
    expect(res.body.error.fields).toEqual({ doneOn: 'The date cannot be in the future.' });

    res = await tick(ana, studyCase, { itemId: 'lpr-carry-card', done: true });
    expect(res.status).toBe(400);
    expect(res.body.error.fields).toEqual({ itemId: "No such item on this case's checklist." });

    res = await tick(ana, studyCase, { itemId: 'f1-full-course', done: 'yes', doneOn: '2026-02-30' });
    expect(res.status).toBe(400);
    expect(Object.keys(res.body.error.fields ?? {}).sort()).toEqual(['done', 'doneOn']);

    res = await tick(ana, studyCase, { itemId: 'f1-full-course', done: true, extra: 1 });
    expect(res.status).toBe(400);

    const bad = await api(`/compliance/cases/${studyCase}/items`, {
      method: 'PUT',
      token: ana.idToken,
      rawBody: '{"itemId": "f1-full-course", ',
    });
    // The Functions emulator parses JSON before the app does (and answers its own 400 page); deployed, the API
    // answers invalid-json. Either way a 400, never a 500.
    expect(bad.status).toBe(400);
  });

  it('lists every checklist except archived cases in GET /compliance', async () => {
    const res = await api<ComplianceOverview>('/compliance', { token: ana.idToken });
    expect(res.status).toBe(200);
    expect(res.body.checklists.map((c) => c.caseId).sort()).toEqual([studyCase, familyCase, otherApplicantCase].sort());
    expect(res.body.archivedCount).toBe(1);
    expect(res.body.checklists.find((c) => c.caseId === studyCase)?.doneCount).toBe(1);
    // The archived case's own checklist still answers, with the general items only.
    const archived = (await checklist(ana, archivedCase)).body.checklist;
    expect(archived.items.map((item) => item.id)).toEqual(['address-change-ar11', 'selective-service']);
    expect(archived.status).toBe('Archived');
  });

  it("answers 404 for another user's case, on reads and ticks, exactly like a missing case, and changes nothing", async () => {
    const read = await checklist(bob, studyCase);
    const missing = await checklist(bob, 'NoSuchCase0000000000');
    expect(read.status).toBe(404);
    expect(read.body).toEqual(missing.body);
    const write = await tick(bob, studyCase, { itemId: 'f1-full-course', done: true });
    expect(write.status).toBe(404);
    expect(write.body).toEqual((await tick(bob, 'NoSuchCase0000000000', { itemId: 'f1-full-course', done: true })).body);
    const bobs = await api<ComplianceOverview>('/compliance', { token: bob.idToken });
    expect(bobs.body).toEqual({ checklists: [], archivedCount: 0 });
    expect((await checklist(ana, studyCase)).body.checklist.doneCount).toBe(1);
  });

  it("puts the ticks in the user's data export", async () => {
    const response = await fetch(`${API_URL}/account/export`, { headers: { authorization: `Bearer ${ana.idToken}` } });
    expect(response.status).toBe(200);
    const json = unzipSync(new Uint8Array(await response.arrayBuffer()))['data.json'];
    const data = JSON.parse(strFromU8(json ?? new Uint8Array())) as {
      collections: Record<string, Array<{ id: string; data: Record<string, unknown> }>>;
    };
    const stored = data.collections['complianceChecks'] ?? [];
    expect(stored.map((doc) => doc.id)).toEqual([studyCase]);
    expect(stored[0]?.data).toMatchObject({
      ownerUid: ana.uid,
      caseId: studyCase,
      items: { 'address-change-ar11': { done: true, doneOn: '2026-01-15' } },
    });
  });
});
