// The expert role through the API with real users: applicant A, applicant B, and experts E and E2 made with the real
// admin CLI (`npm run admin -- grant-expert`). B and E read nothing of A's until A sends the case to experts; E then
// reads what A shared (case, documents, reviews, eligibility checks) and never A's AI chats, billing or settings; a
// forged body or token is refused; claim and release (E2 loses the race); highlights and status decisions reach A;
// revoke-expert ends E's access and puts the case back in the queue; and the CLI's own answers.
import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { db as firestore } from '../../functions/src/data/firebase';
import type { CaseDetails, CaseSummary } from '../../functions/src/shared/cases/case-views';
import type {
  DiscussionList,
  ExpertCaseLists,
  ExpertCaseView,
  ExpertRequestView,
} from '../../functions/src/shared/discussion/discussion-views';
import type { NotificationsResponse } from '../../functions/src/shared/notifications/notification-views';
import { APPLICANT, EB5_DETAILS as EB5 } from '../support/applicant';
import { connectChatSocket } from '../support/chat-socket-client';
import { makeExpert, revokeExpert, runAdmin } from '../support/experts';
import { tokenClaims, unsignedToken } from '../support/forged-token';
import { api, API_URL, CHAT_URL, createTestUser, type TestUser } from '../support/stack';

type ErrorBody = { error: { code: string; message: string; fields?: Record<string, string> } };

const PDF = Buffer.from('%PDF-1.4\n1 0 obj\n<<>>\nendobj\ntrailer\n<<>>\n%%EOF\n');

async function upload(token: string, path: string, field: string, name: string, extra: Record<string, string> = {}) {
  const form = new FormData();
  form.append(field, new Blob([new Uint8Array(PDF)], { type: 'application/pdf' }), name);
  for (const [key, value] of Object.entries(extra)) form.append(key, value);
  const res = await fetch(`${API_URL}${path}`, { method: 'POST', headers: { authorization: `Bearer ${token}` }, body: form });
  return { status: res.status, body: (await res.json()) as Record<string, unknown> };
}

/** A's AI chat: one message over the socket, which stores the chat. */
async function chatWith(user: TestUser): Promise<string> {
  const socket = await connectChatSocket(CHAT_URL, { token: user.idToken });
  try {
    const chatId = randomUUID();
    const ack = (await socket.timeout(15_000).emitWithAck('message', { chatId, text: 'What is an EB-5 visa?' })) as { ok: boolean };
    expect(ack.ok).toBe(true);
    return chatId;
  } finally {
    socket.close();
  }
}

/** An unsigned token shaped like the Auth emulator's, still valid in time, claiming the expert role (no email claim). */
function forgedExpertToken(uid: string): string {
  return unsignedToken(tokenClaims(uid, { role: 'expert', email: undefined }));
}

async function notifications(user: TestUser): Promise<NotificationsResponse['notifications']> {
  const res = await api<NotificationsResponse>('/notifications', { token: user.idToken });
  expect(res.status).toBe(200);
  return res.body.notifications;
}

const expertRoutes = (caseId: string, document: string) => [
  { method: 'GET', path: `/expert/cases/${caseId}` },
  { method: 'GET', path: `/expert/cases/${caseId}/documents/${encodeURIComponent(document)}` },
  { method: 'POST', path: `/expert/cases/${caseId}/claim` },
  { method: 'POST', path: `/expert/cases/${caseId}/release` },
  { method: 'PUT', path: `/expert/cases/${caseId}/highlights`, body: { highlights: ['x'] } },
  { method: 'POST', path: `/expert/cases/${caseId}/status`, body: { status: 'Approved', reason: 'x' } },
];

const ownerRoutes = (caseId: string, document: string) => [
  { method: 'GET', path: `/cases/${caseId}` },
  { method: 'GET', path: `/cases/${caseId}/details` },
  { method: 'GET', path: `/cases/${caseId}/attachments/${encodeURIComponent(document)}` },
  { method: 'POST', path: `/cases/${caseId}/expert-request`, body: { note: 'mine now' } },
  { method: 'DELETE', path: `/cases/${caseId}/expert-request` },
];

async function expectAll404(token: string, routes: Array<{ method: string; path: string; body?: unknown }>): Promise<void> {
  for (const route of routes) {
    const res = await api<ErrorBody>(route.path, { method: route.method, token, body: route.body });
    expect(res.status, `${route.method} ${route.path}`).toBe(404);
  }
}

describe('the expert role: who sees what, the queue, claim and release, highlights and status', () => {
  let A: TestUser;
  let B: TestUser;
  let E: TestUser;
  let E2: TestUser;
  let caseId: string;
  let documentName: string;
  let chatId: string;

  const send = (note: string, user = A, id = caseId) =>
    api<{ request: ExpertRequestView | null } & ErrorBody>(`/cases/${id}/expert-request`, { token: user.idToken, body: { note } });
  const view = (user: TestUser, id = caseId) => api<ExpertCaseView & ErrorBody>(`/expert/cases/${id}`, { token: user.idToken });
  const lists = (user: TestUser) => api<ExpertCaseLists & ErrorBody>('/expert/cases', { token: user.idToken });
  const claim = (user: TestUser, id = caseId) =>
    api<ExpertCaseView & ErrorBody>(`/expert/cases/${id}/claim`, { method: 'POST', token: user.idToken });
  const release = (user: TestUser, id = caseId) =>
    api<ExpertCaseView & ErrorBody>(`/expert/cases/${id}/release`, { method: 'POST', token: user.idToken });
  const highlights = (user: TestUser, list: unknown) =>
    api<ExpertCaseView & ErrorBody>(`/expert/cases/${caseId}/highlights`, {
      method: 'PUT',
      token: user.idToken,
      body: { highlights: list },
    });
  const decide = (user: TestUser, body: unknown) =>
    api<ExpertCaseView & ErrorBody>(`/expert/cases/${caseId}/status`, { token: user.idToken, body });
  const ownCase = async () => (await api<{ case: CaseSummary }>(`/cases/${caseId}`, { token: A.idToken })).body.case;

  beforeAll(async () => {
    [A, B, E, E2] = await Promise.all([
      createTestUser('Ana Applicant'),
      createTestUser('Bruno Other'),
      createTestUser('Eva Expert'),
      createTestUser('Emil Second'),
    ]);
    [E, E2] = await Promise.all([makeExpert(E), makeExpert(E2)]);

    // A's case holds an eligibility check (which opened it, as a Draft), a document and a document review.
    const check = await api<{ caseId: string }>('/ai-assistant/eligibility', {
      token: A.idToken,
      body: { ...APPLICANT, category: 'Investor (EB-5)', categoryDetails: EB5 },
    });
    expect(check.status).toBe(201);
    caseId = check.body.caseId;
    const attached = await upload(A.idToken, `/cases/${caseId}/attachments`, 'file', 'passport.pdf');
    expect(attached.status, JSON.stringify(attached.body)).toBe(201);
    documentName = (attached.body['document'] as { name: string }).name;
    const review = await upload(A.idToken, '/ai-assistant/documents', 'files', 'bank-statement.pdf', {
      caseId,
      category: 'refugee',
      country: 'Mexico',
      comment: '',
    });
    expect(review.status, JSON.stringify(review.body)).toBe(201);
    chatId = await chatWith(A);
  }, 120_000);

  it('an expert and another applicant read nothing of A\u2019s before A sends the case to experts', async () => {
    await expectAll404(E.idToken, expertRoutes(caseId, documentName));
    await expectAll404(E.idToken, ownerRoutes(caseId, documentName));
    await expectAll404(B.idToken, ownerRoutes(caseId, documentName));
    // The expert routes do not exist for an applicant at all.
    await expectAll404(B.idToken, [{ method: 'GET', path: '/expert/cases' }, ...expertRoutes(caseId, documentName)]);
    const queue = await lists(E);
    expect(queue.status).toBe(200);
    expect(queue.body.queue.map((c) => c.caseId)).not.toContain(caseId);
    expect((await api<DiscussionList>('/discussions', { token: E.idToken })).body.discussions).toEqual([]);
  });

  it('refuses a body or a token forged to look like an expert', async () => {
    const forgedBody = { role: 'expert', uid: E.uid, claims: { role: 'expert' }, highlights: ['x'], status: 'Approved', reason: 'x' };
    for (const route of expertRoutes(caseId, documentName)) {
      const res = await api(route.path, { method: route.method, token: B.idToken, body: route.method === 'GET' ? undefined : forgedBody });
      expect(res.status, `${route.method} ${route.path}`).toBe(404);
    }
    expect((await api('/expert/cases', { token: B.idToken, headers: { 'x-role': 'expert' } })).status).toBe(404);
    for (const uid of [B.uid, E.uid]) {
      const forged = forgedExpertToken(uid);
      expect((await api('/expert/cases', { token: forged })).status).toBe(401);
      expect((await api(`/expert/cases/${caseId}/claim`, { method: 'POST', token: forged })).status).toBe(401);
    }
  });

  it('puts the case in the queue with the note; asking again updates the note; the experts are notified', async () => {
    const sent = await send('Please check my EB-5 source of funds.');
    expect(sent.status, JSON.stringify(sent.body)).toBe(200);
    expect(sent.body.request).toMatchObject({
      state: 'queued',
      note: 'Please check my EB-5 source of funds.',
      expertName: null,
      claimedAt: null,
    });
    const again = await send('Source of funds and the business plan, please.');
    expect(again.status).toBe(200);
    expect(again.body.request?.note).toBe('Source of funds and the business plan, please.');
    expect(again.body.request?.requestedAt).toBe(sent.body.request?.requestedAt);

    // A line in the discussion records it (the note's first line is the list's preview).
    const row = (await api<DiscussionList>('/discussions', { token: A.idToken })).body.discussions.find((d) => d.caseId === caseId);
    expect(row?.lastMessagePreview).toBe('The case was sent to the experts with this note:');
    const timeline = (await ownCase()).timeline.filter((e) => e.event === 'Sent to experts');
    expect(timeline).toEqual([expect.objectContaining({ by: 'applicant' })]);
    const told = (await notifications(E)).filter((n) => n.link === `/expert?case=${caseId}`);
    expect(told).toHaveLength(1);
    expect(told[0]?.message).toMatch(/^Case IA-\d{4}-\d{6} \(.+\) is waiting for an expert\.$/);
  });

  it('an expert reads what A shared, as a queue case; B still reads nothing', async () => {
    const queue = await lists(E);
    const row = queue.body.queue.find((c) => c.caseId === caseId);
    expect(row).toMatchObject({ status: 'Draft', unread: 0, shared: { documents: 2, reviews: 1, eligibilityChecks: 1 } });
    expect(row?.expertRequest).toMatchObject({ state: 'queued', note: 'Source of funds and the business plan, please.' });

    const read = await view(E);
    expect(read.status).toBe(200);
    expect(read.body.assignedToMe).toBe(false);
    expect(read.body.details.documents.map((d) => d.name)).toContain(documentName);
    expect(read.body.details.reports).toHaveLength(1);
    expect(read.body.details.eligibility).toHaveLength(1);
    expect(read.body.timeline.map((e) => e.event)).toContain('Sent to experts');
    expect(JSON.stringify(read.body)).not.toContain(A.uid);

    const file = await fetch(`${API_URL}/expert/cases/${caseId}/documents/${encodeURIComponent(documentName)}`, {
      headers: { authorization: `Bearer ${E.idToken}` },
    });
    expect(file.status).toBe(200);
    expect(Buffer.from(await file.arrayBuffer()).equals(PDF)).toBe(true);
    // A name outside the case, or a path, is not one of the case's documents.
    expect((await api(`/expert/cases/${caseId}/documents/other.pdf`, { token: E.idToken })).status).toBe(404);
    expect((await api(`/expert/cases/${caseId}/documents/..%2Fsettings`, { token: E.idToken })).status).toBe(404);

    await expectAll404(B.idToken, ownerRoutes(caseId, documentName));
    await expectAll404(B.idToken, expertRoutes(caseId, documentName));
    // Experts read through their own routes only: A's own case routes stay A's.
    await expectAll404(
      E.idToken,
      ownerRoutes(caseId, documentName).filter((r) => r.method === 'GET'),
    );
  });

  it('an expert never reads A\u2019s AI chats, billing or settings', async () => {
    expect((await api(`/chats/${chatId}/messages`, { token: A.idToken })).status).toBe(200);
    for (const path of [`/chats/${chatId}/messages`, `/chats/${chatId}/summary`]) {
      expect((await api(path, { token: E.idToken })).status, path).toBe(404);
    }
    const chats = await api<{ chats?: Array<{ id?: string; chatId?: string }> }>('/chats', { token: E.idToken });
    expect(JSON.stringify(chats.body)).not.toContain(chatId);
    // Billing and settings are the caller's own: E's answers never carry A's data.
    for (const path of ['/settings', '/payments', '/payment-methods', '/billing/settings', '/documents']) {
      const res = await api(path, { token: E.idToken });
      expect(res.status, path).toBe(200);
      expect(JSON.stringify(res.body), path).not.toContain(A.email);
      expect(JSON.stringify(res.body), path).not.toContain(documentName);
    }
  });

  it('highlights and status need the case claimed first', async () => {
    expect(await highlights(E, ['x'])).toMatchObject({ status: 409, body: { error: { message: 'Claim the case first.' } } });
    expect(await decide(E, { status: 'Pending', reason: 'x' })).toMatchObject({
      status: 409,
      body: { error: { message: 'Claim the case first.' } },
    });
    expect(await release(E)).toMatchObject({ status: 409, body: { error: { message: 'Claim the case first.' } } });
  });

  it('claim: the first expert takes the case; the second gets 409, then 404 on the case', async () => {
    const claimed = await claim(E);
    expect(claimed.status, JSON.stringify(claimed.body)).toBe(200);
    expect(claimed.body.assignedToMe).toBe(true);
    expect(claimed.body.summary.expertRequest).toMatchObject({ state: 'assigned', expertName: 'Eva Expert' });
    expect((await claim(E)).status).toBe(200);

    expect(await claim(E2)).toMatchObject({ status: 409, body: { error: { message: 'Another expert has already taken this case.' } } });
    await expectAll404(
      E2.idToken,
      expertRoutes(caseId, documentName).filter((r) => !r.path.endsWith('/claim')),
    );
    expect((await lists(E2)).body.queue.map((c) => c.caseId)).not.toContain(caseId);
    const mine = await lists(E);
    expect(mine.body.assigned.map((c) => c.caseId)).toEqual([caseId]);
    expect(mine.body.queue.map((c) => c.caseId)).not.toContain(caseId);

    const entry = (await ownCase()).timeline.find((e) => e.event === 'Expert Eva Expert took the case');
    expect(entry?.by).toBe('expert');
    const told = (await notifications(A)).find((n) => n.link === `/cases/discuss?case=${caseId}`);
    expect(told?.message).toMatch(/^Eva Expert is now handling case IA-\d{4}-\d{6}\. You can discuss it with them\.$/);
    // A sending again while an expert holds it is a conflict, not a second request.
    expect((await send('again')).status).toBe(409);

    const discussions = await api<DiscussionList>('/discussions', { token: E.idToken });
    expect(discussions.body.discussions.map((d) => d.caseId)).toEqual([caseId]);
    const applicantSide = await api<DiscussionList>('/discussions', { token: A.idToken });
    expect(applicantSide.body.discussions.find((d) => d.caseId === caseId)).toMatchObject({
      expertRequest: { state: 'assigned', expertName: 'Eva Expert' },
      lastMessagePreview: 'Eva Expert took the case.',
    });
    expect((await api<DiscussionList>('/discussions', { token: B.idToken })).body.discussions).toEqual([]);
  });

  it('highlights: the holder replaces the list, which A reads in the case details and is notified of', async () => {
    const list = ['Bring the source-of-funds evidence for 2024.', 'The business plan needs job-creation figures.'];
    const res = await highlights(E, list);
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    expect(res.body.details.expertHighlights).toEqual(list);
    const details = await api<CaseDetails>(`/cases/${caseId}/details`, { token: A.idToken });
    expect(details.body.expertHighlights).toEqual(list);
    expect(
      (await notifications(A)).some(
        (n) => /^Eva Expert added expert highlights to case IA-/.test(n.message) && n.link === `/cases/view?case=${caseId}`,
      ),
    ).toBe(true);

    expect(
      (
        await highlights(
          E,
          Array.from({ length: 21 }, () => 'x'),
        )
      ).status,
    ).toBe(400);
    expect((await highlights(E, [''])).status).toBe(400);
    expect((await highlights(E, 'not a list')).status).toBe(400);
  });

  it('status: reason required, Draft refused with 409, then a decision on the timeline and in a notification', async () => {
    expect((await decide(E, { status: 'Approved' })).status).toBe(400);
    expect((await decide(E, { status: 'Approved', reason: '   ' })).status).toBe(400);
    expect((await decide(E, { status: 'Open', reason: 'x' })).status).toBe(400);
    const draft = await decide(E, { status: 'Approved', reason: 'Everything is in order.' });
    expect(draft.status).toBe(409);
    expect(draft.body.error.message).toBe('Submit the case before recording an Approved status.');

    expect((await api(`/cases/${caseId}`, { method: 'PATCH', token: A.idToken, body: { status: 'Open' } })).status).toBe(200);
    // No receipt number: an expert's decision is about the case, not a tracked application.
    const decided = await decide(E, { status: 'Pending', reason: 'Waiting for the 2024 tax return.' });
    expect(decided.status, JSON.stringify(decided.body)).toBe(200);
    expect(decided.body.summary.status).toBe('Pending');
    const now = await ownCase();
    expect(now.status).toBe('Pending');
    expect(now.timeline.find((e) => e.by === 'expert' && e.event.includes('Waiting for the 2024 tax return.'))).toBeDefined();
    const told = (await notifications(A)).find((n) => n.message.includes('is now Pending'));
    expect(told?.message).toContain('Waiting for the 2024 tax return.');

    expect((await api(`/cases/${caseId}`, { method: 'PATCH', token: A.idToken, body: { status: 'Archived' } })).status).toBe(409);
  });

  it('release: only the holder; the case goes back to the queue and A is notified', async () => {
    expect((await release(E2)).status).toBe(404);
    const released = await release(E);
    expect(released.status).toBe(200);
    expect(released.body.assignedToMe).toBe(false);
    expect(released.body.summary.expertRequest).toMatchObject({ state: 'queued', expertName: null });
    expect(
      (await notifications(A)).some((n) =>
        /^The expert released case IA-\d{4}-\d{6}; it is back in the queue for another expert\.$/.test(n.message),
      ),
    ).toBe(true);
    expect((await lists(E2)).body.queue.map((c) => c.caseId)).toContain(caseId);

    expect((await claim(E2)).status).toBe(200);
    expect((await view(E)).status).toBe(404);
    expect((await release(E2)).status).toBe(200);
    expect((await claim(E)).status).toBe(200);
  });

  it('withdraw: A takes the request back; the expert is told and loses the case', async () => {
    const second = await api<{ caseId: string }>('/cases', {
      token: A.idToken,
      body: { caseName: 'Second question', category: 'Family-Based', applicant: 'Ana Applicant' },
    });
    const id = second.body.caseId;
    expect((await send('', A, id)).status).toBe(200);
    expect((await claim(E, id)).status).toBe(200);
    const withdrawn = await api<{ request: null }>(`/cases/${id}/expert-request`, { method: 'DELETE', token: A.idToken });
    expect(withdrawn).toMatchObject({ status: 200, body: { request: null } });
    expect((await view(E, id)).status).toBe(404);
    expect((await notifications(E)).some((n) => n.message.startsWith('The applicant withdrew case '))).toBe(true);
    expect((await api(`/cases/${id}/expert-request`, { method: 'DELETE', token: A.idToken })).status).toBe(200);

    const archived = await api<{ caseId: string }>('/cases', {
      token: A.idToken,
      body: { caseName: 'Old one', category: 'Family-Based', applicant: 'Ana Applicant' },
    });
    expect((await api(`/cases/${archived.body.caseId}`, { method: 'PATCH', token: A.idToken, body: { status: 'Archived' } })).status).toBe(
      200,
    );
    const refused = await send('please', A, archived.body.caseId);
    expect(refused.status).toBe(409);
    expect(refused.body.error.message).toBe('Restore the archived case before sending it to an expert.');
    expect((await send('x'.repeat(2001))).status).toBe(400);
  });

  it('revoke-expert ends E\u2019s access at once and puts the case back in the queue', async () => {
    const revoked = await revokeExpert(E);
    // The old token still says expert. Routes that check revocation refuse it (401); the others find E off the roster
    // (404). The Auth emulator checks revocation on every token, so locally both answer 401.
    for (const path of ['/expert/cases', `/expert/cases/${caseId}`, '/discussions']) {
      expect([401, 404], path).toContain((await api(path, { token: revoked.revokedToken })).status);
    }
    expect((await api(`/expert/cases/${caseId}/claim`, { method: 'POST', token: revoked.revokedToken })).status).toBe(401);
    // Signed in again, E is an applicant: the expert routes do not exist for them.
    expect((await api('/expert/cases', { token: revoked.idToken })).status).toBe(404);
    expect((await api(`/expert/cases/${caseId}`, { token: revoked.idToken })).status).toBe(404);
    expect((await api<DiscussionList>('/discussions', { token: revoked.idToken })).body.discussions).toEqual([]);

    const queue = await lists(E2);
    expect(queue.body.queue.find((c) => c.caseId === caseId)?.expertRequest).toMatchObject({ state: 'queued', expertName: null });
    expect((await ownCase()).timeline.some((e) => e.by === 'system' && e.event.includes('back in the queue'))).toBe(true);
    expect((await notifications(A)).some((n) => /is no longer available; it is back in the queue/.test(n.message))).toBe(true);
    E = revoked;
  });

  it('a token whose role claim the roster no longer backs reads nothing (the services\u2019 second check)', async () => {
    const roster = firestore().collection('experts').doc(E2.uid);
    const entry = (await roster.get()).data();
    expect(entry).toMatchObject({ email: E2.email, displayName: 'Emil Second' });
    await roster.delete();
    try {
      expect((await lists(E2)).status).toBe(404);
      expect((await view(E2)).status).toBe(404);
      expect((await claim(E2)).status).toBe(404);
    } finally {
      await roster.set(entry ?? {});
    }
    expect((await lists(E2)).status).toBe(200);
  });
});

describe('npm run admin', () => {
  let user: TestUser;
  beforeAll(async () => {
    user = await createTestUser('Cli Person');
  });

  afterAll(async () => {
    await runAdmin(['revoke-expert', user.email]);
  });

  it('grant-expert sets the claim and the roster; again, it says so', async () => {
    const first = await runAdmin(['grant-expert', user.email]);
    expect(first.code, first.stderr).toBe(0);
    expect(first.stdout).toContain('Target: the local emulators');
    expect(first.stdout).toContain(`Granted the expert role to ${user.email} (Cli Person), uid ${user.uid}.`);
    const again = await runAdmin(['grant-expert', user.email.toUpperCase()]);
    expect(again.code).toBe(0);
    expect(again.stdout).toContain('already had the expert role');
  });

  it('revoke-expert clears it', async () => {
    const run = await runAdmin(['revoke-expert', user.email]);
    expect(run.code, run.stderr).toBe(0);
    expect(run.stdout).toContain(`Revoked the expert role of ${user.email}`);
    expect(run.stdout).toContain('They held no cases.');
  });

  it('an unknown email, a bad address or a bad command fails with a clear message and a non-zero exit', async () => {
    const unknown = await runAdmin(['grant-expert', 'nobody-here@example.test']);
    expect(unknown.code).toBe(1);
    expect(unknown.stderr).toContain(
      'grant-expert failed: No account with the email nobody-here@example.test. The person must sign up first.',
    );
    const bad = await runAdmin(['revoke-expert', 'not-an-email']);
    expect(bad.code).toBe(1);
    expect(bad.stderr).toContain('Not an email address');
    const usage = await runAdmin(['make-expert', user.email]);
    expect(usage.code).toBe(2);
    expect(usage.stderr).toContain('Unknown command: make-expert');
    expect((await runAdmin(['grant-expert'])).code).toBe(2);
  });
});
