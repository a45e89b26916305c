// The cases lists' search and date rules (docs/SPEC.md section 5, "Case search"). Pure: data/cases-repo.ts applies the
// status and date filters in the Firestore query, and the service matches the text over what the query returned.
import type { CaseListView } from '../../shared/cases/case-inputs';

export interface SearchableCase {
  caseNumber: string;
  caseName: string;
  applicantName: string;
  receiptNumber: string | null;
}

const fold = (text: string) => text.normalize('NFC').toLowerCase();

/**
 * My Cases: the case number matches as a case-sensitive substring, the case name or the applicant as a
 * case-insensitive one. Track Applications: case number, applicant (and the receipt number), case-insensitive.
 */
export function matchesSearch(item: SearchableCase, query: string | undefined, view: CaseListView): boolean {
  const q = (query ?? '').trim().normalize('NFC');
  if (q === '') return true;
  const needle = fold(q);
  if (view === 'applications') {
    return [item.caseNumber, item.applicantName, item.receiptNumber ?? ''].some((field) => fold(field).includes(needle));
  }
  return item.caseNumber.includes(q) || fold(item.caseName).includes(needle) || fold(item.applicantName).includes(needle);
}

/** Whether a submission day (YYYY-MM-DD) is inside an inclusive range; a case never submitted is outside any range. */
export function inSubmissionRange(submissionDate: string | null, from?: string, to?: string): boolean {
  if (!from && !to) return true;
  if (!submissionDate) return false;
  return (!from || submissionDate >= from) && (!to || submissionDate <= to);
}

/** The slice of a list that a 1-based page shows. */
export function pageOf<T>(items: readonly T[], page: number, pageSize: number): T[] {
  const start = (page - 1) * pageSize;
  return items.slice(start, start + pageSize);
}
