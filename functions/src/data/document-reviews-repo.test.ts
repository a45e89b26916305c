import { Timestamp } from 'firebase-admin/firestore';
import { describe, expect, it } from 'vitest';
import { reviewDocSchema } from './document-reviews-repo';

const created = new Timestamp(1_767_609_000, 0); // 2026-01-05T10:30:00Z
const ISO = '2026-01-05T10:30:00.000Z';
const document = {
  documentId: 'file-1',
  name: 'My passport.pdf',
  kind: 'passport',
  kindLabel: 'Passport',
  wrongDocument: false,
  satisfies: 'passport-copy',
  identity: { fullName: 'ANNA ERIKSSON', documentNumber: 'X4821937', expiryDate: '2031-01-05' },
  issues: [
    { type: 'expires-soon', severity: 'warning', details: 'Renew it.' },
    { type: 'expired', severity: 'error', details: 'Seen by Gemini.', by: 'ai' },
  ],
  extraction: { method: 'pdf-text', characters: 420 },
  notice: null,
  person: null,
  storagePath: 'users/u1/reviews/r1/My-passport.pdf',
  contentType: 'application/pdf',
  size: 2048,
  sha256: 'ab'.repeat(32),
  caseFileName: null,
};
const review = {
  ownerUid: 'u1',
  caseId: null,
  chatId: null,
  category: 'diversity',
  country: 'Mexico',
  comment: '',
  documents: [document],
  report: {
    reportId: 'r1',
    title: 'Diversity Visa Lottery document review',
    summary: 'One file.',
    issues: ['x'],
    recommendations: ['y'],
    missing: [{ key: 'passport-photo', label: 'Passport photo' }],
  },
  createdAt: created,
  updatedAt: created,
};

describe('reviewDocSchema', () => {
  it('reads a review as createReview writes it', () => {
    expect(reviewDocSchema.parse(review)).toEqual({ ...review, createdAt: ISO, updatedAt: ISO });
  });

  it('reads a review stored before notices were read as having none', () => {
    const [document] = review.documents;
    const { notice: _notice, ...older } = document!;
    expect(reviewDocSchema.parse({ ...review, documents: [older] }).documents[0]?.notice).toBeNull();
  });

  it('reads a review edited by hand: missing identity, issues, comment and copy read as empty', () => {
    const { identity: _identity, issues: _issues, caseFileName: _copy, ...bare } = document;
    const { comment: _comment, updatedAt: _updated, ...rest } = review;
    const parsed = reviewDocSchema.parse({ ...rest, documents: [bare], createdAt: '2026-01-05T10:30:00Z' });
    expect(parsed.comment).toBe('');
    expect(parsed.updatedAt).toBe(ISO);
    expect(parsed.documents[0]).toMatchObject({ identity: {}, issues: [], caseFileName: null });
  });

  it('refuses an unknown kind, issue type or category, a missing owner and a file without its path', () => {
    const { ownerUid: _owner, ...ownerless } = review;
    const { storagePath: _path, ...pathless } = document;
    for (const bad of [
      { ...review, documents: [{ ...document, kind: 'recipe' }] },
      { ...review, documents: [{ ...document, issues: [{ type: 'typo', severity: 'error', details: '' }] }] },
      { ...review, category: 'Family-Based' },
      ownerless,
      { ...review, documents: [pathless] },
    ]) {
      expect(reviewDocSchema.safeParse(bad).success).toBe(false);
    }
  });
});
