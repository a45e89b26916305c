// What an expanded case shows (docs/SPEC.md, "Case details" and the My Cases cards), from what the case holds: its
// documents with their issues, its eligibility checks, and the case itself. Pure.
import type { UserDocument } from '../../shared/settings/document-views';
import type { ApplicationDetails, CaseDetails, CaseDocument, CaseEligibilityEntry, CaseHighlight, CaseReport } from '../../shared/cases/case-views';
import type { EligibilityCategory } from '../../shared/reference/categories';
import { uscisForm } from '../../shared/reference/uscis-forms';
import type { CaseRecord } from './case-record';
import { CATEGORY_FORMS } from './data/category-forms';

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

/** "priorityDate" -> "Priority date". */
export const fieldLabel = (key: string): string => {
  const words = key.replace(/([a-z0-9])([A-Z])/g, '$1 $2').replace(/[_-]+/g, ' ').trim().toLowerCase();
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
    if (value && typeof value === 'object' && !Array.isArray(value)) Object.assign(out, enteredFields(value as Record<string, unknown>, label));
    else {
      const text = fieldText(value);
      if (text !== null) out[label] = text;
    }
  }
  return out;
}

const count = (entry: CaseEligibilityEntry, outcome: 'pass' | 'fail' | 'issue') => entry.analysis.findings.filter((f) => f.outcome === outcome).length;

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
    enteredFields: details && typeof details === 'object' && !Array.isArray(details) ? enteredFields(details as Record<string, unknown>) : {},
  };
}

/** Findings that failed or need attention, then document issues: each pointing at where it came from. */
export function aiHighlights(eligibility: readonly CaseEligibilityEntry[], documents: readonly CaseDocument[]): CaseHighlight[] {
  const latest = eligibility[0];
  const fromEligibility: CaseHighlight[] = latest
    ? latest.analysis.findings
        .filter((f) => f.outcome !== 'pass')
        .sort((a, b) => (a.outcome === b.outcome ? 0 : a.outcome === 'fail' ? -1 : 1))
        .map((f) => ({
          text: `${f.outcome === 'fail' ? 'Not met' : 'Needs attention'}: ${f.reason}${f.recommendation ? ` ${f.recommendation}` : ''}`,
          source: { kind: 'eligibility', eligibilityId: latest.eligibilityId, label: `Eligibility check of ${latest.createdAt.slice(0, 10)}` },
        }))
    : [];
  const fromDocuments: CaseHighlight[] = documents.flatMap((d) =>
    d.issues.map((issue) => ({ text: `${d.name}: ${issue.type}. ${issue.details}`, source: { kind: 'document', documentId: d.documentId, label: d.name } })),
  );
  return [...fromEligibility, ...fromDocuments];
}

/** The details of a case; eligibility newest first. */
export function caseDetails(record: CaseRecord, documents: CaseDocument[], eligibility: CaseEligibilityEntry[], reports: CaseReport[]): CaseDetails {
  const latest = eligibility[0];
  return {
    documents,
    reports,
    eligibility,
    eligibilityDetails: eligibilityDetails(latest),
    application: applicationDetails(record, latest),
    aiHighlights: aiHighlights(eligibility, documents),
    expertHighlights: record.expertHighlights,
  };
}
