// Share Report against the stack: a link made by the review's owner opens a public, read-only report signed out, with
// document numbers masked and no file reachable; a new link replaces the old one; revoked, expired, unknown and reset
// links all answer the same 404; and another user can neither make nor revoke a link to someone else's review.
import { getApps, initializeApp } from 'firebase-admin/app';
import { getFirestore, Timestamp } from 'firebase-admin/firestore';
import { createHash, randomBytes } from 'node:crypto';
import { beforeAll, describe, expect, it } from 'vitest';
import { passportDates, passportPdf } from '../../functions/src/extraction/testing/document-fixtures';
import type {
  DocumentReviewResult,
  DocumentReviewView,
  SharedReportView,
  ShareLink,
} from '../../functions/src/shared/documents/review-views';
import { uploadReview } from '../support/review-upload';
import { APP_URL, api, createTestUser, PROJECT_ID, type TestUser } from '../support/stack';

interface ErrorBody {
  error: { code: string; message: string };
}

const firestore = () => getFirestore(getApps()[0] ?? initializeApp({ projectId: PROJECT_ID }));

const PASSPORT_NUMBER = 'K7310492';
const APPLICANT = 'Lena Sofia Lindqvist';

async function reviewPassport(user: TestUser): Promise<DocumentReviewResult> {
  const pdf = await passportPdf({
    surname: 'Lindqvist',
    givenNames: 'Lena Sofia',
    number: PASSPORT_NUMBER,
    nationality: 'MEX',
    birth: '1988-11-02',
    expiry: passportDates(new Date().toISOString().slice(0, 10)).valid,
    sex: 'F',
  });
  const { status, review } = await uploadReview(user.idToken, [{ name: 'my passport.pdf', bytes: pdf }], {
    category: 'diversity',
    country: 'Mexico',
    comment: '',
  });
  expect(status).toBe(201);
  return review;
}

const share = (user: TestUser, reviewId: string) =>
  api<ShareLink>(`/ai-assistant/documents/${reviewId}/share`, { token: user.idToken, method: 'POST' });
const revoke = (user: TestUser, reviewId: string) =>
  api(`/ai-assistant/documents/${reviewId}/share`, { token: user.idToken, method: 'DELETE' });
/** The public page's data, signed out (no Authorization header at all). */
const open = <T = SharedReportView>(token: string) => api<T>(`/shared/reports/${token}`);

describe('report share links', () => {
  let alice: TestUser;
  let bob: TestUser;
  let reviewed: DocumentReviewResult;
  let notFoundBody: ErrorBody;

  beforeAll(async () => {
    [alice, bob] = await Promise.all([createTestUser(APPLICANT), createTestUser('Bob Stone')]);
    reviewed = await reviewPassport(alice);
    const unknown = await open<ErrorBody>(randomBytes(32).toString('base64url'));
    expect(unknown.status).toBe(404);
    notFoundBody = unknown.body;
  });

  it('makes a link that opens the report signed out, with the number masked and no file reachable', async () => {
    const res = await share(alice, reviewed.reviewId);
    expect(res.status).toBe(201);
    const link = res.body;
    expect(link.token).toMatch(/^[A-Za-z0-9_-]{43}$/);
    expect(link.url).toBe(`${APP_URL}/shared/reports/${link.token}`);
    // Only the token's hash is kept, and it is the link's id.
    expect(link.shareId).toBe(createHash('sha256').update(link.token).digest('hex'));
    const days = (Date.parse(link.expiresAt) - Date.now()) / 86_400_000;
    expect(days).toBeGreaterThan(6.99);
    expect(days).toBeLessThanOrEqual(7);

    const page = await open(link.token);
    expect(page.status).toBe(200);
    expect(page.headers.get('cache-control')).toBe('no-store');
    expect(page.body).toEqual({
      title: reviewed.report.title,
      summary: expect.any(String),
      issues: expect.any(Array),
      recommendations: expect.any(Array),
      missing: reviewed.report.missing,
      categoryLabel: 'Diversity Visa Lottery',
      country: 'Mexico',
      documents: [
        { name: 'my passport.pdf', kindLabel: 'Passport', wrongDocument: false, identity: expect.any(Object), issues: expect.any(Array) },
      ],
      createdAt: expect.any(String),
      expiresAt: link.expiresAt,
    });
    expect(page.body.documents[0]?.identity).toMatchObject({ fullName: expect.stringMatching(/lindqvist/i), documentNumber: '****0492' });
    const text = JSON.stringify(page.body);
    for (const secret of [
      PASSPORT_NUMBER,
      alice.uid,
      alice.email,
      reviewed.reviewId,
      'users/',
      'storagePath',
      'documentId',
      'sha256',
      '1988-11-02',
    ]) {
      expect(text, secret).not.toContain(secret);
    }

    const view = await api<DocumentReviewView>(`/ai-assistant/documents/${reviewed.reviewId}`, { token: alice.idToken });
    expect(view.body.share).toEqual({ shareId: link.shareId, expiresAt: link.expiresAt });
  });

  it('replaces the earlier link with a new one, and revoking leaves none', async () => {
    const first = (await share(alice, reviewed.reviewId)).body;
    const second = (await share(alice, reviewed.reviewId)).body;
    expect(second.token).not.toBe(first.token);
    expect(await open<ErrorBody>(first.token)).toMatchObject({ status: 404, body: notFoundBody });
    expect((await open(second.token)).status).toBe(200);

    expect((await revoke(alice, reviewed.reviewId)).status).toBe(204);
    expect(await open<ErrorBody>(second.token)).toMatchObject({ status: 404, body: notFoundBody });
    expect((await api<DocumentReviewView>(`/ai-assistant/documents/${reviewed.reviewId}`, { token: alice.idToken })).body.share).toBeNull();
    // Revoking again is harmless.
    expect((await revoke(alice, reviewed.reviewId)).status).toBe(204);

    const events = await api<{ events: Array<{ kind: string }> }>('/audit-log', { token: alice.idToken });
    expect(events.body.events.map((e) => e.kind)).toEqual(expect.arrayContaining(['share-link-created', 'share-link-revoked']));
  });

  it('answers 404 once the link has expired', async () => {
    const link = (await share(alice, reviewed.reviewId)).body;
    expect((await open(link.token)).status).toBe(200);
    // Seven days pass: the stored expiry is moved into the past.
    await firestore()
      .collection('reportShares')
      .doc(link.shareId)
      .update({ expiresAt: Timestamp.fromMillis(Date.now() - 1000) });
    expect(await open<ErrorBody>(link.token)).toMatchObject({ status: 404, body: notFoundBody });
    expect((await api<DocumentReviewView>(`/ai-assistant/documents/${reviewed.reviewId}`, { token: alice.idToken })).body.share).toBeNull();
  });

  it("does not let another user make or revoke a link to someone's review", async () => {
    const link = (await share(alice, reviewed.reviewId)).body;
    for (const method of ['POST', 'DELETE']) {
      const res = await api<ErrorBody>(`/ai-assistant/documents/${reviewed.reviewId}/share`, { token: bob.idToken, method });
      expect(res.status, method).toBe(404);
      expect(res.body.error.message).toBe('Review not found');
    }
    // Alice's link still opens.
    expect((await open(link.token)).status).toBe(200);
  });

  it('answers 404 for a link whose review was reset', async () => {
    const other = await reviewPassport(alice);
    const link = (await share(alice, other.reviewId)).body;
    expect((await open(link.token)).status).toBe(200);
    expect((await api('/ai-assistant/documents/reset', { token: alice.idToken, body: { reviewId: other.reviewId } })).status).toBe(204);
    expect(await open<ErrorBody>(link.token)).toMatchObject({ status: 404, body: notFoundBody });
    expect((await firestore().collection('reportShares').doc(link.shareId).get()).exists).toBe(false);
  });

  it('answers 404 for tokens that are not a link, with or without a token of a user', async () => {
    for (const token of ['short', 'x'.repeat(43), randomBytes(32).toString('base64url')]) {
      expect(await open<ErrorBody>(token)).toMatchObject({ status: 404, body: notFoundBody });
      expect(await api<ErrorBody>(`/shared/reports/${token}`, { token: bob.idToken })).toMatchObject({ status: 404, body: notFoundBody });
    }
  });
});
