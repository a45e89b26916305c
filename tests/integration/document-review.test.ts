// Document review against the stack, with two real users: POST /ai-assistant/documents (the 201 answer, each issue
// type from made-up documents, the limits), the review's follow-ups (read, report PDF, reset, add to case, chat), and
// that another user's review, report, case or chat answers 404 everywhere.
import { getApps, initializeApp } from 'firebase-admin/app';
import { getStorage } from 'firebase-admin/storage';
import { beforeAll, describe, expect, it } from 'vitest';
import {
  bankStatementPdf,
  birthCertificatePdf,
  blankImage,
  corruptPdf,
  formPdf,
  marriageCertificatePdf,
  samplePassport,
  todaysPassportDates,
  passportPdf,
} from '../support/document-fixtures';
import type { DocumentReviewResult, DocumentReviewView, IssueType } from '../../functions/src/shared/documents/review-views';
import {
  FILE_TOO_LARGE_MESSAGE,
  REVIEW_TYPES_MESSAGE,
  SELECT_COUNTRY_MESSAGE,
  TOO_MANY_FILES_MESSAGE,
} from '../../functions/src/shared/documents/review-inputs';
import { API_URL, api, createTestUser, PROJECT_ID, type TestUser } from '../support/stack';
import { renderEnglish, renderIssue } from '../../functions/src/domain/i18n/render';

interface ErrorBody {
  error: { code: string; message: string; fields?: Record<string, string> };
}

interface UploadFile {
  name: string;
  bytes: Buffer;
  type?: string;
}

const MB = 1024 * 1024;
const FAMILY = { category: 'family', country: 'Mexico', comment: 'Please check my family petition.' };

/** POST /ai-assistant/documents through Hosting, as the browser sends it (FormData). */
async function review<T = DocumentReviewResult>(
  token: string,
  files: readonly UploadFile[],
  fields: Record<string, string> = FAMILY,
): Promise<{ status: number; body: T }> {
  const form = new FormData();
  for (const [key, value] of Object.entries(fields)) form.append(key, value);
  for (const file of files)
    form.append('files', new Blob([new Uint8Array(file.bytes)], { type: file.type ?? 'application/pdf' }), file.name);
  const res = await fetch(`${API_URL}/ai-assistant/documents`, {
    method: 'POST',
    headers: { authorization: `Bearer ${token}` },
    body: form,
  });
  return { status: res.status, body: (await res.json()) as T };
}

async function created(
  token: string,
  files: readonly UploadFile[],
  fields: Record<string, string> = FAMILY,
): Promise<DocumentReviewResult> {
  const res = await review(token, files, fields);
  expect(res.status, JSON.stringify(res.body)).toBe(201);
  return res.body;
}

const bucket = () => getStorage(getApps()[0] ?? initializeApp({ projectId: PROJECT_ID })).bucket(`${PROJECT_ID}.appspot.com`);
const storedFiles = async (prefix: string): Promise<string[]> => (await bucket().getFiles({ prefix }))[0].map((file) => file.name);

const issueTypes = (result: DocumentReviewResult): Set<IssueType> =>
  new Set([
    ...result.documents.flatMap((doc) => doc.issues.map((issue) => issue.type)),
    ...(result.report.missing.length > 0 ? (['missing-document'] as const) : []),
  ]);

// Made-up people and documents (functions/src/extraction/testing/document-fixtures.ts renders them).
const APPLICANT = 'Anna Maria Eriksson';
const dates = todaysPassportDates;
const passport = samplePassport;

describe('document review', () => {
  let alice: TestUser;
  let bob: TestUser;
  let family: UploadFile[];

  beforeAll(async () => {
    // Alice's profile name is the applicant's, as the documents print it.
    [alice, bob] = await Promise.all([createTestUser(APPLICANT), createTestUser('Bob Stone')]);
    family = [
      {
        name: 'I-130 petition.pdf',
        bytes: await formPdf({ form: 'I-130', edition: '04/01/24', petitioner: APPLICANT, beneficiary: 'Omar Haddad' }),
      },
      { name: 'marriage.pdf', bytes: await marriageCertificatePdf({ spouse1: APPLICANT, spouse2: 'Omar Haddad' }) },
      { name: 'I-864.pdf', bytes: await formPdf({ form: 'I-864', edition: '10/17/24', sponsor: APPLICANT }) },
      // The petitioner's U.S. passport: the status a U.S. citizen petitioner proves.
      { name: 'passport.pdf', bytes: await passportPdf(passport({ nationality: 'USA' })) },
      { name: 'bank statement.pdf', bytes: await bankStatementPdf({ holder: APPLICANT }) },
    ];
  });

  describe('POST /ai-assistant/documents', () => {
    it('answers 201 with every file reviewed and the report, and stores the files under the user', async () => {
      const result = await created(alice.idToken, family);
      expect(result).toEqual({
        reviewId: expect.stringMatching(/^[A-Za-z0-9_-]{1,128}$/),
        caseId: null,
        documents: expect.any(Array),
        report: {
          reportId: expect.any(String),
          title: expect.any(String),
          summary: expect.any(String),
          issues: expect.any(Array),
          recommendations: expect.any(Array),
          missing: [],
        },
      });
      expect(result.documents.map((doc) => [doc.name, doc.kind, doc.satisfies])).toEqual([
        ['I-130 petition.pdf', 'form-i-130', 'form-i-130'],
        ['marriage.pdf', 'marriage-certificate', 'relationship-proof'],
        ['I-864.pdf', 'form-i-864', 'form-i-864'],
        ['passport.pdf', 'passport', 'sponsor-status'],
        ['bank statement.pdf', 'bank-statement', 'financial-evidence'],
      ]);
      for (const doc of result.documents) {
        expect(doc).toEqual({
          documentId: expect.any(String),
          name: expect.any(String),
          kind: expect.any(String),
          kindLabel: expect.any(String),
          wrongDocument: false,
          satisfies: expect.any(String),
          identity: expect.any(Object),
          issues: expect.any(Array),
          extraction: { method: 'pdf-text', characters: expect.any(Number) },
          // No USCIS notice among them, and no case whose people they could belong to.
          notice: null,
          person: null,
        });
        expect(doc.extraction.characters).toBeGreaterThan(50);
        // Nothing wrong with these: at most a note.
        expect(
          doc.issues.filter((issue) => issue.severity !== 'info'),
          doc.name,
        ).toEqual([]);
      }
      expect(result.documents.find((doc) => doc.kind === 'passport')?.identity).toMatchObject({
        documentNumber: 'X4821937',
        dateOfBirth: '1990-03-14',
        expiryDate: dates.valid,
      });

      const stored = await storedFiles(`users/${alice.uid}/reviews/${result.reviewId}/`);
      expect(stored.sort()).toEqual(
        ['I-130-petition.pdf', 'marriage.pdf', 'I-864.pdf', 'passport.pdf', 'bank-statement.pdf']
          .map((name) => `users/${alice.uid}/reviews/${result.reviewId}/${name}`)
          .sort(),
      );

      const view = await api<DocumentReviewView>(`/ai-assistant/documents/${result.reviewId}`, { token: alice.idToken });
      expect(view.status).toBe(200);
      expect(view.body).toEqual({
        ...result,
        category: 'family',
        country: 'Mexico',
        comment: FAMILY.comment,
        createdAt: expect.any(String),
        share: null,
      });
      expect(JSON.stringify(view.body)).not.toContain('users/');

      const notifications = await api<{ notifications: Array<{ message: string; link: string | null }> }>('/notifications', {
        token: alice.idToken,
      });
      expect(notifications.body.notifications).toContainEqual(
        expect.objectContaining({
          message: expect.stringMatching(/^Document review completed: 5 files checked/),
          link: `/ai-assistant/documents?review=${result.reviewId}`,
        }),
      );
    });

    it('finds a wrong document, expired and expiring passports, a broken MRZ and the documents missing', async () => {
      const result = await created(
        alice.idToken,
        [
          { name: 'statement.pdf', bytes: await bankStatementPdf({ holder: APPLICANT }) },
          { name: 'old passport.pdf', bytes: await passportPdf(passport({ number: 'X1111111', expiry: dates.expired })) },
          { name: 'passport soon.pdf', bytes: await passportPdf(passport({ number: 'X2222222', expiry: dates.soon })) },
          { name: 'passport bad zone.pdf', bytes: await passportPdf(passport({ number: 'X3333333', corruptCheckDigit: true })) },
        ],
        { category: 'diversity', country: 'Mexico', comment: '' },
      );
      const byName = Object.fromEntries(result.documents.map((doc) => [doc.name, doc]));
      expect(byName['statement.pdf']).toMatchObject({ kind: 'bank-statement', wrongDocument: true, satisfies: null });
      expect(byName['statement.pdf']?.issues.map((i) => i.type)).toContain('wrong-document');
      expect(byName['old passport.pdf']?.issues.map((i) => i.type)).toContain('expired');
      expect(byName['passport soon.pdf']?.issues.map((i) => i.type)).toContain('expires-soon');
      expect(byName['passport bad zone.pdf']?.issues.map((i) => i.type)).toContain('invalid-mrz');
      expect(result.report.missing.map((m) => m.key).sort()).toEqual(['entry-confirmation', 'passport-photo']);
      for (const issue of result.documents.flatMap((doc) => doc.issues)) expect(issue.details.length, issue.type).toBeGreaterThan(20);
    });

    it("finds an outdated form edition, a duplicate, unreadable files and someone else's name among the sponsor's documents", async () => {
      const i130 = await formPdf({ form: 'I-130', edition: '02/13/19', petitioner: APPLICANT, beneficiary: 'Omar Haddad' });
      const result = await created(alice.idToken, [
        { name: 'old I-130.pdf', bytes: i130 },
        { name: 'I-130 again.pdf', bytes: i130 },
        { name: 'passport.pdf', bytes: await passportPdf(passport()) },
        // Someone else altogether, where the sponsor's financial evidence belongs.
        { name: 'statement.pdf', bytes: await bankStatementPdf({ holder: 'Johan Petersson' }) },
        { name: 'damaged.pdf', bytes: corruptPdf() },
        { name: 'blank.png', bytes: await blankImage(), type: 'image/png' },
      ]);
      const typesOf = (name: string) => result.documents.find((doc) => doc.name === name)?.issues.map((i) => i.type) ?? [];
      expect(typesOf('old I-130.pdf')).toContain('outdated-form-edition');
      expect(typesOf('I-130 again.pdf')).toContain('duplicate');
      expect(typesOf('statement.pdf')).toContain('name-mismatch');
      const unreadable = result.documents.filter((doc) => doc.issues.some((i) => i.type === 'unreadable')).map((doc) => doc.name);
      expect(unreadable.sort()).toEqual(['blank.png', 'damaged.pdf']);
      expect(result.documents.find((doc) => doc.name === 'blank.png')?.extraction.method).toBe('ocr');
    });

    it("finds a birth date that disagrees among the applicant's own documents", async () => {
      const result = await created(
        alice.idToken,
        [
          { name: 'I-589.pdf', bytes: await formPdf({ form: 'I-589', edition: '01/20/25', applicant: APPLICANT }) },
          { name: 'passport.pdf', bytes: await passportPdf(passport()) },
          // The same person by name, born on another day than the passport says.
          { name: 'birth certificate.pdf', bytes: await birthCertificatePdf({ childName: APPLICANT, birth: '1991-07-02' }) },
        ],
        { category: 'refugee', country: 'Mexico', comment: '' },
      );
      expect(result.documents.find((doc) => doc.name === 'birth certificate.pdf')?.issues.map((i) => i.type)).toContain(
        'date-of-birth-mismatch',
      );
      // The names agree (profile, form, passport, certificate), in whatever case and order they are printed.
      expect(issueTypes(result).has('name-mismatch')).toBe(false);
    });

    it('answers 413 for 11 files and for a file over 10 MB', async () => {
      const pdf = await passportPdf(passport());
      const eleven = await review<ErrorBody>(
        alice.idToken,
        Array.from({ length: 11 }, (_, i) => ({ name: `p${i}.pdf`, bytes: pdf })),
      );
      expect(eleven.status).toBe(413);
      expect(eleven.body.error.message).toBe(renderEnglish(TOO_MANY_FILES_MESSAGE));
      const big = await review<ErrorBody>(alice.idToken, [{ name: 'big.pdf', bytes: Buffer.concat([pdf, Buffer.alloc(11 * MB, 0x20)]) }]);
      expect(big.status).toBe(413);
      expect(big.body.error.message).toBe(renderEnglish(FILE_TOO_LARGE_MESSAGE));
    });

    it('answers 413, never 500, for a form over the 32 MB that Cloud Functions (and its emulator) read before the API', async () => {
      // Four files of 8.5 MB: each within 10 MB and all within 50 MB, but the platform refuses the body before the API
      // runs (the emulator with body-parser's own 413 page, functionsEmulatorRuntime.js bodyParserLimit "32mb").
      const pdf = Buffer.concat([await passportPdf(passport()), Buffer.alloc(8.5 * MB, 0x20)]);
      const res = await fetch(`${API_URL}/ai-assistant/documents`, {
        method: 'POST',
        headers: { authorization: `Bearer ${alice.idToken}` },
        body: (() => {
          const form = new FormData();
          for (const [key, value] of Object.entries(FAMILY)) form.append(key, value);
          for (let i = 0; i < 4; i += 1)
            form.append('files', new Blob([new Uint8Array(pdf)], { type: 'application/pdf' }), `part-${i}.pdf`);
          return form;
        })(),
      });
      expect(res.status).toBe(413);
      await res.arrayBuffer();
      expect((await api('/verify', { token: alice.idToken })).status).toBe(200);
    });

    it('answers 415 for a file that is not what it is named, judged by its first bytes', async () => {
      const exe = Buffer.concat([Buffer.from('MZ\x90\x00\x03\x00\x00\x00\x04\x00', 'latin1'), Buffer.alloc(512, 0)]);
      for (const bytes of [exe, Buffer.from('Passport No: X4821937\nthis is plain text, not a PDF\n')]) {
        const res = await review<ErrorBody>(alice.idToken, [{ name: 'passport.pdf', bytes }]);
        expect(res.status).toBe(415);
        expect(res.body.error).toEqual({ code: 'unsupported-media-type', message: renderEnglish(REVIEW_TYPES_MESSAGE) });
      }
      // A real PNG named .pdf is reviewed as the image it is.
      const png = await review(alice.idToken, [{ name: 'scan.pdf', bytes: await blankImage(400, 400), type: 'application/pdf' }]);
      expect(png.status).toBe(201);
      expect(png.body.documents[0]?.extraction.method).toBe('ocr');
    });

    it('answers 400 with field messages for a bad category or country, and for no files', async () => {
      const pdf = await passportPdf(passport());
      const res = await review<ErrorBody>(alice.idToken, [{ name: 'p.pdf', bytes: pdf }], {
        category: 'cooking',
        country: 'Atlantis',
        comment: '',
      });
      expect(res.status).toBe(400);
      expect(res.body.error.fields).toEqual({
        category: 'Choose a document category',
        country: renderIssue('en', { message: SELECT_COUNTRY_MESSAGE }),
      });
      const none = await review<ErrorBody>(alice.idToken, [], FAMILY);
      expect(none.status).toBe(400);
      expect(none.body.error.fields).toEqual({ files: 'Choose at least one file' });
    });
  });

  describe("another user's review", () => {
    let aliceReview: DocumentReviewResult;
    let bobCase: string;
    let aliceCase: string;
    let aliceChat: string;

    beforeAll(async () => {
      aliceReview = await created(alice.idToken, family.slice(0, 1));
      bobCase = String((await api('/cases', { token: bob.idToken, body: {} })).body['caseId']);
      aliceCase = String((await api('/cases', { token: alice.idToken, body: {} })).body['caseId']);
      aliceChat = String(
        (await api(`/ai-assistant/documents/${aliceReview.reviewId}/chat`, { token: alice.idToken, method: 'POST' })).body['chatId'],
      );
    });

    it('answers 404 to every route, exactly as a missing one', async () => {
      const id = aliceReview.reviewId;
      const calls: Array<[string, { method?: string; body?: unknown }]> = [
        [`/ai-assistant/documents/${id}`, {}],
        [`/ai-assistant/documents/${id}/report.pdf`, {}],
        [`/ai-assistant/documents/${id}/case`, { body: { caseId: bobCase } }],
        [`/ai-assistant/documents/${id}/case`, { body: { newCase: true } }],
        [`/ai-assistant/documents/${id}/share`, { method: 'POST' }],
        [`/ai-assistant/documents/${id}/share`, { method: 'DELETE' }],
        [`/ai-assistant/documents/${id}/chat`, { method: 'POST' }],
        ['/ai-assistant/documents/reset', { body: { reviewId: id } }],
      ];
      for (const [path, options] of calls) {
        const theirs = await api<ErrorBody>(path, { token: bob.idToken, ...options });
        const missing = await api<ErrorBody>(path.replace(id, 'missingReview123'), {
          token: bob.idToken,
          ...options,
          ...(options.body && JSON.stringify(options.body).includes(id) ? { body: { reviewId: 'missingReview123' } } : {}),
        });
        expect(theirs.status, `${options.method ?? 'GET'} ${path}`).toBe(404);
        expect(theirs.body, path).toEqual(missing.body);
      }
      // Alice's review is untouched.
      expect((await api(`/ai-assistant/documents/${id}`, { token: alice.idToken })).status).toBe(200);
      expect(await storedFiles(`users/${alice.uid}/reviews/${id}/`)).toHaveLength(1);
    });

    it("answers 404 for another user's case or chat named with an upload, and stores nothing", async () => {
      const before = await storedFiles(`users/${bob.uid}/reviews/`);
      for (const fields of [
        { ...FAMILY, caseId: aliceCase },
        { ...FAMILY, chatId: aliceChat },
      ]) {
        const res = await review<ErrorBody>(bob.idToken, family.slice(0, 1), fields);
        expect(res.status).toBe(404);
      }
      expect((await review<ErrorBody>(bob.idToken, family.slice(0, 1), { ...FAMILY, caseId: 'missingCase123' })).body.error.message).toBe(
        'Case not found',
      );
      expect(await storedFiles(`users/${bob.uid}/reviews/`)).toEqual(before);
    });

    it("answers 404 when Alice adds her review to Bob's case", async () => {
      const res = await api<ErrorBody>(`/ai-assistant/documents/${aliceReview.reviewId}/case`, {
        token: alice.idToken,
        body: { caseId: bobCase },
      });
      expect(res.status).toBe(404);
      expect(res.body.error.message).toBe('Case not found');
    });
  });

  describe("the review's follow-ups", () => {
    it('serves the report as a PDF download', async () => {
      const { reviewId } = await created(alice.idToken, family.slice(0, 2));
      const res = await fetch(`${API_URL}/ai-assistant/documents/${reviewId}/report.pdf`, {
        headers: { authorization: `Bearer ${alice.idToken}` },
      });
      expect(res.status).toBe(200);
      expect(res.headers.get('content-type')).toBe('application/pdf');
      expect(res.headers.get('content-disposition')).toMatch(/^attachment; filename="document-review-\d{4}-\d{2}-\d{2}\.pdf"$/);
      expect(
        Buffer.from(await res.arrayBuffer())
          .subarray(0, 5)
          .toString(),
      ).toBe('%PDF-');
    });

    it('reset discards the review and its files; without an id, the latest review in no case', async () => {
      const first = await created(alice.idToken, family.slice(0, 1));
      expect(await storedFiles(`users/${alice.uid}/reviews/${first.reviewId}/`)).toHaveLength(1);
      expect((await api(`/ai-assistant/documents/reset`, { token: alice.idToken, body: { reviewId: first.reviewId } })).status).toBe(204);
      expect((await api(`/ai-assistant/documents/${first.reviewId}`, { token: alice.idToken })).status).toBe(404);
      expect(await storedFiles(`users/${alice.uid}/reviews/${first.reviewId}/`)).toEqual([]);
      expect((await api(`/ai-assistant/documents/reset`, { token: alice.idToken, body: { reviewId: first.reviewId } })).status).toBe(404);

      const latest = await created(alice.idToken, family.slice(1, 2));
      // As the web sends it on 'Re-upload': no body at all.
      expect((await api('/ai-assistant/documents/reset', { token: alice.idToken, method: 'POST' })).status).toBe(204);
      expect((await api(`/ai-assistant/documents/${latest.reviewId}`, { token: alice.idToken })).status).toBe(404);
      expect(await storedFiles(`users/${alice.uid}/reviews/${latest.reviewId}/`)).toEqual([]);
    });

    it('adds the review to an existing case once: the files show among its attachments, twice is the same', async () => {
      const caseId = String((await api('/cases', { token: alice.idToken, body: {} })).body['caseId']);
      const result = await created(alice.idToken, family.slice(0, 3));
      const added = await api<{ caseId: string; review: DocumentReviewView }>(`/ai-assistant/documents/${result.reviewId}/case`, {
        token: alice.idToken,
        body: { caseId },
      });
      expect(added.status).toBe(200);
      expect(added.body.caseId).toBe(caseId);
      expect(added.body.review).toMatchObject({ reviewId: result.reviewId, caseId });

      // Copies among Alice's documents: a name she already has there gets a number.
      const names = ['I-130-petition', 'marriage', 'I-864'].map((stem) => expect.stringMatching(new RegExp(`^${stem}(-\\d+)?\\.pdf$`)));
      const read = async () =>
        (await api<{ case: { attachments: string[]; timeline: Array<{ event: string }> } }>(`/cases/${caseId}`, { token: alice.idToken }))
          .body.case;
      const afterFirst = await read();
      expect(afterFirst.attachments).toEqual(expect.arrayContaining(names));
      expect(afterFirst.attachments).toHaveLength(3);
      expect(afterFirst.timeline.map((entry) => entry.event)).toContainEqual(expect.stringMatching(/^Document review added: 3 files/));

      const again = await api(`/ai-assistant/documents/${result.reviewId}/case`, { token: alice.idToken, body: { caseId } });
      expect(again.status).toBe(200);
      expect(await read()).toEqual(afterFirst);

      const files = await api<{ documents: Array<{ name: string; caseId: string | null }> }>(`/documents?caseId=${caseId}`, {
        token: alice.idToken,
      });
      expect(files.body.documents.map((doc) => doc.name).sort()).toEqual([...afterFirst.attachments].sort());
      const details = await api<{ reports: Array<{ reportId: string }> }>(`/cases/${caseId}/details`, { token: alice.idToken });
      expect(details.body.reports.map((r) => r.reportId)).toContain(result.report.reportId);

      // A review in a case stays there: not moved to another case, not reset.
      const other = String((await api('/cases', { token: alice.idToken, body: {} })).body['caseId']);
      expect(
        (await api<ErrorBody>(`/ai-assistant/documents/${result.reviewId}/case`, { token: alice.idToken, body: { caseId: other } })).status,
      ).toBe(409);
      expect(
        (await api<ErrorBody>('/ai-assistant/documents/reset', { token: alice.idToken, body: { reviewId: result.reviewId } })).status,
      ).toBe(409);
      expect((await api(`/ai-assistant/documents/${result.reviewId}`, { token: alice.idToken })).status).toBe(200);
    });

    it('adds the review to a new Draft case of its category', async () => {
      const result = await created(alice.idToken, family.slice(3, 5));
      const added = await api<{ caseId: string; review: DocumentReviewView }>(`/ai-assistant/documents/${result.reviewId}/case`, {
        token: alice.idToken,
        body: { newCase: true },
      });
      expect(added.status).toBe(200);
      const opened = (
        await api<{ case: { status: string; category: string; applicant: string; attachments: string[] } }>(`/cases/${added.body.caseId}`, {
          token: alice.idToken,
        })
      ).body.case;
      expect(opened).toMatchObject({ status: 'Draft', category: 'Family-Based', applicant: APPLICANT });
      expect(opened.attachments.sort()).toEqual([
        expect.stringMatching(/^bank-statement(-\d+)?\.pdf$/),
        expect.stringMatching(/^passport(-\d+)?\.pdf$/),
      ]);
      // Asked again, it stays in that case rather than opening another.
      const again = await api<{ caseId: string }>(`/ai-assistant/documents/${result.reviewId}/case`, {
        token: alice.idToken,
        body: { newCase: true },
      });
      expect(again.body.caseId).toBe(added.body.caseId);
    });

    it('adds a review uploaded with a caseId to that case at once', async () => {
      const caseId = String((await api('/cases', { token: alice.idToken, body: {} })).body['caseId']);
      const result = await created(alice.idToken, family.slice(1, 2), { ...FAMILY, caseId });
      expect(result.caseId).toBe(caseId);
      expect((await api<{ case: { attachments: string[] } }>(`/cases/${caseId}`, { token: alice.idToken })).body.case.attachments).toEqual([
        expect.stringMatching(/^marriage(-\d+)?\.pdf$/),
      ]);
    });

    it('starts a chat of the caller that opens with the report', async () => {
      const { reviewId } = await created(alice.idToken, family.slice(0, 1));
      const res = await api<{ chatId: string }>(`/ai-assistant/documents/${reviewId}/chat`, { token: alice.idToken, method: 'POST' });
      expect(res.status).toBe(201);
      expect((await api(`/chats/${res.body.chatId}/messages`, { token: alice.idToken })).status).toBe(200);
      expect((await api(`/chats/${res.body.chatId}/messages`, { token: bob.idToken })).status).toBe(404);
    });
  });
});
