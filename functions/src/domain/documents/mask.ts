// What a shared report may show. Anyone with the link can read it, so it shows who the documents are about and what
// is wrong, but not what would let a stranger impersonate the applicant:
// - document numbers keep only their last characters (enough to tell two passports apart);
// - names are kept: the report is about them, and a mismatch cannot be explained without them;
// - dates of birth are left out, and removed from the texts: a full name with a date of birth is what identity theft
//   needs, and the reader of a shared report (a relative, a helper) has no need for it. Expiry dates stay: they are
//   what makes a document valid or not, and they identify no one.
// Pure.
import type {
  DocumentIdentity,
  DocumentIssue,
  ReviewedDocument,
  ReviewReport,
  SharedReportView,
} from '../../shared/documents/review-views';
import { formatLongDate, isIsoDate } from '../../shared/eligibility/dates';

/** "L898902C3" -> "*****02C3": the last 4 characters of a long number, the last 3 of a short one, none of a tiny one. */
export function maskDocumentNumber(value: string): string {
  const compact = value.trim();
  const keep = compact.length >= 8 ? 4 : compact.length >= 5 ? 3 : 0;
  return `${'*'.repeat(Math.max(compact.length - keep, 3))}${compact.slice(compact.length - keep)}`;
}

/** The identity as the public share page shows it: number masked, date of birth left out. */
export function maskIdentity(identity: DocumentIdentity): DocumentIdentity {
  const { dateOfBirth: _dateOfBirth, documentNumber, ...rest } = identity;
  return { ...rest, ...(documentNumber ? { documentNumber: maskDocumentNumber(documentNumber) } : {}) };
}

const escape = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/** The ways a date of birth may be written in our texts (and in an AI finding). */
function birthDateSpellings(date: string): string[] {
  if (!isIsoDate(date)) return [];
  const [y, m, d] = date.split('-') as [string, string, string];
  return [date, formatLongDate(date), `${m}/${d}/${y}`, `${Number(m)}/${Number(d)}/${y}`, `${d}.${m}.${y}`];
}

/** A text with the documents' numbers masked and their dates of birth removed. */
export function maskSharedText(text: string, identities: readonly DocumentIdentity[]): string {
  let out = text;
  for (const identity of identities) {
    if (identity.documentNumber && identity.documentNumber.length >= 4) {
      out = out.replace(new RegExp(escape(identity.documentNumber), 'gi'), maskDocumentNumber(identity.documentNumber));
    }
    for (const spelling of identity.dateOfBirth ? birthDateSpellings(identity.dateOfBirth) : []) {
      out = out.replace(new RegExp(escape(spelling), 'g'), 'the date of birth (hidden)');
    }
  }
  return out;
}

export type SharedReviewPart = Pick<SharedReportView, 'title' | 'summary' | 'issues' | 'recommendations' | 'missing' | 'documents'>;

/** The review's report and documents as the public share page shows them. */
export function maskForShare(review: { documents: readonly ReviewedDocument[]; report: Omit<ReviewReport, 'reportId'> }): SharedReviewPart {
  const identities = review.documents.map((doc) => doc.identity);
  const text = (value: string) => maskSharedText(value, identities);
  const issue = (i: DocumentIssue): DocumentIssue => ({ ...i, details: text(i.details) });
  return {
    title: text(review.report.title),
    summary: text(review.report.summary),
    issues: review.report.issues.map(text),
    recommendations: review.report.recommendations.map(text),
    missing: review.report.missing.map((m) => ({ ...m })),
    documents: review.documents.map((doc) => ({
      name: doc.name,
      kindLabel: doc.kindLabel,
      wrongDocument: doc.wrongDocument,
      identity: maskIdentity(doc.identity),
      issues: doc.issues.map(issue),
    })),
  };
}
