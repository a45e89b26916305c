// Cases through the API with real users: paging, filters and totals, the lifecycle's 409s, attachments, status
// updates, and another user's case answering 404 everywhere.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { CasePage, CaseSummary } from '../../functions/src/shared/cases/case-views';
import { api, API_URL, createTestUser, type TestUser } from '../support/stack';

type Created = { caseId: string; case: CaseSummary };
type ErrorBody = { error: { code: string; message: string; fields?: Record<string, string> } };

const PDF = Buffer.from('%PDF-1.4\n1 0 obj\n<<>>\nendobj\ntrailer\n<<>>\n%%EOF\n');
const DAY = 24 * 60 * 60 * 1000;
const daysAgo = (n: number) => new Date(Date.now() - n * DAY).toISOString().slice(0, 10);

async function attach(token: string, caseId: string, file: { bytes: Buffer; name: string; type: string }) {
  const form = new FormData();
  form.append('file', new Blob([new Uint8Array(file.bytes)], { type: file.type }), file.name);
  const res = await fetch(`${API_URL}/cases/${caseId}/attachments`, {
    method: 'POST',
    headers: { authorization: `Bearer ${token}` },
    body: form,
  });
  return { status: res.status, body: (await res.json()) as { case: CaseSummary; document: { name: string } } & ErrorBody };
}

const list = (token: string, query: string) => api<CasePage>(`/cases?${query}`, { token });

async function created(token: string, body: Record<string, unknown>): Promise<CaseSummary> {
  const res = await api<Created>('/cases', { token, body });
  expect(res.status, JSON.stringify(res.body)).toBe(201);
  return res.body.case;
}

describe('cases: paging, filters and totals over 40 cases', () => {
  let carol: TestUser;
  const expected: Array<{
    caseNumber: string;
    caseName: string;
    applicant: string;
    status: string;
    submissionDate: string | null;
    tracked: boolean;
  }> = [];

  beforeAll(async () => {
    carol = await createTestUser('Carol Case');
    // 20 filed applications, filed 1..20 days ago, for two applicants; then 20 drafts, 8 submitted and 4 archived.
    for (let i = 0; i < 20; i++) {
      const c = await created(carol.idToken, {
        formType: i % 2 ? 'I-765' : 'I-130',
        receiptNumber: `EAC26${String(90000000 + i)}`,
        submissionDate: daysAgo(i + 1),
        applicant: i % 4 === 0 ? 'Lucía García' : 'Carol Case',
      });
      expected.push({
        caseNumber: c.caseNumber,
        caseName: c.caseName,
        applicant: c.applicant,
        status: 'Open',
        submissionDate: daysAgo(i + 1),
        tracked: true,
      });
    }
    // Status updates on the first ten: 5 Pending, 3 Approved, 2 Denied.
    const moves = ['Pending', 'Pending', 'Pending', 'Pending', 'Pending', 'Approved', 'Approved', 'Approved', 'Denied', 'Denied'];
    const page = await list(carol.idToken, 'view=applications&pageSize=50');
    for (const [index, status] of moves.entries()) {
      const target = page.body.cases.find((c) => c.caseNumber === expected[index]?.caseNumber);
      const res = await api<{ case: CaseSummary }>(`/cases/${target?.caseId}/status-updates`, {
        token: carol.idToken,
        body: { status, notice: `Case Was ${status}` },
      });
      expect(res.status).toBe(200);
      const entry = expected[index];
      if (entry) entry.status = status;
    }
    for (let i = 0; i < 20; i++) {
      const c = await created(carol.idToken, {
        caseName: `Draft number ${i}`,
        category: 'Family-Based',
        applicant: i % 5 === 0 ? 'Dmitri Ivanov' : 'Carol Case',
      });
      let status = 'Draft';
      let submissionDate: string | null = null;
      if (i < 8) {
        const res = await api<{ case: CaseSummary }>(`/cases/${c.caseId}`, {
          method: 'PATCH',
          token: carol.idToken,
          body: { status: 'Open' },
        });
        expect(res.status).toBe(200);
        status = 'Open';
        submissionDate = res.body.case.submissionDate;
        expect(submissionDate).toBe(new Date().toISOString().slice(0, 10));
      } else if (i < 12) {
        expect((await api(`/cases/${c.caseId}`, { method: 'PATCH', token: carol.idToken, body: { status: 'Archived' } })).status).toBe(200);
        status = 'Archived';
      }
      expected.push({ caseNumber: c.caseNumber, caseName: c.caseName, applicant: c.applicant, status, submissionDate, tracked: false });
    }
  }, 120_000);

  it('pages the whole list with totals, most recently updated first', async () => {
    const seen: string[] = [];
    for (let page = 1; page <= 6; page++) {
      const res = await list(carol.idToken, `page=${page}&pageSize=7`);
      expect(res.status).toBe(200);
      expect(res.body).toMatchObject({ total: 40, page, pageSize: 7, statusProvider: 'manual' });
      expect(res.body.cases).toHaveLength(page < 6 ? 7 : 5);
      seen.push(...res.body.cases.map((c) => c.caseNumber));
    }
    expect(new Set(seen).size).toBe(40);
    expect(seen.sort()).toEqual(expected.map((e) => e.caseNumber).sort());
    const first = await list(carol.idToken, 'pageSize=40');
    const updated = first.body.cases.map((c) => c.updatedAt);
    expect(updated).toEqual([...updated].sort((a, b) => b - a));
    // A page past the end is empty, with the total still right.
    expect((await list(carol.idToken, 'page=9&pageSize=7')).body).toMatchObject({ cases: [], total: 40 });
    // My Cases' default page size.
    expect((await list(carol.idToken, '')).body).toMatchObject({ pageSize: 5, total: 40 });
  });

  it('filters by status, with the total of the filter', async () => {
    for (const status of ['Open', 'Pending', 'Approved', 'Denied', 'Draft', 'Archived']) {
      const want = expected.filter((e) => e.status === status).length;
      const res = await list(carol.idToken, `status=${status}&pageSize=50`);
      expect(res.body.total, status).toBe(want);
      expect(res.body.cases.every((c) => c.status === status)).toBe(true);
    }
    expect((await list(carol.idToken, 'status=All&pageSize=3')).body.total).toBe(40);
  });

  it('filters by submission date range, inclusive, and combines it with status', async () => {
    const from = daysAgo(10);
    const to = daysAgo(3);
    const inRange = expected.filter((e) => e.submissionDate !== null && e.submissionDate >= from && e.submissionDate <= to);
    expect(inRange.length).toBe(8);
    const res = await list(carol.idToken, `submittedFrom=${from}&submittedTo=${to}&pageSize=50`);
    expect(res.body.total).toBe(8);
    expect(res.body.cases.map((c) => c.caseNumber).sort()).toEqual(inRange.map((e) => e.caseNumber).sort());
    // Latest submission first.
    const dates = res.body.cases.map((c) => c.submissionDate ?? '');
    expect(dates).toEqual([...dates].sort().reverse());
    const pending = await list(carol.idToken, `status=Pending&submittedFrom=${from}&pageSize=50`);
    expect(pending.body.total).toBe(
      inRange.filter((e) => e.status === 'Pending').length +
        expected.filter((e) => e.status === 'Pending' && (e.submissionDate ?? '') > to).length,
    );
    // Only a start date: everything submitted today counts (the 8 drafts submitted today).
    expect((await list(carol.idToken, `submittedFrom=${daysAgo(0)}`)).body.total).toBe(8);
    // A Draft has no submission date, so any range leaves it out.
    expect((await list(carol.idToken, `status=Draft&submittedTo=${daysAgo(0)}`)).body.total).toBe(0);
  });

  it("searches with the spec's rules: case number case-sensitive, name and applicant case-insensitive", async () => {
    const garcia = await list(carol.idToken, `q=${encodeURIComponent('lucía garcía')}&pageSize=50`);
    expect(garcia.body.total).toBe(expected.filter((e) => e.applicant === 'Lucía García').length);
    const number = expected[3]?.caseNumber ?? '';
    expect((await list(carol.idToken, `q=${number}`)).body.cases.map((c) => c.caseNumber)).toEqual([number]);
    expect((await list(carol.idToken, `q=${number.toLowerCase()}`)).body.total).toBe(0);
    const drafts = await list(carol.idToken, 'q=DRAFT%20NUMBER&pageSize=3&page=2');
    expect(drafts.body).toMatchObject({ total: 20, page: 2 });
    expect(drafts.body.cases).toHaveLength(3);
    // Search, status and paging together.
    const archivedDrafts = await list(carol.idToken, 'q=draft&status=Archived&pageSize=50');
    expect(archivedDrafts.body.total).toBe(4);
  });

  it('lists only tracked applications in the applications view, searched case-insensitively by number or applicant', async () => {
    const apps = await list(carol.idToken, 'view=applications');
    expect(apps.body).toMatchObject({ total: 20, pageSize: 3 });
    expect(apps.body.cases.every((c) => c.tracked && c.receiptNumber !== null)).toBe(true);
    const number = expected[5]?.caseNumber ?? '';
    expect((await list(carol.idToken, `view=applications&q=${number.toLowerCase()}`)).body.total).toBe(1);
    expect((await list(carol.idToken, 'view=applications&q=DMITRI')).body.total).toBe(0);
    expect((await list(carol.idToken, 'q=DMITRI&pageSize=50')).body.total).toBe(4);
  });

  it('refuses bad filters with field messages', async () => {
    for (const [query, field] of [
      ['pageSize=0', 'pageSize'],
      ['pageSize=51', 'pageSize'],
      ['page=1e1', 'page'],
      ['status=Closed', 'status'],
      ['submittedFrom=2026-02-30', 'submittedFrom'],
      [`submittedFrom=${daysAgo(1)}&submittedTo=${daysAgo(5)}`, 'submittedTo'],
      ['view=everything', 'view'],
      [`q=${'x'.repeat(101)}`, 'q'],
    ] as const) {
      const res = await api<ErrorBody>(`/cases?${query}`, { token: carol.idToken });
      expect(res.status, query).toBe(400);
      expect(res.body.error.fields, query).toHaveProperty(field);
    }
  });
});

describe('cases: the lifecycle, edits, attachments and status updates', () => {
  let alice: TestUser;
  let bob: TestUser;
  let draft: CaseSummary;
  let application: CaseSummary;

  beforeAll(async () => {
    [alice, bob] = await Promise.all([createTestUser('Alice Applicant'), createTestUser('Bob Other')]);
    draft = await created(alice.idToken, { caseName: 'Spouse green card', category: 'Family-Based', applicant: 'Alice Applicant' });
    application = await created(alice.idToken, {
      formType: 'I-485',
      receiptNumber: 'msc 26-901-23456',
      submissionDate: daysAgo(30),
      priorityDate: daysAgo(400),
    });
  });

  it('creates a Draft and a tracked application with every field served', () => {
    expect(draft).toMatchObject({
      status: 'Draft',
      caseName: 'Spouse green card',
      category: 'Family-Based',
      tags: ['Family-Based'],
      tracked: false,
      submissionDate: null,
      allowedMoves: ['Open', 'Archived'],
    });
    expect(draft.timeline).toEqual([
      expect.objectContaining({ event: 'Draft case created', keyed: { key: 'timeline:draftCaseCreated' }, by: 'applicant' }),
    ]);
    expect(application).toMatchObject({
      status: 'Open',
      tracked: true,
      formType: 'I-485',
      receiptNumber: 'MSC2690123456',
      submissionDate: daysAgo(30),
      priorityDate: daysAgo(400),
      applicant: 'Alice Applicant',
      fee: null,
      consulate: null,
      attachments: [],
    });
    expect(application.caseName).toContain('I-485');
    expect(application.timeline[0]).toMatchObject({ event: 'I-485 filed with USCIS (receipt MSC2690123456)', by: 'applicant' });
  });

  it('refuses invalid receipt numbers and dates with field messages, creating nothing', async () => {
    const before = (await list(alice.idToken, 'pageSize=50')).body.total;
    for (const receiptNumber of ['ABC1234567890', 'EAC12345', 'EAC12345678901', '1234567890123', 'EACX234567890']) {
      const res = await api<ErrorBody>('/cases', {
        token: alice.idToken,
        body: { formType: 'I-130', receiptNumber, submissionDate: daysAgo(1) },
      });
      expect(res.status, receiptNumber).toBe(400);
      expect(res.body.error.fields?.['receiptNumber'], receiptNumber).toBeTruthy();
    }
    const future = await api<ErrorBody>('/cases', {
      token: alice.idToken,
      body: { formType: 'I-130', receiptNumber: 'EAC2690123456', submissionDate: '2999-01-01' },
    });
    expect(future.body.error.fields).toHaveProperty('submissionDate');
    const unknownForm = await api<ErrorBody>('/cases', {
      token: alice.idToken,
      body: { formType: 'I-999', receiptNumber: 'EAC2690123456', submissionDate: daysAgo(1) },
    });
    expect(unknownForm.body.error.fields).toHaveProperty('formType');
    const draftMissing = await api<ErrorBody>('/cases', { token: alice.idToken, body: { caseName: '  ', category: 'Nope' } });
    expect(draftMissing.status).toBe(400);
    expect(Object.keys(draftMissing.body.error.fields ?? {}).sort()).toEqual(['applicant', 'caseName', 'category']);
    expect((await list(alice.idToken, 'pageSize=50')).body.total).toBe(before);
  });

  it('edits fields and keeps a timeline entry of what changed', async () => {
    const res = await api<{ case: CaseSummary }>(`/cases/${application.caseId}`, {
      method: 'PATCH',
      token: alice.idToken,
      body: {
        fee: 1440,
        consulate: 'USCIS Chicago Field Office',
        interviewDate: daysAgo(-20),
        officerName: 'Officer Lee',
        officerEmail: 'lee@uscis.example',
      },
    });
    expect(res.status).toBe(200);
    expect(res.body.case).toMatchObject({
      fee: 1440,
      consulate: 'USCIS Chicago Field Office',
      interviewDate: daysAgo(-20),
      officerName: 'Officer Lee',
      officerEmail: 'lee@uscis.example',
    });
    expect(res.body.case.timeline.at(-1)).toMatchObject({
      event: 'Updated: Fee paid, Consulate, Interview date, Officer name, Officer email',
      by: 'applicant',
    });
    const bad = await api<ErrorBody>(`/cases/${application.caseId}`, {
      method: 'PATCH',
      token: alice.idToken,
      body: { fee: -1, officerEmail: 'nope', colour: 'red' },
    });
    expect(bad.status).toBe(400);
    expect(Object.keys(bad.body.error.fields ?? {})).toEqual(expect.arrayContaining(['fee', 'officerEmail']));
    expect((await api(`/cases/${application.caseId}`, { method: 'PATCH', token: alice.idToken, body: {} })).status).toBe(400);
  });

  it('allows Draft → Open → Archived → Open and answers 409 with a message for every forbidden move', async () => {
    const patch = (caseId: string, status: string) =>
      api<{ case: CaseSummary } & ErrorBody>(`/cases/${caseId}`, { method: 'PATCH', token: alice.idToken, body: { status } });
    for (const status of ['Pending', 'Approved', 'Denied']) {
      const res = await patch(draft.caseId, status);
      expect(res.status, status).toBe(409);
      expect(res.body.error.message).toMatch(/status update/);
    }
    const submitted = await patch(draft.caseId, 'Open');
    expect(submitted.status).toBe(200);
    expect(submitted.body.case).toMatchObject({ status: 'Open', allowedMoves: ['Archived'] });
    expect(submitted.body.case.timeline.at(-1)).toMatchObject({ event: 'Case submitted', by: 'applicant' });
    expect((await patch(draft.caseId, 'Draft')).status).toBe(409);
    expect((await patch(draft.caseId, 'Approved')).status).toBe(409);
    expect((await patch(draft.caseId, 'Archived')).body.case.status).toBe('Archived');
    expect((await patch(draft.caseId, 'Pending')).status).toBe(409);
    expect((await patch(draft.caseId, 'Open')).body.case.status).toBe('Open');
    // Nothing changed by the refused moves.
    const now = (await api<{ case: CaseSummary }>(`/cases/${draft.caseId}`, { token: alice.idToken })).body.case;
    expect(now.timeline.map((e) => e.event)).toEqual([
      'Draft case created',
      'Case submitted',
      'Case archived',
      'Case restored from the archive',
    ]);
  });

  it('records status updates on a tracked application, notifies the user, and refuses them elsewhere', async () => {
    const res = await api<{ case: CaseSummary }>(`/cases/${application.caseId}/status-updates`, {
      token: alice.idToken,
      body: { status: 'Pending', notice: 'Interview Was Scheduled', date: daysAgo(2) },
    });
    expect(res.status).toBe(200);
    expect(res.body.case).toMatchObject({ status: 'Pending', latestNotice: 'Interview Was Scheduled', allowedMoves: [] });
    expect(res.body.case.timeline.map((e) => e.event)).toContain('Interview Was Scheduled (status: Pending)');
    const notes = await api<{ notifications: Array<{ message: string; link: string | null }> }>('/notifications', { token: alice.idToken });
    expect(notes.body.notifications[0]).toMatchObject({ link: `/cases/view?case=${application.caseId}` });
    expect(notes.body.notifications[0]?.message).toContain('is now Pending');
    // Not on a case without a receipt number, nor with a status only the applicant's moves set.
    expect(
      (
        await api(`/cases/${draft.caseId}/status-updates`, {
          token: alice.idToken,
          body: { status: 'Approved', notice: 'Case Was Approved' },
        })
      ).status,
    ).toBe(409);
    const bad = await api<ErrorBody>(`/cases/${application.caseId}/status-updates`, {
      token: alice.idToken,
      body: { status: 'Open', notice: '' },
    });
    expect(bad.status).toBe(400);
    expect(Object.keys(bad.body.error.fields ?? {}).sort()).toEqual(['notice', 'status']);
    // The manual provider has no automatic source.
    const check = await api<ErrorBody>(`/cases/${application.caseId}/status-check`, { method: 'POST', token: alice.idToken });
    expect(check.status).toBe(409);
    expect(check.body.error.message).toMatch(/not set up/);
  });

  it('uploads an attachment, lists it on the case and in the details, and downloads the same bytes', async () => {
    const up = await attach(alice.idToken, application.caseId, { bytes: PDF, name: 'Receipt notice.pdf', type: 'application/pdf' });
    expect(up.status).toBe(201);
    expect(up.body.document.name).toBe('Receipt-notice.pdf');
    expect(up.body.case.attachments).toEqual(['Receipt-notice.pdf']);
    expect(up.body.case.timeline.at(-1)).toMatchObject({ event: 'Document attached: Receipt-notice.pdf' });
    const download = await fetch(`${API_URL}/cases/${application.caseId}/attachments/Receipt-notice.pdf?download=1`, {
      headers: { authorization: `Bearer ${alice.idToken}` },
    });
    expect(download.status).toBe(200);
    expect(download.headers.get('content-disposition')).toContain('attachment');
    expect(Buffer.from(await download.arrayBuffer()).equals(PDF)).toBe(true);
    const details = await api<{ documents: Array<{ name: string; issues: unknown[] }> }>(`/cases/${application.caseId}/details`, {
      token: alice.idToken,
    });
    expect(details.body.documents).toEqual([expect.objectContaining({ name: 'Receipt-notice.pdf', reviewed: false, issues: [] })]);
    // The same file is not an attachment of another case of hers.
    expect(
      (
        await fetch(`${API_URL}/cases/${draft.caseId}/attachments/Receipt-notice.pdf`, {
          headers: { authorization: `Bearer ${alice.idToken}` },
        })
      ).status,
    ).toBe(404);
  });

  it('refuses attachments of the wrong type (415) or too large (413), storing nothing', async () => {
    const exe = await attach(alice.idToken, draft.caseId, {
      bytes: Buffer.from('MZ\x90\x00 not a pdf'),
      name: 'setup.pdf',
      type: 'application/pdf',
    });
    expect(exe.status).toBe(415);
    const big = await attach(alice.idToken, draft.caseId, {
      bytes: Buffer.concat([PDF, Buffer.alloc(10 * 1024 * 1024)]),
      name: 'big.pdf',
      type: 'application/pdf',
    });
    expect(big.status).toBe(413);
    const none = await fetch(`${API_URL}/cases/${draft.caseId}/attachments`, {
      method: 'POST',
      headers: { authorization: `Bearer ${alice.idToken}`, 'content-type': 'application/json' },
      body: '{}',
    });
    expect(none.status).toBe(415);
    expect((await api<{ case: CaseSummary }>(`/cases/${draft.caseId}`, { token: alice.idToken })).body.case.attachments).toEqual([]);
  });

  it("answers 404 for every read and write of someone else's case, and changes nothing", async () => {
    const id = application.caseId;
    const before = (await api<{ case: CaseSummary }>(`/cases/${id}`, { token: alice.idToken })).body.case;
    const attempts = [
      api(`/cases/${id}`, { token: bob.idToken }),
      api(`/cases/${id}/details`, { token: bob.idToken }),
      api(`/cases/${id}`, { method: 'PATCH', token: bob.idToken, body: { status: 'Archived' } }),
      api(`/cases/${id}`, { method: 'PATCH', token: bob.idToken, body: { consulate: 'Elsewhere' } }),
      api(`/cases/${id}/status-updates`, { token: bob.idToken, body: { status: 'Approved', notice: 'Case Was Approved' } }),
      api(`/cases/${id}/status-check`, { method: 'POST', token: bob.idToken }),
      fetch(`${API_URL}/cases/${id}/attachments/Receipt-notice.pdf`, { headers: { authorization: `Bearer ${bob.idToken}` } }),
      attach(bob.idToken, id, { bytes: PDF, name: 'x.pdf', type: 'application/pdf' }),
    ];
    for (const res of await Promise.all(attempts)) expect(res.status).toBe(404);
    expect((await api<{ case: CaseSummary }>(`/cases/${id}`, { token: alice.idToken })).body.case).toEqual(before);
    expect((await list(bob.idToken, '')).body.total).toBe(0);
    // Bob's upload did not land in his own documents either.
    expect((await api<{ documents: unknown[] }>('/documents', { token: bob.idToken })).body.documents).toEqual([]);
  });
});

afterAll(() => undefined);
