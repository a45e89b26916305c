import { describe, expect, it } from 'vitest';
import type { ReviewedDocument } from '../../shared/documents/review-views';
import { requiredDocuments } from '../../shared/reference/required-documents';
import { buildReport, reviewCounts } from './report';

const doc = (name: string, issues: ReviewedDocument['issues']): ReviewedDocument => ({
  documentId: `id-${name}`,
  name,
  kind: 'passport',
  kindLabel: 'Passport',
  wrongDocument: false,
  satisfies: 'passport-copy',
  identity: {},
  issues,
  extraction: { method: 'pdf-text', characters: 100 },
  notice: null,
  person: null,
});

describe('buildReport', () => {
  const diversity = requiredDocuments('diversity');

  it('titles and summarises the review, one line per issue naming its file, the missing ones first', () => {
    const report = buildReport({
      category: 'diversity',
      country: 'Ghana',
      documents: [
        doc('passport.pdf', [
          { type: 'expired', severity: 'error', details: 'The passport in passport.pdf expired on May 1, 2026. Renew it.' },
          { type: 'duplicate', severity: 'warning', details: 'Something about a copy.' },
        ]),
        doc('copy.pdf', []),
      ],
      missing: diversity.filter((item) => item.key !== 'passport-copy'),
    });
    expect(report.title).toBe('Document review: Diversity Visa Lottery, 2 files');
    expect(report.summary).toBe(
      'Reviewed 2 files for Diversity Visa Lottery, Ghana. 1 file needs attention (3 errors, 1 warning in all). Missing: Entry confirmation, Passport photo.',
    );
    expect(report.issues).toEqual([
      expect.stringMatching(/^Error: Missing document: Entry confirmation\. /),
      expect.stringMatching(/^Error: Missing document: Passport photo\. /),
      'Error: The passport in passport.pdf expired on May 1, 2026. Renew it.',
      'Warning: passport.pdf: Something about a copy.',
    ]);
    expect(report.recommendations).toEqual([
      'Upload the missing documents: Entry confirmation, Passport photo.',
      'Renew expired documents and upload copies of the new ones before you file.',
      'Remove duplicate uploads.',
    ]);
    expect(report.missing).toEqual([
      { key: 'entry-confirmation', label: 'Entry confirmation' },
      { key: 'passport-photo', label: 'Passport photo' },
    ]);
  });

  it('gives each advice once however many files need it, and says when all is well', () => {
    const expired = { type: 'expired' as const, severity: 'error' as const, details: 'x' };
    const twice = buildReport({
      category: 'diversity',
      country: 'Ghana',
      documents: [doc('a.pdf', [expired]), doc('b.pdf', [expired])],
      missing: [],
    });
    expect(twice.recommendations).toEqual(['Renew expired documents and upload copies of the new ones before you file.']);
    const fine = buildReport({ category: 'diversity', country: 'Ghana', documents: [doc('a.pdf', [])], missing: [] });
    expect(fine.title).toBe('Document review: Diversity Visa Lottery, 1 file');
    expect(fine.summary).toBe(
      'Reviewed 1 file for Diversity Visa Lottery, Ghana. No problems found: every required document is here and readable.',
    );
    expect(fine.issues).toEqual([]);
    expect(fine.recommendations).toEqual(['Keep the originals ready: USCIS or the consulate may ask to see them.']);
  });
});

describe('reviewCounts', () => {
  it('counts the files, and the issues of every file plus the missing documents', () => {
    expect(reviewCounts([{ issues: [1, 2] }, { issues: [] }], [{ key: 'x' }])).toEqual({ files: 2, issues: 3 });
    expect(reviewCounts([{ issues: [] }], [])).toEqual({ files: 1, issues: 0 });
  });
});
