// What the assistant may say about a case: its record, eligibility findings and document issues turned into a compact,
// provider-neutral context, with "what is missing" and "next steps" derived from the record alone. Pure: same input,
// same output; today is a parameter. Nothing here guesses: an item appears only when the record shows it.
import type { CaseContext } from '../chat/agent-types';
import { CASE_ACTOR_LABELS, type CaseStatus } from '../../shared/cases/case-status';
import type { CaseDocument, CaseEligibilityEntry } from '../../shared/cases/case-views';
import { issueTypeLabel, type CaseMissingDocument } from './case-details';
import { findGoal } from '../forms/facts/goals';
import { caseFormsPath } from '../../shared/cases/case-links';
import type { CaseRecord } from './case-record';
import { msg } from '../../shared/i18n/message';
import { renderEnglish } from '../i18n/render';

export interface CaseContextInput {
  record: CaseRecord;
  /** The case's eligibility checks, in any order. */
  eligibility: readonly CaseEligibilityEntry[];
  /** The case's documents with their review issues (case-details.ts withReviewResults). */
  documents: readonly CaseDocument[];
  /** Required documents the case's document reviews found missing (case-details.ts missingDocuments). */
  missingDocuments?: readonly CaseMissingDocument[];
  /** YYYY-MM-DD. */
  today: string;
}

/** Bounds that keep the context small enough to send with every question about the case. */
export const CASE_CONTEXT_LIMITS = { timeline: 15, findings: 10, documents: 20, items: 10, text: 300, summary: 600 } as const;

/** Statuses of a case still in progress: what is missing and what to do next are about getting it decided. */
const ACTIVE: ReadonlySet<CaseStatus> = new Set(['Draft', 'Open', 'Pending']);

/** One line of plain text: stored text may hold line breaks or be very long. */
function clip(text: string, max: number = CASE_CONTEXT_LIMITS.text): string {
  const flat = text.replace(/\s+/g, ' ').trim();
  return flat.length > max ? `${flat.slice(0, max - 1).trimEnd()}…` : flat;
}

/** YYYY-MM-DD of a stored date or date-time; anything unreadable stays as it was written. */
function day(value: string): string {
  return /^\d{4}-\d{2}-\d{2}/.test(value) ? value.slice(0, 10) : clip(value, 40);
}

function unique(items: readonly string[]): string[] {
  return [...new Set(items.filter((item) => item.length > 0))];
}

function statusMeaning(record: CaseRecord): string {
  switch (record.status) {
    case 'Draft':
      return 'Draft: the case is being prepared and has not been submitted yet.';
    case 'Open':
      return record.tracked || record.receiptNumber
        ? 'Open: the application is filed and being tracked; no decision has been recorded yet.'
        : 'Open: the case is active and in progress; no filing with USCIS is recorded yet.';
    case 'Pending':
      return 'Pending: the application is waiting on USCIS (or a reviewer); no decision has been recorded yet.';
    case 'Approved':
      return 'Approved: an approval has been recorded for this case.';
    case 'Denied':
      return 'Denied: a denial has been recorded for this case.';
    case 'Archived':
      return 'Archived: the case has been put away and is not active.';
  }
}

function keyDates(record: CaseRecord): CaseContext['keyDates'] {
  const dates: Array<[string, string | null]> = [
    ['Opened', record.createdAt],
    ['Filed', record.submissionDate],
    ['Priority date', record.priorityDate],
    ['Interview', record.interviewDate],
    ['Last status check', record.statusCheckedAt],
    ['Last updated', record.updatedAt],
  ];
  return dates.flatMap(([label, value]) => (value ? [{ label, date: day(value) }] : []));
}

function timeline(record: CaseRecord): Pick<CaseContext, 'timeline' | 'timelineOmitted'> {
  const ordered = [...record.timeline].sort((a, b) => a.date.localeCompare(b.date));
  const shown = ordered.slice(-CASE_CONTEXT_LIMITS.timeline);
  return {
    timeline: shown.map((entry) => ({ date: day(entry.date), event: clip(entry.event), by: CASE_ACTOR_LABELS[entry.by] })),
    timelineOmitted: ordered.length - shown.length,
  };
}

function latestCheck(entries: readonly CaseEligibilityEntry[]): CaseEligibilityEntry | undefined {
  return [...entries].sort((a, b) => b.createdAt.localeCompare(a.createdAt))[0];
}

function eligibility(entries: readonly CaseEligibilityEntry[]): CaseContext['eligibility'] {
  const latest = latestCheck(entries);
  if (latest === undefined) return { checks: 0, latest: null, findings: [], passed: 0 };
  const findings = latest.analysis.findings;
  // Failures first: they are what stands between the applicant and the category; issues need a closer look.
  const flagged = [...findings.filter((f) => f.outcome === 'fail'), ...findings.filter((f) => f.outcome === 'issue')];
  const category = latest.data['category'];
  return {
    checks: entries.length,
    latest: {
      checkedOn: day(latest.createdAt),
      category: typeof category === 'string' ? clip(category, 80) : null,
      eligible: latest.analysis.eligible,
      summary: clip(latest.analysis.summary, CASE_CONTEXT_LIMITS.summary),
    },
    findings: flagged.slice(0, CASE_CONTEXT_LIMITS.findings).map((f) => ({
      outcome: f.outcome === 'fail' ? 'fail' : 'issue',
      reason: clip(f.reason),
      recommendation: clip(f.recommendation),
      source: f.citation ? clip(f.citation.reference, 120) : null,
    })),
    passed: findings.filter((f) => f.outcome === 'pass').length,
  };
}

const SEVERITY_RANK = { error: 0, warning: 1, info: 2 } as const;

function documents(docs: readonly CaseDocument[]): CaseContext['documents'] {
  return [...docs]
    .sort((a, b) => b.uploadedAt.localeCompare(a.uploadedAt))
    .slice(0, CASE_CONTEXT_LIMITS.documents)
    .map((doc) => ({
      name: clip(doc.name || doc.filename, 120),
      uploadedAt: day(doc.uploadedAt),
      reviewed: doc.reviewed,
      // Errors first: with many issues, the ones that stop a filing are the ones that must not drop off.
      issues: [...doc.issues]
        .sort((a, b) => SEVERITY_RANK[a.severity ?? 'warning'] - SEVERITY_RANK[b.severity ?? 'warning'])
        .map((issue) => ({ type: clip(issueTypeLabel(issue.type), 80), details: clip(issue.details) })),
    }));
}

function isUpcoming(date: string | null, today: string): date is string {
  return date !== null && day(date) >= today;
}

/** "Form I-130 (missing from the document review of 2026-02-01)". */
const missingDocumentLine = (m: CaseMissingDocument): string =>
  `Missing document: ${clip(m.label, 120)} (not found by the document review of ${day(m.reviewedAt)})`;

function missing(
  record: CaseRecord,
  context: Omit<CaseContext, 'missing' | 'nextSteps'>,
  missingDocuments: readonly CaseMissingDocument[],
): string[] {
  const items: string[] = [];
  const active = ACTIVE.has(record.status);
  const filed = record.tracked || record.receiptNumber !== null;
  if (record.status === 'Draft') items.push('The case is still a Draft: it has not been submitted.');
  if (active && !filed && context.eligibility.checks === 0) items.push('No eligibility check has been run for this case yet.');
  // The most literal answer to "what is missing?": required documents no review of the case has seen.
  for (const m of missingDocuments) items.push(missingDocumentLine(m));
  for (const finding of context.eligibility.findings) {
    items.push(finding.outcome === 'fail' ? `Requirement not met: ${finding.reason}` : `Needs attention: ${finding.reason}`);
  }
  for (const doc of context.documents) {
    for (const issue of doc.issues) items.push(`${doc.name}: ${issue.type}${issue.details ? ` (${issue.details})` : ''}`);
  }
  if (active && context.documents.length === 0 && context.attachments.length === 0)
    items.push('No documents are attached to this case yet.');
  const unreviewed = context.documents.filter((d) => !d.reviewed).map((d) => d.name);
  if (unreviewed.length > 0) items.push(`Not reviewed yet: ${unreviewed.join(', ')}. Document Review can check them for problems.`);
  // A Pending case is filed, so its receipt number belongs on it; an Open one may simply not be filed yet.
  if (record.status === 'Pending' && !record.receiptNumber) items.push('No USCIS receipt number is recorded for this case.');
  if (filed && (record.status === 'Open' || record.status === 'Pending')) {
    if (!record.latestNotice) items.push('No USCIS notice has been recorded yet.');
    if (!record.interviewDate) items.push('No interview date is recorded (not every application has an interview).');
  }
  return unique(items).slice(0, CASE_CONTEXT_LIMITS.items);
}

function statusSteps(record: CaseRecord, context: Omit<CaseContext, 'missing' | 'nextSteps'>, today: string): string[] {
  const filed = record.tracked || record.receiptNumber !== null;
  const category = record.category ?? context.eligibility.latest?.category ?? null;
  const checkStep = `Run the Eligibility Check${category ? ` for ${category}` : ''} and attach it to this case.`;
  const documentStep = 'Upload your supporting documents to the case.';
  const noCheck = context.eligibility.checks === 0;
  const noDocuments = context.documents.length === 0 && context.attachments.length === 0;
  const interview = isUpcoming(record.interviewDate, today)
    ? [`Prepare for your interview on ${day(record.interviewDate)}${record.consulate ? ` at ${clip(record.consulate, 120)}` : ''}.`]
    : [];
  switch (record.status) {
    case 'Draft':
      return [
        ...(noCheck ? [checkStep] : []),
        ...(noDocuments ? [documentStep] : []),
        'Review the case details, then submit the case from My Cases when it is ready.',
      ];
    case 'Open':
      if (!filed) {
        return [
          ...(noCheck ? [checkStep] : []),
          ...(noDocuments ? [documentStep] : []),
          'When you file with USCIS, record the receipt number on the case so it can be tracked.',
        ];
      }
      return [
        ...interview,
        `Watch for USCIS notices (receipt, biometrics appointment, interview) and record each one on the case${record.receiptNumber ? `; your receipt number is ${record.receiptNumber}` : ''}.`,
      ];
    case 'Pending':
      return [
        ...interview,
        'Watch for USCIS notices, such as a biometrics appointment, an interview notice or a Request for Evidence (RFE), and record each one on the case.',
        'If you receive an RFE, respond by the deadline on the notice; a licensed immigration attorney or accredited representative can help.',
      ];
    case 'Approved':
      return ['Read the approval notice for anything it asks you to do next, and keep it with your documents.'];
    case 'Denied':
      return [
        'Read the denial notice: it gives the reasons and any deadline to appeal or file a motion.',
        'Talk to a licensed immigration attorney or accredited representative about your options before that deadline.',
      ];
    case 'Archived':
      return ['The case is archived. Restore it from My Cases if you want to work on it again.'];
  }
}

function nextSteps(
  record: CaseRecord,
  context: Omit<CaseContext, 'missing' | 'nextSteps'>,
  today: string,
  missingDocuments: readonly CaseMissingDocument[],
): string[] {
  const steps = statusSteps(record, context, today);
  const decided = record.status === 'Approved' || record.status === 'Archived';
  // The rules engine's own recommendations for what failed or needs attention; stale once a decision is recorded.
  const fromFindings = decided ? [] : context.eligibility.findings.map((f) => f.recommendation);
  const fromDocuments = context.documents.some((d) => d.issues.length > 0)
    ? ['Fix the document issues listed for this case and upload the corrected files.']
    : [];
  const labels = missingDocuments.slice(0, CASE_CONTEXT_LIMITS.items).map((m) => clip(m.label, 120));
  const fromMissing =
    !decided && labels.length > 0
      ? [`Gather the missing documents (${labels.join(', ')}), add them to the case and run Document Review on them.`]
      : [];
  return unique([...steps, ...fromMissing, ...fromDocuments, ...fromFindings]).slice(0, CASE_CONTEXT_LIMITS.items);
}

export function buildCaseContext({
  record,
  eligibility: entries,
  documents: docs,
  missingDocuments = [],
  today,
}: CaseContextInput): CaseContext {
  const base: Omit<CaseContext, 'missing' | 'nextSteps'> = {
    caseId: record.id,
    caseNumber: record.caseNumber,
    caseName: clip(record.caseName, 120),
    category: record.category,
    status: record.status,
    statusMeaning: statusMeaning(record),
    trackedApplication: record.tracked,
    formType: record.formType,
    receiptNumber: record.receiptNumber,
    latestNotice: record.latestNotice ? clip(record.latestNotice) : null,
    consulate: record.consulate ? clip(record.consulate, 120) : null,
    keyDates: keyDates(record),
    ...timeline(record),
    eligibility: eligibility(entries),
    documents: documents(docs),
    attachments: record.attachments.slice(0, CASE_CONTEXT_LIMITS.documents).map((name) => clip(name, 120)),
    filing: filing(record),
  };
  return {
    ...base,
    missing: missing(record, base, missingDocuments),
    nextSteps: nextSteps(record, base, today, missingDocuments),
  };
}

/** The goal's forms, as its plan lists them (domain/forms/facts/goals.ts), and where the interview is. */
function filing(record: CaseRecord): CaseContext['filing'] {
  const goal = findGoal(record.goal);
  if (!goal) return null;
  return {
    goal: renderEnglish(msg(goal.title)),
    forms: goal.forms.map((entry) => ({ form: entry.form, title: entry.title, required: entry.required })),
    preparePath: caseFormsPath(record.id),
  };
}
