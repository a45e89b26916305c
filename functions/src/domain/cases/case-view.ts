// Cases as the cases screens read them (docs/SPEC.md section 3, "Case (list call)" and "Case (My Cases view)").
import type { CaseSummary } from '../../shared/cases/case-views';
import { ELIGIBILITY_CATEGORIES } from '../../shared/reference/categories';
import { applicantMoves } from './case-lifecycle';
import type { CaseRecord } from './case-record';

const seconds = (iso: string) => Math.floor(Date.parse(iso) / 1000);

export function toCaseSummary(record: CaseRecord): CaseSummary {
  return {
    caseId: record.id,
    caseNumber: record.caseNumber,
    caseName: record.caseName,
    applicant: record.applicantName,
    applicantInfo: { name: record.applicantName },
    category: record.category,
    goal: record.goal,
    tags: record.category ? [record.category] : [],
    status: record.status,
    allowedMoves: [...applicantMoves(record.status)],
    updatedAt: seconds(record.updatedAt),
    createdAt: seconds(record.createdAt),
    chatId: record.chatId,
    tracked: record.tracked,
    formType: record.formType,
    receiptNumber: record.receiptNumber,
    submissionDate: record.submissionDate,
    priorityDate: record.priorityDate,
    preferenceCategory: record.preferenceCategory,
    chargeability: record.chargeability,
    fee: record.feeCents === null ? null : record.feeCents / 100,
    consulate: record.consulate,
    interviewDate: record.interviewDate,
    officerName: record.officerName,
    officerEmail: record.officerEmail,
    latestNotice: record.latestNotice,
    statusCheckedAt: record.statusCheckedAt,
    timeline: record.timeline,
    attachments: record.attachments,
    // Filled in by the service, which reads the office's posted time (services/processing-times.ts).
    processing: null,
  };
}

/** A category the assistant proposed, if it is one of the product's; anything else is not trusted as a category. */
export function knownCategory(value: unknown): string | null {
  return typeof value === 'string' && (ELIGIBILITY_CATEGORIES as readonly string[]).includes(value) ? value : null;
}

export function caseName(category: string | null): string {
  return category ? `${category} application` : 'New application';
}
