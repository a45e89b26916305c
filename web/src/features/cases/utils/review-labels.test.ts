import { describe, expect, it } from 'vitest';
import type { CaseDocument } from '@shared/cases/case-views';
import { bySeverity, issueTypeLabel, reviewChip } from './review-labels';

const doc = (overrides: Partial<CaseDocument> = {}): CaseDocument => ({
  documentId: 'passport.pdf',
  name: 'passport.pdf',
  filename: 'passport.pdf',
  reviewed: true,
  issues: [],
  contentType: 'application/pdf',
  size: 10,
  uploadedAt: '2026-02-01T00:00:00.000Z',
  ...overrides,
});

describe('issueTypeLabel', () => {
  it.each([
    ['expires-soon', 'Expires soon'],
    ['invalid-mrz', 'Invalid MRZ'],
    ['wrong-document', 'Wrong document'],
    ['Missing signature', 'Missing signature'],
  ])('labels %j as %j', (type, label) => expect(issueTypeLabel(type)).toBe(label));
});

describe('reviewChip', () => {
  it('says whether the file was reviewed, is the wrong document, or has issues, errors in red', () => {
    expect(reviewChip(doc({ reviewed: false }))).toEqual({ label: 'Not reviewed yet', color: 'default' });
    expect(reviewChip(doc())).toEqual({ label: 'No issues', color: 'success' });
    expect(reviewChip(doc({ issues: [{ type: 'expires-soon', severity: 'warning', details: 'Soon.' }] }))).toEqual({
      label: '1 issue',
      color: 'warning',
    });
    expect(
      reviewChip(
        doc({
          issues: [
            { type: 'expires-soon', severity: 'warning', details: 'Soon.' },
            { type: 'expired', severity: 'error', details: 'Expired.' },
          ],
        }),
      ),
    ).toEqual({ label: '2 issues', color: 'error' });
    expect(
      reviewChip(
        doc({
          review: { reviewId: 'r1', kindLabel: 'Bank statement', wrongDocument: true },
          issues: [{ type: 'wrong-document', severity: 'error', details: 'x' }],
        }),
      ),
    ).toEqual({
      label: 'Wrong Document',
      color: 'error',
    });
  });
});

describe('bySeverity', () => {
  it('puts errors first and keeps the order within a severity', () => {
    const issues = [
      { type: 'a', severity: 'info' as const, details: '' },
      { type: 'b', details: '' },
      { type: 'c', severity: 'error' as const, details: '' },
      { type: 'd', severity: 'warning' as const, details: '' },
    ];
    expect(bySeverity(issues).map((i) => i.type)).toEqual(['c', 'b', 'd', 'a']);
  });
});
