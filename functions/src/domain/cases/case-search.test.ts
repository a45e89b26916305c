import { describe, expect, it } from 'vitest';
import { inSubmissionRange, matchesSearch, pageOf, type SearchableCase } from './case-search';

const GARCIA: SearchableCase = {
  caseNumber: 'IA-2026-000123',
  caseName: 'Spouse Petition',
  applicantName: 'Lucía García',
  receiptNumber: 'EAC2190123456',
};
const DRAFT: SearchableCase = { caseNumber: 'IA-2026-000456', caseName: 'Work visa', applicantName: 'Ana Silva', receiptNumber: null };

describe('matchesSearch: My Cases', () => {
  const matches = (query: string | undefined, item: SearchableCase = GARCIA) => matchesSearch(item, query, 'cases');

  it('matches everything for an empty, missing or blank query', () => {
    expect(matches(undefined)).toBe(true);
    expect(matches('')).toBe(true);
    expect(matches('   ')).toBe(true);
    expect(matches('\t\n')).toBe(true);
  });

  it('matches the case number as a case-sensitive substring', () => {
    expect(matches('IA-2026-000123')).toBe(true);
    expect(matches('000123')).toBe(true);
    expect(matches('IA-2026')).toBe(true);
    expect(matches('ia-2026')).toBe(false);
    expect(matches('iA-2026-000123')).toBe(false);
    expect(matches('IA-2026-000124')).toBe(false);
  });

  it('matches the case name as a case-insensitive substring', () => {
    expect(matches('Spouse Petition')).toBe(true);
    expect(matches('spouse')).toBe(true);
    expect(matches('PETITION')).toBe(true);
    expect(matches('use pet')).toBe(true);
    expect(matches('Fiancé')).toBe(false);
  });

  it('matches the applicant as a case-insensitive substring', () => {
    expect(matches('lucía')).toBe(true);
    expect(matches('GARCÍA')).toBe(true);
    expect(matches('a garc')).toBe(true);
    expect(matches('Lopez')).toBe(false);
  });

  it('keeps accents: "garcía" finds "García" but "Garcia" does not', () => {
    expect(matches('garcía')).toBe(true);
    expect(matches('Garcia')).toBe(false);
    expect(matches('garcia')).toBe(false);
    expect(matches('García', { ...DRAFT, applicantName: 'Jose Garcia' })).toBe(false);
  });

  it('compares composed and decomposed accents alike', () => {
    const decomposed = 'garci\u0301a';
    expect(matches(decomposed)).toBe(true);
    expect(matches('garcía', { ...DRAFT, applicantName: 'Lucia Garci\u0301a' })).toBe(true);
  });

  it('trims the query', () => {
    expect(matches('  spouse  ')).toBe(true);
    expect(matches(' IA-2026-000123 ')).toBe(true);
    expect(matches('  Garcia ')).toBe(false);
  });

  it('does not search the receipt number', () => {
    expect(matches('EAC2190123456')).toBe(false);
    expect(matches('eac21')).toBe(false);
  });
});

describe('matchesSearch: Track Applications', () => {
  const matches = (query: string | undefined, item: SearchableCase = GARCIA) => matchesSearch(item, query, 'applications');

  it('matches everything for an empty or blank query', () => {
    expect(matches(undefined)).toBe(true);
    expect(matches('')).toBe(true);
    expect(matches('  ')).toBe(true);
  });

  it('matches the case number case-insensitively', () => {
    expect(matches('IA-2026-000123')).toBe(true);
    expect(matches('ia-2026-000123')).toBe(true);
    expect(matches('000123')).toBe(true);
    expect(matches('ia-2026-000999')).toBe(false);
  });

  it('matches the applicant case-insensitively, accents kept', () => {
    expect(matches('lucía garcía')).toBe(true);
    expect(matches('GARCÍA')).toBe(true);
    expect(matches('garcia')).toBe(false);
  });

  it('matches the receipt number case-insensitively', () => {
    expect(matches('EAC2190123456')).toBe(true);
    expect(matches('eac2190')).toBe(true);
    expect(matches('90123456')).toBe(true);
    expect(matches('WAC2190123456')).toBe(false);
  });

  it('does not search the case name', () => {
    expect(matches('Spouse')).toBe(false);
    expect(matches('petition')).toBe(false);
  });

  it('handles a case without a receipt number', () => {
    expect(matches('eac', DRAFT)).toBe(false);
    expect(matches('ana', DRAFT)).toBe(true);
  });

  it('trims the query', () => {
    expect(matches('  eac2190123456 ')).toBe(true);
  });
});

describe('inSubmissionRange', () => {
  it('takes every case, submitted or not, when no range is set', () => {
    expect(inSubmissionRange('2026-03-10')).toBe(true);
    expect(inSubmissionRange(null)).toBe(true);
    expect(inSubmissionRange(null, '', '')).toBe(true);
  });

  it('includes both ends of the range', () => {
    expect(inSubmissionRange('2026-03-01', '2026-03-01', '2026-03-31')).toBe(true);
    expect(inSubmissionRange('2026-03-31', '2026-03-01', '2026-03-31')).toBe(true);
    expect(inSubmissionRange('2026-03-15', '2026-03-01', '2026-03-31')).toBe(true);
    expect(inSubmissionRange('2026-03-10', '2026-03-10', '2026-03-10')).toBe(true);
  });

  it('excludes days outside the range', () => {
    expect(inSubmissionRange('2026-02-28', '2026-03-01', '2026-03-31')).toBe(false);
    expect(inSubmissionRange('2026-04-01', '2026-03-01', '2026-03-31')).toBe(false);
  });

  it('leaves an end open when it is not given', () => {
    expect(inSubmissionRange('2020-01-01', undefined, '2026-03-31')).toBe(true);
    expect(inSubmissionRange('2026-04-01', undefined, '2026-03-31')).toBe(false);
    expect(inSubmissionRange('2030-12-31', '2026-03-01')).toBe(true);
    expect(inSubmissionRange('2026-02-28', '2026-03-01')).toBe(false);
  });

  it('puts a case never submitted outside any range', () => {
    expect(inSubmissionRange(null, '2026-03-01', '2026-03-31')).toBe(false);
    expect(inSubmissionRange(null, '2026-03-01')).toBe(false);
    expect(inSubmissionRange(null, undefined, '2026-03-31')).toBe(false);
  });
});

describe('pageOf', () => {
  const items = Array.from({ length: 12 }, (_, i) => i + 1);

  it('slices the first page', () => {
    expect(pageOf(items, 1, 5)).toEqual([1, 2, 3, 4, 5]);
  });

  it('slices a middle page', () => {
    expect(pageOf(items, 2, 5)).toEqual([6, 7, 8, 9, 10]);
  });

  it('slices a partial last page', () => {
    expect(pageOf(items, 3, 5)).toEqual([11, 12]);
  });

  it('answers an empty page past the end', () => {
    expect(pageOf(items, 4, 5)).toEqual([]);
    expect(pageOf(items, 100, 5)).toEqual([]);
    expect(pageOf([], 1, 5)).toEqual([]);
  });

  it('shows the whole list on one page when it fits', () => {
    expect(pageOf(items, 1, 50)).toEqual(items);
  });

  it('does not change the list it is given', () => {
    const list = ['a', 'b', 'c'];
    pageOf(list, 1, 2);
    expect(list).toEqual(['a', 'b', 'c']);
  });
});
