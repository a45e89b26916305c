// Cases as the cases screens read them (docs/SPEC.md section 3, "Case (list call)" and "Case (My Cases view)").
import type { CaseRecord, TimelineEntry } from './case-record';
import { ELIGIBILITY_CATEGORIES } from '../../shared/reference/categories';

export interface CaseListItem {
  caseId: string;
  applicantInfo: { name: string };
  /** The first tag is the category. */
  tags: string[];
  status: string;
  /** Seconds since the epoch. */
  updatedAt: number;
  createdAt: number;
  caseNumber: string;
  caseName: string;
  applicant: string;
  category: string | null;
  chatId: string | null;
  submissionDate: string | null;
  receiptNumber: string | null;
  fee: number | null;
  consulate: string | null;
  interviewDate: string | null;
  officerName: string | null;
  officerEmail: string | null;
  timeline: TimelineEntry[];
  attachments: string[];
}

const seconds = (iso: string) => Math.floor(Date.parse(iso) / 1000);

export function toCaseListItem(record: CaseRecord): CaseListItem {
  return {
    caseId: record.id,
    applicantInfo: { name: record.applicantName },
    tags: record.category ? [record.category] : [],
    status: record.status,
    updatedAt: seconds(record.updatedAt),
    createdAt: seconds(record.createdAt),
    caseNumber: record.caseNumber,
    caseName: record.caseName,
    applicant: record.applicantName,
    category: record.category,
    chatId: record.chatId,
    // Filled in as the application moves on (the cases issue); a case opened from a chat has none of them yet.
    submissionDate: null,
    receiptNumber: null,
    fee: null,
    consulate: null,
    interviewDate: null,
    officerName: null,
    officerEmail: null,
    timeline: record.timeline,
    attachments: [],
  };
}

/** A category the assistant proposed, if it is one of the product's; anything else is not trusted as a category. */
export function knownCategory(value: unknown): string | null {
  return typeof value === 'string' && (ELIGIBILITY_CATEGORIES as readonly string[]).includes(value) ? value : null;
}

export function caseName(category: string | null): string {
  return category ? `${category} application` : 'New application';
}
