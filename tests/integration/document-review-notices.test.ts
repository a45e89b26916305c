// Document review on the papers of a real filing, with two real users: the marriage package as the official PDFs (a
// blank I-485 is blank, the filled forms are no wrong document, the beneficiary's Mexican passport is not the
// petitioner's status), and USCIS notices that track their application, add their appointment and their RFE deadline,
// each once, however often the notice is uploaded and clicked. The other user gets 404.
import { beforeAll, describe, expect, it } from 'vitest';
import { formTemplate } from '../../functions/src/data/form-templates';
import { fillForm } from '../../functions/src/domain/forms/fill';
import { formMapFor } from '../../functions/src/domain/forms/form-maps';
import type { CaseSummary } from '../../functions/src/shared/cases/case-views';
import type { DeadlinesView } from '../../functions/src/shared/deadlines/deadline-views';
import type { DocumentReviewResult, DocumentReviewView, NoticeActionResult } from '../../functions/src/shared/documents/review-views';
import { noticePdf, passportPdf, samplePassport, todaysPassportDates } from '../support/document-fixtures';
import { uploadReview } from '../support/review-upload';
import { api, createTestUser, type TestUser } from '../support/stack';

const RECEIPT = 'IOE0912345678';
const NOTICE = {
  receiptNumber: RECEIPT,
  caseType: 'I485',
  receivedDate: '01/15/2026',
  noticeDate: '01/20/2026',
  applicant: 'LUCIA HERNANDEZ',
};
const ANSWERS = {
  'petitioner.familyName': 'Walker',
  'petitioner.givenName': 'James',
  'beneficiary.familyName': 'Hernandez',
  'beneficiary.givenName': 'Lucia',
  'beneficiary.birthDate': '1992-04-17',
};

async function filled(form: string): Promise<Uint8Array> {
  const map = formMapFor(form);
  if (!map) throw new Error(`no map for ${form}`);
  return (await fillForm(await formTemplate(form), map, ANSWERS, { name: 'Lucia Hernandez', aNumber: '' })).bytes;
}

async function review(user: TestUser, files: Array<{ name: string; bytes: Uint8Array }>): Promise<DocumentReviewResult> {
  const { status, review: result } = await uploadReview(user.idToken, files, { category: 'family', country: 'Mexico' });
  expect(status).toBe(201);
  return result;
}

const act = (user: TestUser, reviewId: string, documentId: string, action: string) =>
  api<NoticeActionResult & { error?: { message: string } }>(`/ai-assistant/documents/${reviewId}/notice`, {
    token: user.idToken,
    body: { documentId, action },
  });

describe('the marriage package as the official PDFs', () => {
  let user: TestUser;
  let result: DocumentReviewResult;

  beforeAll(async () => {
    user = await createTestUser('Lucia Hernandez');
    result = await review(user, [
      { name: 'i-485-blank.pdf', bytes: await formTemplate('I-485') },
      { name: 'i-130.pdf', bytes: await filled('I-130') },
      { name: 'i-485.pdf', bytes: await filled('I-485') },
      { name: 'i-864.pdf', bytes: await filled('I-864') },
      { name: 'i-765.pdf', bytes: await filled('I-765') },
      { name: 'passport.pdf', bytes: await passportPdf(samplePassport({ surname: 'Hernandez', givenNames: 'Lucia', nationality: 'MEX' })) },
    ]);
  }, 120_000);

  const doc = (name: string) => result.documents.find((entry) => entry.name === name);

  it('reads each form as itself: the blank one blank, the filled ones part of the filing, each waiting for its signature', () => {
    expect(doc('i-485-blank.pdf')).toMatchObject({ kind: 'form-i-485', wrongDocument: false, satisfies: null });
    expect(doc('i-485-blank.pdf')?.issues.map((issue) => issue.type)).toContain('blank-form');
    for (const [name, kind] of [
      ['i-130.pdf', 'form-i-130'],
      ['i-485.pdf', 'form-i-485'],
      ['i-864.pdf', 'form-i-864'],
      ['i-765.pdf', 'form-i-765'],
    ] as const) {
      expect(doc(name), name).toMatchObject({ kind, wrongDocument: false });
      expect(
        doc(name)?.issues.map((issue) => issue.type),
        name,
      ).toContain('unsigned');
      expect(
        doc(name)?.issues.map((issue) => issue.type),
        name,
      ).not.toContain('wrong-document');
    }
    expect(doc('i-485.pdf')?.identity).toMatchObject({ fullName: 'Lucia Hernandez', dateOfBirth: '1992-04-17' });
    // The I-485's 24 pages are read whole: no page is left unchecked.
    expect(doc('i-485.pdf')?.issues.map((issue) => issue.type)).not.toContain('unreadable');
    expect(doc('i-130.pdf')?.identity).toMatchObject({ fullName: 'James Walker' });
  });

  it("does not count the beneficiary's Mexican passport as the petitioner's status", () => {
    expect(doc('passport.pdf')?.satisfies).toBe('beneficiary-identity');
    expect(result.report.missing.map((item) => item.key)).toContain('sponsor-status');
  });
});

describe('USCIS notices that update the case', () => {
  let owner: TestUser;
  let other: TestUser;

  beforeAll(async () => {
    [owner, other] = await Promise.all([createTestUser('Lucia Hernandez'), createTestUser('Someone Else')]);
  });

  it('tracks the application of a receipt notice once, however often it is uploaded and clicked', async () => {
    const first = await review(owner, [{ name: 'receipt.pdf', bytes: await noticePdf({ ...NOTICE, type: 'receipt' }) }]);
    const notice = first.documents[0]!;
    expect(notice).toMatchObject({ kind: 'uscis-notice', notice: { type: 'receipt', receiptNumber: RECEIPT, formType: 'I-485' } });
    const tracked = await act(owner, first.reviewId, notice.documentId, 'track');
    expect(tracked.status).toBe(200);
    expect(tracked.body).toMatchObject({ created: true, alreadyAdded: false });
    const again = await act(owner, first.reviewId, notice.documentId, 'track');
    expect(again.body).toMatchObject({ caseId: tracked.body.caseId, created: false, alreadyAdded: true });
    const second = await review(owner, [{ name: 'receipt again.pdf', bytes: await noticePdf({ ...NOTICE, type: 'receipt' }) }]);
    expect((await act(owner, second.reviewId, second.documents[0]!.documentId, 'track')).body).toMatchObject({
      caseId: tracked.body.caseId,
      created: false,
    });
    const tracking = await api<{ case: CaseSummary }>(`/cases/${tracked.body.caseId}`, { token: owner.idToken });
    expect(tracking.body.case).toMatchObject({ receiptNumber: RECEIPT, formType: 'I-485', submissionDate: '2026-01-15' });
  });

  it('adds an RFE response deadline once, on the tracked application', async () => {
    const due = new Date(Date.now() + 60 * 86_400_000).toISOString().slice(0, 10);
    const [y, m, d] = due.split('-');
    const rfe = await review(owner, [{ name: 'rfe.pdf', bytes: await noticePdf({ ...NOTICE, type: 'rfe', date: `${m}/${d}/${y}` }) }]);
    const documentId = rfe.documents[0]!.documentId;
    expect(rfe.documents[0]?.notice).toMatchObject({ type: 'rfe', responseDueDate: due });
    const added = await act(owner, rfe.reviewId, documentId, 'deadline');
    expect(added.status).toBe(200);
    expect(added.body).toMatchObject({
      created: false,
      alreadyAdded: false,
      reminderId: expect.stringContaining('_rfe-response-') as string,
    });
    expect((await act(owner, rfe.reviewId, documentId, 'deadline')).body).toMatchObject({
      reminderId: added.body.reminderId,
      alreadyAdded: true,
    });
    const deadlines = await api<DeadlinesView>('/deadlines', { token: owner.idToken });
    expect(deadlines.body.deadlines.filter((deadline) => deadline.kind === 'rfe-response' && deadline.dueDate === due)).toHaveLength(1);
    // A receipt notice has no deadline to add.
    expect((await act(owner, rfe.reviewId, documentId, 'appointment')).status).toBe(400);
  });

  it('adds a biometrics appointment once, at the time and place the notice prints', async () => {
    const biometrics = await review(owner, [
      {
        name: 'asc.pdf',
        bytes: await noticePdf({
          ...NOTICE,
          type: 'biometrics',
          date: '02/10/2031',
          time: '2:30 PM',
          place: 'USCIS Dallas Application Support Center',
        }),
      },
    ]);
    const documentId = biometrics.documents[0]!.documentId;
    expect(biometrics.documents[0]?.kind).toBe('biometrics-notice');
    const added = await act(owner, biometrics.reviewId, documentId, 'appointment');
    expect(added.status).toBe(200);
    const again = await act(owner, biometrics.reviewId, documentId, 'appointment');
    expect(again.body).toMatchObject({ appointmentId: added.body.appointmentId, alreadyAdded: true });
    const appointment = await api<{ appointment: { type: string; place: string; caseId: string } }>(
      `/appointments/${added.body.appointmentId}`,
      {
        token: owner.idToken,
      },
    );
    expect(appointment.body.appointment).toMatchObject({
      type: 'biometrics',
      place: 'USCIS Dallas Application Support Center',
      caseId: added.body.caseId,
    });
  });

  it('approves the tracked application from its approval notice, once, with one line on its timeline', async () => {
    const approval = await review(owner, [{ name: 'approval.pdf', bytes: await noticePdf({ ...NOTICE, type: 'approval' }) }]);
    const documentId = approval.documents[0]!.documentId;
    expect(approval.documents[0]?.notice).toMatchObject({ type: 'approval', receiptNumber: RECEIPT });
    const before = await api<{ case: CaseSummary }>(`/cases/${(await act(owner, approval.reviewId, documentId, 'track')).body.caseId}`, {
      token: owner.idToken,
    });
    expect(before.body.case.status).toBe('Approved');
    const again = await act(owner, approval.reviewId, documentId, 'track');
    expect(again.body).toMatchObject({ created: false, alreadyAdded: true });
    const after = await api<{ case: CaseSummary }>(`/cases/${again.body.caseId}`, { token: owner.idToken });
    expect(after.body.case.status).toBe('Approved');
    expect(after.body.case.timeline).toHaveLength(before.body.case.timeline.length);
  });

  it('answers 404 to the other user and for a document that is no notice, and 400 to an unknown action', async () => {
    const mine = await review(owner, [{ name: 'receipt.pdf', bytes: await noticePdf({ ...NOTICE, type: 'receipt' }) }]);
    const documentId = mine.documents[0]!.documentId;
    expect((await act(other, mine.reviewId, documentId, 'track')).status).toBe(404);
    expect((await act(owner, mine.reviewId, 'not-a-document', 'track')).status).toBe(404);
    expect((await act(owner, mine.reviewId, documentId, 'celebrate')).status).toBe(400);
  });
});

/** A marriage case of the user's whose answers name James Walker, the petitioner, and Lucia Hernandez, the beneficiary. */
async function marriageCase(user: TestUser): Promise<string> {
  const opened = await api<{ caseId: string }>('/cases', { token: user.idToken, body: { goal: 'marriage-adjustment' } });
  const saved = await api(`/cases/${opened.body.caseId}/answers`, { method: 'PUT', token: user.idToken, body: { answers: ANSWERS } });
  expect(saved.status).toBe(200);
  return opened.body.caseId;
}

describe("whose document: a review for a case matches each file to the case's people", () => {
  it("tells the petitioner's passport from the beneficiary's by name and birth date, and counts each for its own person", async () => {
    const user = await createTestUser('Lucia Hernandez');
    const caseId = await marriageCase(user);
    const { status, review: result } = await uploadReview(
      user.idToken,
      [
        {
          name: 'her passport.pdf',
          bytes: await passportPdf(samplePassport({ surname: 'Hernandez', givenNames: 'Lucia', birth: '1992-04-17', nationality: 'MEX' })),
        },
        {
          name: 'his passport.pdf',
          bytes: await passportPdf(samplePassport({ surname: 'Walker', givenNames: 'James', nationality: 'USA', number: 'X9988776' })),
        },
      ],
      { category: 'family', country: 'Mexico', caseId },
    );
    expect(status).toBe(201);
    const byName = Object.fromEntries(result.documents.map((document) => [document.name, document]));
    expect(byName['her passport.pdf']).toMatchObject({ person: 'beneficiary', satisfies: 'beneficiary-identity' });
    expect(byName['his passport.pdf']).toMatchObject({ person: 'petitioner', satisfies: 'sponsor-status' });
    // A marriage case is prepared inside the U.S.: the I-485 and its medical exam are required.
    expect(result.report.missing.map((item) => item.key)).toEqual(expect.arrayContaining(['form-i-485', 'form-i-693']));

    // The user says his passport is the beneficiary's after all: the petitioner's status is missing again, and back.
    const his = byName['his passport.pdf']!.documentId;
    const say = (token: string, person: string | null, documentId = his) =>
      api<DocumentReviewView>(`/ai-assistant/documents/${result.reviewId}/person`, { token, body: { documentId, person } });
    const corrected = await say(user.idToken, 'beneficiary');
    expect(corrected.status).toBe(200);
    expect(corrected.body.documents.find((document) => document.documentId === his)).toMatchObject({ person: 'beneficiary' });
    expect(corrected.body.report.missing.map((item) => item.key)).toContain('sponsor-status');
    const back = await say(user.idToken, 'petitioner');
    expect(back.body.documents.find((document) => document.documentId === his)).toMatchObject({
      person: 'petitioner',
      satisfies: 'sponsor-status',
    });
    expect(back.body.report.missing.map((item) => item.key)).not.toContain('sponsor-status');
    const stored = await api<DocumentReviewView>(`/ai-assistant/documents/${result.reviewId}`, { token: user.idToken });
    expect(stored.body.report).toEqual(back.body.report);

    // Nobody else may say it, a file not in the review is 404, and a person not of the case's kinds is 400.
    const other = await createTestUser('Someone Else');
    expect((await say(other.idToken, 'beneficiary')).status).toBe(404);
    expect((await say(user.idToken, 'beneficiary', 'not-a-document')).status).toBe(404);
    expect((await say(user.idToken, 'neighbour')).status).toBe(400);
  });
});

describe('whose document: a review made outside a case, then added to one', () => {
  it("matches its files to the case's people, and its issues and report name them", async () => {
    const user = await createTestUser('Lucia Hernandez');
    const caseId = await marriageCase(user);
    const expired = await passportPdf(
      samplePassport({ surname: 'Hernandez', givenNames: 'Lucia', birth: '1992-04-17', expiry: todaysPassportDates.expired }),
    );
    const made = await review(user, [{ name: 'her passport.pdf', bytes: expired }]);
    expect(made.documents[0]).toMatchObject({ person: null });
    expect(made.documents[0]?.issues.find((issue) => issue.type === 'expired')?.details).not.toContain("beneficiary's");

    const added = await api<{ caseId: string; review: DocumentReviewView }>(`/ai-assistant/documents/${made.reviewId}/case`, {
      token: user.idToken,
      body: { caseId },
    });
    expect(added.status, JSON.stringify(added.body)).toBe(200);
    const document = added.body.review.documents[0];
    expect(document).toMatchObject({ person: 'beneficiary', satisfies: 'beneficiary-identity' });
    expect(document?.issues.find((issue) => issue.type === 'expired')?.details).toContain("her passport.pdf (the beneficiary's document)");
    expect(added.body.review.report.issues).toContainEqual(
      expect.stringContaining("her passport.pdf (the beneficiary's document) expired"),
    );
    const stored = await api<DocumentReviewView>(`/ai-assistant/documents/${made.reviewId}`, { token: user.idToken });
    expect(stored.body.documents[0]?.person).toBe('beneficiary');
  });
});
