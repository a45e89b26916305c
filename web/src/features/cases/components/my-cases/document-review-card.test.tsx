import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it, vi } from 'vitest';
import type { CaseDetails, CaseDocument, CaseHighlight } from '@shared/cases/case-views';
import { DocumentReviewCard } from './document-review-card';
import { AiHighlightsCard, highlightTarget } from './highlights-cards';

// Rendering only: nothing is fetched, so the API client's browser-only setup is left out.
vi.mock('@/config/env', () => ({ env: { apiUrl: '/api' } }));
vi.mock('@/lib/api-client', () => ({ ApiError: class extends Error {}, saveBlob: vi.fn() }));

const file = (name: string, overrides: Partial<CaseDocument> = {}): CaseDocument => ({
  documentId: name,
  name,
  filename: name,
  reviewed: false,
  issues: [],
  contentType: 'application/pdf',
  size: 100,
  uploadedAt: '2026-02-01T10:00:00.000Z',
  ...overrides,
});

const reviewedDetails: CaseDetails = {
  documents: [
    file('statement.pdf', {
      reviewed: true,
      review: { reviewId: 'r1', kindLabel: 'Bank statement', wrongDocument: true },
      issues: [{ type: 'wrong-document', severity: 'error', details: 'A bank statement is not an identity document.' }],
    }),
    file('passport.pdf', {
      reviewed: true,
      review: { reviewId: 'r1', kindLabel: 'Passport', wrongDocument: false },
      issues: [
        { type: 'unreadable', severity: 'info', details: 'Page 2 is blurred.', by: 'ai' },
        { type: 'invalid-mrz', severity: 'error', details: 'A check digit is wrong.' },
      ],
    }),
    file('notes.pdf'),
  ],
  reports: [
    {
      reportId: 'r1',
      reviewId: 'r1',
      title: 'Refugee/Asylum document review',
      createdAt: '2026-02-01T10:00:00.000Z',
      summary: 'Two of two files need attention.',
      issues: ['statement.pdf: not an identity document.'],
      recommendations: ['Upload a passport or national identity card.'],
      missing: [{ key: 'asylum-form', label: 'Refugee or asylum form' }],
    },
  ],
  eligibility: [],
  eligibilityDetails: {},
  application: { category: null, visaType: null, code: null, enteredFields: {} },
  aiHighlights: [],
  expertHighlights: [],
};

const toggle = (open: boolean) => ({ open, onToggle: () => undefined, showLabel: 'View Full Review', hideLabel: 'Hide Full Review' });

const render = (details: CaseDetails, open: boolean) =>
  renderToStaticMarkup(
    <QueryClientProvider client={new QueryClient()}>
      <DocumentReviewCard caseId="c1" details={details} toggle={toggle(open)} />
    </QueryClientProvider>,
  );

// The visible text: Emotion's server-rendered <style> tags and the markup dropped.
const text = (html: string) =>
  html
    .replace(/<style[^>]*>[\s\S]*?<\/style>/g, ' ')
    .replace(/<[^>]+>/g, ' ')
    .replace(/&#x27;/g, "'")
    .replace(/\s+/g, ' ');

describe('DocumentReviewCard', () => {
  it('summarises the review: counts, what each file was read as, the Wrong Document badge and the latest report', () => {
    const shown = text(render(reviewedDetails, false));
    expect(shown).toContain('3 documents, 2 reviewed, 3 issues found; 1 required document missing.');
    expect(shown).toContain('Refugee/Asylum document review: Two of two files need attention.');
    expect(shown).toContain('statement.pdf read as Bank statement Wrong Document');
    expect(shown).toContain('passport.pdf read as Passport 2 issues');
    expect(shown).toContain('notes.pdf Not reviewed yet');
    expect(shown).toContain('View Full Review');
    expect(shown).not.toContain('A check digit is wrong.');
  });

  it('shows the full review: issues errors first, AI findings marked, and each report with its PDF', () => {
    const shown = text(render(reviewedDetails, true));
    expect(shown).toContain('Hide Full Review');
    expect(shown).toMatch(/Invalid MRZ: A check digit is wrong\. Unreadable: Page 2 is blurred\. \(found by AI\)/);
    expect(shown).toContain('Wrong document: A bank statement is not an identity document.');
    expect(shown).toContain('Report Refugee/Asylum document review');
    expect(shown).toContain('Download report (PDF)');
    expect(shown).toContain('Issues statement.pdf: not an identity document.');
    expect(shown).toContain('Missing documents Refugee or asylum form');
    expect(shown).toContain('Recommendations Upload a passport or national identity card.');
  });

  it("says 'No documents uploaded.' without documents, and offers no toggle without anything to show", () => {
    const shown = text(render({ ...reviewedDetails, documents: [], reports: [] }, false));
    expect(shown).toContain('No documents uploaded.');
    expect(shown).not.toContain('View Full Review');
  });
});

describe('AI Highlights', () => {
  const highlights: CaseHighlight[] = [
    {
      text: 'statement.pdf: Wrong document. Not an ID.',
      source: { kind: 'document', documentId: 'statement.pdf', label: 'statement.pdf' },
    },
    {
      text: 'Missing document: Refugee or asylum form.',
      source: { kind: 'review', reviewId: 'r1', label: 'Refugee/Asylum document review' },
    },
    { text: 'Not met: funds.', source: { kind: 'eligibility', eligibilityId: 'e1', label: 'Eligibility check of 2026-02-01' } },
  ];

  it('links each highlight to its document, its report or the eligibility card', () => {
    expect(highlights.map((h) => highlightTarget('c1', h))).toEqual([
      { id: 'case-c1-document-statement.pdf', openReview: true },
      { id: 'case-c1-report-r1', openReview: true },
      { id: 'case-c1-eligibility', openReview: false },
    ]);
    const shown = text(renderToStaticMarkup(<AiHighlightsCard caseId="c1" highlights={highlights} onGoTo={() => undefined} />));
    expect(shown).toContain('Missing document: Refugee or asylum form. (Refugee/Asylum document review)');
  });

  it("says 'No issues' when there is nothing to highlight", () => {
    expect(text(renderToStaticMarkup(<AiHighlightsCard caseId="c1" highlights={[]} onGoTo={() => undefined} />))).toContain('No issues');
  });
});
