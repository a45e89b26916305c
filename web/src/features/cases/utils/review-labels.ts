// How My Cases names what document review found (GET /cases/{id}/details: documents' issues and review reports).
import type { CaseDocument, CaseDocumentIssue } from '@shared/cases/case-views';
import { wrongDocumentColor } from '@/components/documents/wrong-document';
import { i18n } from '@/lib/i18n/i18n';

/** "expires-soon" -> "Expires soon", "invalid-mrz" -> "Invalid MRZ"; a label written by hand stays as it is. */
export function issueTypeLabel(type: string): string {
  const words = type
    .replace(/[-_]+/g, ' ')
    .replace(/\bmrz\b/gi, 'MRZ')
    .trim();
  return words.charAt(0).toUpperCase() + words.slice(1);
}

export const issueCount = (n: number): string => i18n.t('cases:review.issueCount', { count: n });

export type ChipColor = 'default' | 'success' | 'warning' | 'error' | 'info';

/** A document's review state as one chip: not reviewed, the wrong document, its issues, or none. */
export function reviewChip(document: CaseDocument): { label: string; color: ChipColor } {
  if (!document.reviewed) return { label: i18n.t('cases:review.notReviewed'), color: 'default' };
  if (document.review?.wrongDocument) return { label: i18n.t('cases:review.wrongDocument'), color: wrongDocumentColor(document.issues) };
  if (document.issues.length === 0) return { label: i18n.t('cases:review.noIssues'), color: 'success' };
  const errors = document.issues.some((i) => i.severity === 'error');
  return { label: issueCount(document.issues.length), color: errors ? 'error' : 'warning' };
}

const SEVERITY_RANK = { error: 0, warning: 1, info: 2 } as const;

/** Errors first; an issue without a severity (recorded by hand) counts as a warning. Stable within a severity. */
export const bySeverity = (issues: readonly CaseDocumentIssue[]): CaseDocumentIssue[] =>
  [...issues].sort((a, b) => SEVERITY_RANK[a.severity ?? 'warning'] - SEVERITY_RANK[b.severity ?? 'warning']);
