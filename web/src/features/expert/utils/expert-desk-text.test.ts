import { describe, expect, it } from 'vitest';
import { MAX_HIGHLIGHT_CHARS, MAX_HIGHLIGHTS } from '@shared/discussion/discussion-limits';
import type { ExpertCaseLists, ExpertCaseSummary } from '@shared/discussion/discussion-views';
import { assignedUnread } from '../api/get-expert-cases';
import { cleanHighlights, highlightsProblem, sameHighlights, sharedLine } from './expert-desk-text';

const row = (unread: number): ExpertCaseSummary => ({
  caseId: `case${String(unread).padStart(16, '0')}`,
  caseNumber: 'IA-2026-0001',
  caseName: 'Work visa',
  applicantName: 'Maria Lopez',
  status: 'Open',
  expertRequest: null,
  unread,
  lastActivityAt: null,
  lastMessagePreview: null,
  category: null,
  shared: { documents: 0, reviews: 0, eligibilityChecks: 0 },
});

describe('expert desk text', () => {
  it('says what the applicant shared', () => {
    expect(sharedLine({ documents: 2, reviews: 1, eligibilityChecks: 0 })).toBe('2 documents · 1 review · no eligibility checks');
    expect(sharedLine({ documents: 1, reviews: 0, eligibilityChecks: 3 })).toBe('1 document · no reviews · 3 eligibility checks');
  });

  it('counts unread messages over the assigned cases only', () => {
    const lists: ExpertCaseLists = { queue: [row(5)], assigned: [row(1), row(2)] };
    expect(assignedUnread(lists)).toBe(3);
    expect(assignedUnread(undefined)).toBe(0);
  });

  it('cleans and compares the highlights editor rows', () => {
    expect(cleanHighlights(['  Passport expires soon ', '', '   ', 'I-94 matches'])).toEqual(['Passport expires soon', 'I-94 matches']);
    expect(sameHighlights(['a', 'b'], ['a', 'b'])).toBe(true);
    expect(sameHighlights(['a', 'b'], ['b', 'a'])).toBe(false);
    expect(sameHighlights(['a'], ['a', 'b'])).toBe(false);
  });

  it('says what is wrong with the rows before the server does', () => {
    expect(highlightsProblem(['fine'])).toBeNull();
    expect(highlightsProblem(Array.from({ length: MAX_HIGHLIGHTS + 1 }, (_, i) => `row ${i}`))).toBe(
      `At most ${MAX_HIGHLIGHTS} highlights.`,
    );
    expect(highlightsProblem(['ok', 'x'.repeat(MAX_HIGHLIGHT_CHARS + 1)])).toBe(
      `Highlight 2 is longer than ${MAX_HIGHLIGHT_CHARS} characters.`,
    );
  });
});
