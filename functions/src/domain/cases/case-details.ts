// What an expanded case shows (docs/SPEC.md, "Case details" and the My Cases cards), from what the case holds: its
// documents with their issues, the document reviews added to it, its eligibility checks, and the case itself. Pure.
import type { UserDocument } from '../../shared/settings/document-views';
import type {
  ApplicationDetails,
  CaseDetails,
  CaseDocument,
  CaseEligibilityEntry,
  CaseHighlight,
  CaseReport,
} from '../../shared/cases/case-views';
import type { MissingDocument, ReviewedDocument, ReviewReport } from '../../shared/documents/review-views';
import type { EligibilityCategory } from '../../shared/reference/categories';
import { uscisForm } from '../../shared/reference/uscis-forms';
import type { CaseRecord } from './case-record';
import { CATEGORY_FORMS } from './facts/category-forms';

/**
 * A file of the case as the details and the assistant see it. Document review records a file's review and issues;
 * a file that was only attached has not been reviewed.
 */
export const toCaseDocument = (doc: UserDocument): CaseDocument => ({
  documentId: doc.name,
  name: doc.name,
  filename: doc.name,
  reviewed: false,
  issues: [],
  contentType: doc.contentType,
  size: doc.size,
  uploadedAt: doc.uploadedAt,
});

/** A reviewed file as the case sees it: the review's result, and which of the case's files is its copy. */
export interface CaseReviewDocument extends ReviewedDocument {
  /** The name of its copy among the case's files (users/{uid}/documents/{name}); null when it has none. */
  caseFileName: string | null;
}

/** A document review added to the case (Firestore documentReviews with this caseId), as case details read it. */
export interface CaseReview {
  reviewId: string;
  /** ISO date-time. */
  createdAt: string;
  documents: readonly CaseReviewDocument[];
  report: ReviewReport;
}

const newestFirst = (reviews: readonly CaseReview[]): CaseReview[] =>
  [...reviews].sort((a, b) => b.createdAt.localeCompare(a.createdAt) || a.reviewId.localeCompare(b.reviewId));

/** The Document Review Summary's reports, newest first. */
export const reviewReports = (reviews: readonly CaseReview[]): CaseReport[] =>
  newestFirst(reviews).map(({ reviewId, createdAt, report }) => ({
    reportId: report.reportId,
    title: report.title,
    reviewId,
    createdAt,
    summary: report.summary,
    issues: [...report.issues],
    recommendations: [...report.recommendations],
    missing: report.missing.map(({ key, label }) => ({ key, label })),
  }));

/** The case's files with what the newest review that covered each one found; files no review covered stay as they are. */
export function withReviewResults(files: readonly CaseDocument[], reviews: readonly CaseReview[]): CaseDocument[] {
  const byFile = new Map<string, { reviewId: string; document: CaseReviewDocument }>();
  for (const review of newestFirst(reviews)) {
    for (const document of review.documents) {
      if (document.caseFileName !== null && !byFile.has(document.caseFileName))
        byFile.set(document.caseFileName, { reviewId: review.reviewId, document });
    }
  }
  return files.map((file) => {
    const found = byFile.get(file.name);
    if (!found) return file;
    const { document, reviewId } = found;
    return {
      ...file,
      reviewed: true,
      issues: document.issues.map(({ type, severity, details, by }) => ({ type, severity, details, ...(by ? { by } : {}) })),
      review: { reviewId, kindLabel: document.kindLabel, wrongDocument: document.wrongDocument },
    };
  });
}

/** A required document still missing from the case, and the newest review that found it missing. */
export interface CaseMissingDocument extends MissingDocument {
  reviewId: string;
  reportTitle: string;
  /** ISO date-time of that review. */
  reviewedAt: string;
}

/**
 * What the case's reviews found missing and no review of the case has supplied since: a document one review missed
 * may have been uploaded in another. Newest review first.
 */
export function missingDocuments(reviews: readonly CaseReview[]): CaseMissingDocument[] {
  const supplied = new Set(reviews.flatMap((r) => r.documents.flatMap((d) => (d.satisfies ? [d.satisfies] : []))));
  const seen = new Set<string>();
  const missing: CaseMissingDocument[] = [];
  for (const review of newestFirst(reviews)) {
    for (const { key, label } of review.report.missing) {
      if (supplied.has(key) || seen.has(key)) continue;
      seen.add(key);
      missing.push({ key, label, reviewId: review.reviewId, reportTitle: review.report.title, reviewedAt: review.createdAt });
    }
  }
  return missing;
}

/** "expires-soon" -> "Expires soon", "invalid-mrz" -> "Invalid MRZ"; a label written by hand stays as it is. */
export function issueTypeLabel(type: string): string {
  const words = type
    .replace(/[-_]+/g, ' ')
    .replace(/\bmrz\b/gi, 'MRZ')
    .trim();
  return words.charAt(0).toUpperCase() + words.slice(1);
}

/** "priorityDate" -> "Priority date". */
export const fieldLabel = (key: string): string => {
  const words = key
    .replace(/([a-z0-9])([A-Z])/g, '$1 $2')
    .replace(/[_-]+/g, ' ')
    .trim()
    .toLowerCase();
  return words.charAt(0).toUpperCase() + words.slice(1);
};

function fieldText(value: unknown): string | null {
  if (value === null || value === undefined || value === '') return null;
  if (typeof value === 'boolean') return value ? 'Yes' : 'No';
  if (typeof value === 'number' || typeof value === 'string') return String(value);
  if (Array.isArray(value)) {
    const items = value.map(fieldText).filter((v): v is string => v !== null);
    return items.length > 0 ? items.join(', ') : null;
  }
  return null;
}

/** The answers given to a form, one line per answered field; nested sections as "Section: field". */
export function enteredFields(data: Record<string, unknown>, prefix = ''): Record<string, string> {
  const out: Record<string, string> = {};
  for (const [key, value] of Object.entries(data)) {
    const label = prefix ? `${prefix}: ${fieldLabel(key)}` : fieldLabel(key);
    if (value && typeof value === 'object' && !Array.isArray(value))
      Object.assign(out, enteredFields(value as Record<string, unknown>, label));
    else {
      const text = fieldText(value);
      if (text !== null) out[label] = text;
    }
  }
  return out;
}

const count = (entry: CaseEligibilityEntry, outcome: 'pass' | 'fail' | 'issue') =>
  entry.analysis.findings.filter((f) => f.outcome === outcome).length;

/** Eligibility Summary's lines, from the latest check. */
export function eligibilityDetails(latest: CaseEligibilityEntry | undefined): Record<string, string> {
  if (!latest) return {};
  const category = fieldText(latest.data['category']);
  return {
    ...(category ? { Category: category } : {}),
    Result: latest.analysis.eligible ? 'Appears eligible' : 'Not eligible yet',
    'Checked on': latest.createdAt.slice(0, 10),
    'Requirements met': String(count(latest, 'pass')),
    'Requirements not met': String(count(latest, 'fail')),
    'Needs attention': String(count(latest, 'issue')),
  };
}

function applicationDetails(record: CaseRecord, latest: CaseEligibilityEntry | undefined): ApplicationDetails {
  const category = record.category ?? fieldText(latest?.data['category']);
  const forCategory = category && Object.hasOwn(CATEGORY_FORMS, category) ? CATEGORY_FORMS[category as EligibilityCategory] : null;
  const form = record.formType ? uscisForm(record.formType) : undefined;
  const details = latest?.data['categoryDetails'];
  return {
    category,
    visaType: forCategory?.visaType ?? null,
    code: form?.code ?? record.formType ?? forCategory?.code ?? null,
    enteredFields:
      details && typeof details === 'object' && !Array.isArray(details) ? enteredFields(details as Record<string, unknown>) : {},
  };
}

// Document issues in order of weight: errors first. An issue without a severity (recorded by hand) counts as a warning.
const SEVERITY_RANK = { error: 0, warning: 1, info: 2 } as const;

/**
 * Findings that failed or need attention, then the document reviews' findings, errors first: each file's issues, and
 * the required documents still missing. Each points at where it came from.
 */
export function aiHighlights(
  eligibility: readonly CaseEligibilityEntry[],
  documents: readonly CaseDocument[],
  missing: readonly CaseMissingDocument[] = [],
): CaseHighlight[] {
  const latest = eligibility[0];
  const fromEligibility: CaseHighlight[] = latest
    ? latest.analysis.findings
        .filter((f) => f.outcome !== 'pass')
        .sort((a, b) => (a.outcome === b.outcome ? 0 : a.outcome === 'fail' ? -1 : 1))
        .map((f) => ({
          text: `${f.outcome === 'fail' ? 'Not met' : 'Needs attention'}: ${f.reason}${f.recommendation ? ` ${f.recommendation}` : ''}`,
          source: {
            kind: 'eligibility',
            eligibilityId: latest.eligibilityId,
            label: `Eligibility check of ${latest.createdAt.slice(0, 10)}`,
          },
        }))
    : [];
  const fromDocuments = documents.flatMap((d) =>
    d.issues.map((issue) => ({
      rank: SEVERITY_RANK[issue.severity ?? 'warning'],
      highlight: {
        text: `${d.name}: ${issueTypeLabel(issue.type)}. ${issue.details}${issue.by === 'ai' ? ' (found by AI)' : ''}`,
        source: { kind: 'document', documentId: d.documentId, label: d.name },
      } satisfies CaseHighlight,
    })),
  );
  const fromMissing = missing.map((m) => ({
    rank: SEVERITY_RANK.error,
    highlight: {
      text: `Missing document: ${m.label}. Upload it and review the documents again.`,
      source: { kind: 'review', reviewId: m.reviewId, label: m.reportTitle },
    } satisfies CaseHighlight,
  }));
  // A stable sort: within one severity, files keep their order and missing documents follow them.
  const reviewed = [...fromDocuments, ...fromMissing].sort((a, b) => a.rank - b.rank).map((h) => h.highlight);
  return [...fromEligibility, ...reviewed];
}

/**
 * The details of a case; eligibility newest first. `files` are the case's documents in Storage; the reviews added to
 * the case give them their review results, and give the case its reports and missing documents.
 */
export function caseDetails(
  record: CaseRecord,
  files: readonly CaseDocument[],
  eligibility: CaseEligibilityEntry[],
  reviews: readonly CaseReview[] = [],
): CaseDetails {
  const latest = eligibility[0];
  const documents = withReviewResults(files, reviews);
  return {
    documents,
    reports: reviewReports(reviews),
    eligibility,
    eligibilityDetails: eligibilityDetails(latest),
    application: applicationDetails(record, latest),
    aiHighlights: aiHighlights(eligibility, documents, missingDocuments(reviews)),
    expertHighlights: record.expertHighlights,
  };
}
