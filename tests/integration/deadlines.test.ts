// Deadline reminders through the API with two real users: a passport deadline computed from a document review,
// deadlines computed from the dates the user enters, the user's own reminders (add, change, mute, delete), lead-time
// validation, a computed deadline refusing deletion, and another user's reminders and cases answering 404.
import { beforeAll, describe, expect, it } from 'vitest';
import type { DeadlinesView, DeadlineView } from '../../functions/src/shared/deadlines/deadline-views';
import { passportPdf, samplePassport, todaysPassportDates } from '../support/document-fixtures';
import { API_URL, api, createTestUser, type TestUser } from '../support/stack';

type ErrorBody = { error: { code: string; message: string; fields?: Record<string, string> } };
type ReminderAnswer = { reminder: DeadlineView } & ErrorBody;

const DAY = 24 * 60 * 60 * 1000;
const isoDay = (offsetDays: number) => new Date(Date.now() + offsetDays * DAY).toISOString().slice(0, 10);

const deadlines = async (user: TestUser, query = '') => {
  const res = await api<DeadlinesView>(`/deadlines${query}`, { token: user.idToken });
  expect(res.status, JSON.stringify(res.body)).toBe(200);
  return res.body;
};
const byKind = (view: DeadlinesView, kind: string) => view.deadlines.filter((d) => d.kind === kind);

async function reviewPassport(user: TestUser, fileName: string): Promise<void> {
  const form = new FormData();
  form.append('category', 'family');
  form.append('country', 'Mexico');
  form.append('comment', '');
  form.append('files', new Blob([new Uint8Array(await passportPdf(samplePassport()))], { type: 'application/pdf' }), fileName);
  const res = await fetch(`${API_URL}/ai-assistant/documents`, {
    method: 'POST',
    headers: { authorization: `Bearer ${user.idToken}` },
    body: form,
  });
  expect(res.status, await res.clone().text()).toBe(201);
}

describe('deadlines and reminders', () => {
  let ana: TestUser;
  let bob: TestUser;
  let anaCase: string;
  let bobCase: string;

  beforeAll(async () => {
    [ana, bob] = await Promise.all([createTestUser('Anna Maria Eriksson'), createTestUser('Bob Deadlines')]);
    const opened = await Promise.all([
      api<{ caseId: string }>('/cases', {
        token: ana.idToken,
        body: { caseName: 'Family petition', category: 'Family-Based', applicant: 'Anna Maria Eriksson' },
      }),
      api<{ caseId: string }>('/cases', {
        token: bob.idToken,
        body: { caseName: 'Work visa', category: 'Employment-Based', applicant: 'Bob Deadlines' },
      }),
    ]);
    for (const res of opened) expect(res.status, JSON.stringify(res.body)).toBe(201);
    [anaCase, bobCase] = opened.map((res) => res.body.caseId) as [string, string];
  }, 60_000);

  it('starts empty, with blank facts', async () => {
    const view = await deadlines(bob);
    expect(view.deadlines).toEqual([]);
    expect(view.facts).toMatchObject({ eadExpiry: null, timeZone: null });
    expect(view.today).toMatch(/^\d{4}-\d{2}-\d{2}$/);
  });

  it('computes the passport deadline from a document review, saying where it came from', async () => {
    await reviewPassport(ana, 'passport.pdf');
    const [passport] = byKind(await deadlines(ana), 'passport-expiry');
    expect(passport).toMatchObject({
      computed: true,
      dueDate: todaysPassportDates.valid,
      leadDays: [30],
      muted: false,
      source: {
        type: 'document-review',
        text: expect.stringMatching(/^From your document review of passport\.pdf, [A-Z][a-z]{2} \d{1,2}, \d{4}$/),
      },
    });
    expect(passport?.rule).toContain('six months');
    expect(passport?.citations.map((c) => c.reference)).toContain('INA § 212(a)(7)(B) (8 U.S.C. § 1182)');
    expect(passport?.nextFireDate).toBe(
      new Date(Date.parse(`${todaysPassportDates.valid}T00:00:00Z`) - 30 * DAY).toISOString().slice(0, 10),
    );
  });

  it('computes deadlines from the dates the user enters, and the user may override the review', async () => {
    const res = await api<DeadlinesView & ErrorBody>('/deadlines/facts', {
      method: 'PUT',
      token: ana.idToken,
      body: {
        eadExpiry: isoDay(200),
        greenCardExpiry: '',
        passportExpiry: isoDay(400),
        i94DurationOfStatus: true,
        timeZone: 'America/Chicago',
      },
    });
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    expect(res.body.facts).toMatchObject({ eadExpiry: isoDay(200), i94DurationOfStatus: true, timeZone: 'America/Chicago' });
    const [ead] = byKind(res.body, 'ead-expiry');
    expect(ead).toMatchObject({
      dueDate: isoDay(200),
      windowOpens: isoDay(20),
      timeZone: 'America/Chicago',
      source: { type: 'your-dates', text: 'Entered by you' },
    });
    expect(byKind(res.body, 'passport-expiry')).toMatchObject([{ dueDate: isoDay(400), source: { type: 'your-dates' } }]);
    expect(byKind(res.body, 'i94-admit-until')).toEqual([]);
  });

  it('refuses bad facts with field messages', async () => {
    const res = await api<ErrorBody>('/deadlines/facts', {
      method: 'PUT',
      token: ana.idToken,
      body: { eadExpiry: '2027-02-30', timeZone: 'Nowhere/Here', extra: 1 },
    });
    expect(res.status).toBe(400);
    expect(Object.keys(res.body.error.fields ?? {})).toEqual(expect.arrayContaining(['eadExpiry', 'timeZone']));
  });

  let customId: string;

  it('adds a custom reminder with lead times, longest first', async () => {
    const res = await api<ReminderAnswer>('/reminders', {
      token: ana.idToken,
      body: { kind: 'custom', title: 'Renew the lease', dueDate: isoDay(45), notes: 'Bring the letter', leadDays: [7, 30, 1] },
    });
    expect(res.status, JSON.stringify(res.body)).toBe(201);
    expect(res.body.reminder).toMatchObject({
      kind: 'custom',
      computed: false,
      title: 'Renew the lease',
      dueDate: isoDay(45),
      leadDays: [30, 7, 1],
      firedLeads: [],
      nextFireDate: isoDay(15),
      notes: 'Bring the letter',
    });
    customId = res.body.reminder.id;
    expect(customId.startsWith(`${ana.uid}_custom-`)).toBe(true);
    expect((await deadlines(ana)).deadlines.map((d) => d.id)).toContain(customId);
  });

  it("adds an RFE response tied to the caller's case only", async () => {
    const noCase = await api<ErrorBody>('/reminders', {
      token: ana.idToken,
      body: { kind: 'rfe-response', title: 'RFE', dueDate: isoDay(60) },
    });
    expect(noCase.status).toBe(400);
    expect(noCase.body.error.fields).toHaveProperty('caseId');
    const othersCase = await api<ErrorBody>('/reminders', {
      token: ana.idToken,
      body: { kind: 'rfe-response', title: 'RFE', dueDate: isoDay(60), caseId: bobCase },
    });
    expect(othersCase.status).toBe(404);
    const ok = await api<ReminderAnswer>('/reminders', {
      token: ana.idToken,
      body: { kind: 'rfe-response', title: 'Answer the RFE', dueDate: isoDay(60), caseId: anaCase },
    });
    expect(ok.status, JSON.stringify(ok.body)).toBe(201);
    expect(ok.body.reminder).toMatchObject({
      kind: 'rfe-response',
      caseId: anaCase,
      rule: expect.stringContaining('Request for Evidence'),
      link: `/cases/view?case=${anaCase}`,
    });
  });

  it('validates new reminders: past dates, lead times, titles', async () => {
    const cases: Array<[Record<string, unknown>, string]> = [
      [{ kind: 'custom', title: 'Late', dueDate: isoDay(-2) }, 'dueDate'],
      [{ kind: 'custom', title: 'x', dueDate: isoDay(5), leadDays: [400] }, 'leadDays.0'],
      [{ kind: 'custom', title: 'x', dueDate: isoDay(5), leadDays: [] }, 'leadDays'],
      [{ kind: 'custom', title: 'x', dueDate: isoDay(5), leadDays: [7, 7] }, 'leadDays'],
      [{ kind: 'custom', title: 'x', dueDate: isoDay(5), leadDays: [1, 2, 3, 4, 5, 6] }, 'leadDays'],
      [{ kind: 'custom', title: '   ', dueDate: isoDay(5) }, 'title'],
      [{ kind: 'passport-expiry', title: 'x', dueDate: isoDay(5) }, 'kind'],
    ];
    for (const [body, field] of cases) {
      const res = await api<ErrorBody>('/reminders', { token: ana.idToken, body });
      expect(res.status, JSON.stringify(body)).toBe(400);
      expect(res.body.error.fields, JSON.stringify(body)).toHaveProperty([field]);
    }
  });

  it('changes a custom reminder: moving the date clears the announced lead times and recomputes the next one', async () => {
    const res = await api<ReminderAnswer>(`/reminders/${customId}`, {
      method: 'PATCH',
      token: ana.idToken,
      body: { dueDate: isoDay(90), leadDays: [60, 14], title: 'Renew the lease (new date)' },
    });
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    expect(res.body.reminder).toMatchObject({
      dueDate: isoDay(90),
      leadDays: [60, 14],
      firedLeads: [],
      nextFireDate: isoDay(30),
      title: 'Renew the lease (new date)',
    });
    const muted = await api<ReminderAnswer>(`/reminders/${customId}`, { method: 'PATCH', token: ana.idToken, body: { muted: true } });
    expect(muted.body.reminder).toMatchObject({ muted: true, nextFireDate: null });
    const bad = await api<ErrorBody>(`/reminders/${customId}`, { method: 'PATCH', token: ana.idToken, body: { leadDays: [-1] } });
    expect(bad.status).toBe(400);
    const empty = await api<ErrorBody>(`/reminders/${customId}`, { method: 'PATCH', token: ana.idToken, body: {} });
    expect(empty.status).toBe(400);
  });

  it('lets lead times and mute change on a computed deadline, but not its date, and refuses its deletion', async () => {
    const [ead] = byKind(await deadlines(ana), 'ead-expiry');
    if (!ead) throw new Error('no EAD deadline');
    const leads = await api<ReminderAnswer>(`/reminders/${ead.id}`, { method: 'PATCH', token: ana.idToken, body: { leadDays: [90, 7] } });
    expect(leads.status, JSON.stringify(leads.body)).toBe(200);
    expect(leads.body.reminder).toMatchObject({ leadDays: [90, 7], nextFireDate: isoDay(110) });
    const date = await api<ErrorBody>(`/reminders/${ead.id}`, { method: 'PATCH', token: ana.idToken, body: { dueDate: isoDay(300) } });
    expect(date.status).toBe(400);
    expect(date.body.error.fields).toHaveProperty('dueDate');
    const removed = await api<ErrorBody>(`/reminders/${ead.id}`, { method: 'DELETE', token: ana.idToken });
    expect(removed.status).toBe(409);
    expect(removed.body.error.message).toMatch(/Mute it instead/);
    // A recomputation keeps the user's lead times.
    expect(byKind(await deadlines(ana), 'ead-expiry')[0]?.leadDays).toEqual([90, 7]);
  });

  it('answers the next few for the overview', async () => {
    const view = await deadlines(ana, '?upcoming=2');
    expect(view.deadlines).toHaveLength(2);
    expect(view.deadlines.every((d) => d.daysLeft >= 0)).toBe(true);
    expect(view.deadlines[0]!.dueDate <= view.deadlines[1]!.dueDate).toBe(true);
    expect((await api<ErrorBody>('/deadlines?upcoming=0', { token: ana.idToken })).status).toBe(400);
    expect((await api<ErrorBody>('/deadlines?upcoming=abc', { token: ana.idToken })).status).toBe(400);
  });

  it("answers 404 for another user's reminder, exactly like a missing one, and changes nothing", async () => {
    const missing = `${ana.uid}_custom-00000000-0000-0000-0000-000000000000`;
    for (const id of [customId, missing]) {
      const patched = await api<ErrorBody>(`/reminders/${id}`, { method: 'PATCH', token: bob.idToken, body: { muted: false } });
      expect(patched.status).toBe(404);
      expect(patched.body.error.message).toBe('Reminder not found');
      const deleted = await api<ErrorBody>(`/reminders/${id}`, { method: 'DELETE', token: bob.idToken });
      expect(deleted.status).toBe(404);
      expect(deleted.body.error.message).toBe('Reminder not found');
    }
    expect((await deadlines(bob)).deadlines).toEqual([]);
    expect((await deadlines(ana)).deadlines.find((d) => d.id === customId)).toMatchObject({ muted: true });
  });

  it("deletes the user's own reminder", async () => {
    expect((await api(`/reminders/${customId}`, { method: 'DELETE', token: ana.idToken })).status).toBe(204);
    expect((await deadlines(ana)).deadlines.map((d) => d.id)).not.toContain(customId);
    expect((await api(`/reminders/${customId}`, { method: 'DELETE', token: ana.idToken })).status).toBe(404);
  });

  it('drops a computed deadline when its date is cleared', async () => {
    const res = await api<DeadlinesView>('/deadlines/facts', { method: 'PUT', token: ana.idToken, body: { timeZone: 'America/Chicago' } });
    expect(res.status).toBe(200);
    expect(byKind(res.body, 'ead-expiry')).toEqual([]);
    // Back to the review's passport date.
    expect(byKind(res.body, 'passport-expiry')).toMatchObject([
      { dueDate: todaysPassportDates.valid, source: { type: 'document-review' } },
    ]);
  });
});
