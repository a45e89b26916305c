import type { ExpertCaseSummary } from '@shared/discussion/discussion-views';
import { MAX_HIGHLIGHT_CHARS, MAX_HIGHLIGHTS } from '@shared/discussion/discussion-limits';
import { i18n } from '@/lib/i18n/i18n';

/** What the applicant shared, in words: "2 documents · 1 review · no eligibility checks". */
export const sharedLine = (shared: ExpertCaseSummary['shared']): string =>
  i18n.t('expert:shared', { documents: shared.documents, reviews: shared.reviews, checks: shared.eligibilityChecks });

/** The editor's rows as the API takes them: trimmed, without empty rows. */
export const cleanHighlights = (rows: readonly string[]): string[] => rows.map((row) => row.trim()).filter((row) => row.length > 0);

export const sameHighlights = (a: readonly string[], b: readonly string[]): boolean =>
  a.length === b.length && a.every((row, i) => row === b[i]);

/** The first problem with the rows, in words for the editor, or null. */
export function highlightsProblem(rows: readonly string[]): string | null {
  const clean = cleanHighlights(rows);
  if (clean.length > MAX_HIGHLIGHTS) return i18n.t('expert:highlights.tooMany', { max: MAX_HIGHLIGHTS });
  const long = clean.findIndex((row) => row.length > MAX_HIGHLIGHT_CHARS);
  if (long >= 0) return i18n.t('expert:highlights.tooLong', { index: long + 1, max: MAX_HIGHLIGHT_CHARS });
  return null;
}
