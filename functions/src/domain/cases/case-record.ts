// A case as stored in cases/{caseId} (docs/ARCHITECTURE.md, "Data model"), after data/cases-repo.ts has decoded it.
import type { CaseActor, CaseStatus } from '../../shared/cases/case-status';

export interface TimelineEntry {
  /** ISO date-time. */
  date: string;
  event: string;
  by: CaseActor;
}

export interface CaseRecord {
  id: string;
  ownerUid: string;
  chatId: string | null;
  caseNumber: string;
  caseName: string;
  applicantName: string;
  category: string | null;
  status: CaseStatus;
  /** A filed application followed in Track Your Applications. */
  tracked: boolean;
  formType: string | null;
  receiptNumber: string | null;
  /** YYYY-MM-DD. */
  submissionDate: string | null;
  /** YYYY-MM-DD. */
  priorityDate: string | null;
  feeCents: number | null;
  consulate: string | null;
  interviewDate: string | null;
  officerName: string | null;
  officerEmail: string | null;
  latestNotice: string | null;
  statusCheckedAt: string | null;
  timeline: TimelineEntry[];
  /** Names of the case's documents under users/{uid}/documents in Storage. */
  attachments: string[];
  expertHighlights: string[];
  createdAt: string;
  updatedAt: string;
}
