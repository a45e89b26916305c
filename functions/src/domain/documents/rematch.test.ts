import { describe, expect, it } from 'vitest';
import type { ReviewedDocument } from '../../shared/documents/review-views';
import { rematchReview } from './rematch';

const doc = (documentId: string, kind: ReviewedDocument['kind'], extra: Partial<ReviewedDocument> = {}): ReviewedDocument => ({
  documentId,
  name: `${documentId}.pdf`,
  kind,
  kindLabel: kind,
  wrongDocument: false,
  satisfies: null,
  identity: {},
  issues: [],
  extraction: { method: 'pdf-text', characters: 500 },
  notice: null,
  person: null,
  ...extra,
});

const REVIEW = {
  category: 'family' as const,
  country: 'Mexico',
  documents: [doc('passport', 'passport', { identity: { nationality: 'USA' }, satisfies: 'sponsor-status' }), doc('i-130', 'form-i-130')],
};

describe('a review matched again after the user says whose document a file is', () => {
  it("takes the petitioner's status away from a passport the user says is the beneficiary's", () => {
    const { documents, report } = rematchReview(REVIEW, { passport: 'beneficiary' });
    expect(documents[0]).toMatchObject({ person: 'beneficiary', satisfies: 'beneficiary-identity', wrongDocument: false });
    expect(report.missing.map((item) => item.key)).toContain('sponsor-status');
  });

  it("gives it back when the user says it is the petitioner's, and keeps the other files as they were", () => {
    const { documents, report } = rematchReview(REVIEW, { passport: 'petitioner' });
    expect(documents[0]).toMatchObject({ person: 'petitioner', satisfies: 'sponsor-status' });
    expect(documents[1]).toMatchObject({ satisfies: 'form-i-130', wrongDocument: false });
    expect(report.missing.map((item) => item.key)).not.toContain('sponsor-status');
  });

  it("notes a file that fits nothing of the filing as that person's document", () => {
    const review = { ...REVIEW, documents: [doc('bank', 'bank-statement', { satisfies: 'financial-evidence' })] };
    const { documents } = rematchReview(review, { bank: 'beneficiary' });
    expect(documents[0]).toMatchObject({ satisfies: null, wrongDocument: true });
    expect(documents[0]?.issues).toEqual([
      {
        type: 'wrong-document',
        severity: 'info',
        details: expect.stringMatching(
          /^bank\.pdf \(the beneficiary's document\) is not needed for this filing: the Family-Based/,
        ) as string,
      },
    ]);
  });

  it('renames the person in every issue of a file when the user corrects whose it is, and in the report', () => {
    const expired = {
      type: 'expired' as const,
      severity: 'error' as const,
      details: "The passport in passport.pdf (the petitioner's document) expired on May 1, 2026.",
    };
    const review = {
      ...REVIEW,
      documents: [doc('passport', 'passport', { identity: { nationality: 'USA' }, person: 'petitioner', issues: [expired] })],
    };
    const { documents, report } = rematchReview(review, { passport: 'beneficiary' });
    expect(documents[0]?.issues).toEqual([
      { ...expired, details: "The passport in passport.pdf (the beneficiary's document) expired on May 1, 2026." },
    ]);
    expect(report.issues.filter((line) => line.includes('passport.pdf'))).toEqual([
      "Error: The passport in passport.pdf (the beneficiary's document) expired on May 1, 2026.",
    ]);
    const unknown = rematchReview({ ...review, documents }, { passport: null }).documents[0];
    expect(unknown?.issues).toEqual([{ ...expired, details: 'The passport in passport.pdf expired on May 1, 2026.' }]);
  });

  it('leaves a file alone when its person does not change', () => {
    const review = {
      ...REVIEW,
      documents: [doc('passport', 'passport', { identity: { nationality: 'USA' }, person: 'petitioner', issues: [] })],
    };
    expect(rematchReview(review, { passport: 'petitioner' }).documents[0]?.issues).toEqual([]);
  });
});
