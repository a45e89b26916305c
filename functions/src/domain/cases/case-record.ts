// A case as stored in cases/{caseId} (docs/data-model.md), after data/cases-repo.ts has decoded it.
import type { CaseActor, CaseStatus } from '../../shared/cases/case-status';
import type { Message } from '../../shared/i18n/message';
import type { PreferenceCategory } from '../../shared/visa-bulletin/visa-bulletin';

export interface TimelineEntry {
  /** ISO date-time. */
  date: string;
  /** The English rendering of `keyed`, or the text of an entry written before keyed messages. */
  event: string;
  /** What happened as a Message (./timeline-text.ts); null on entries written before keyed messages. */
  keyed: Message | null;
  by: CaseActor;
}

/** The applicant asked for an expert ('Discuss with Expert', 'Send to Expert'): queued, then claimed by one. */
export interface CaseExpertRequest {
  state: 'queued' | 'assigned';
  note: string;
  /** ISO date-time. */
  requestedAt: string;
  /** The expert who claimed it; null while queued. */
  expertUid: string | null;
  expertName: string | null;
  /** ISO date-time; null while queued. */
  claimedAt: string | null;
}

/** The case's expert discussion (cases/{caseId}/discussion), as counted on the case document in each message's transaction. */
export interface CaseDiscussionCounters {
  /** The last message's seq; 0 before any. */
  lastSeq: number;
  /** ISO date-time of the last message or request change; null before any. */
  lastActivityAt: string | null;
  lastPreview: string | null;
  /** Messages from the expert (and system lines) the applicant has not read. */
  unreadByApplicant: number;
  /** Messages from the applicant the assigned expert has not read. */
  unreadByExpert: number;
}

export interface CaseRecord {
  id: string;
  ownerUid: string;
  chatId: string | null;
  caseNumber: string;
  caseName: string;
  applicantName: string;
  category: string | null;
  /** What the applicant sets out to do (shared/forms/form-views.ts GOAL_IDS): it gives the case its forms and plan. */
  goal: string | null;
  status: CaseStatus;
  /** A filed application followed in Track Your Applications. */
  tracked: boolean;
  formType: string | null;
  receiptNumber: string | null;
  /** YYYY-MM-DD. */
  submissionDate: string | null;
  /** YYYY-MM-DD. */
  priorityDate: string | null;
  /** The Visa Bulletin preference category (F1...EB5) and country of chargeability. */
  preferenceCategory: PreferenceCategory | null;
  chargeability: string | null;
  /** YYYY-MM of the bulletin that last told the owner this application became current. */
  bulletinNoticeMonth: string | null;
  /** ISO date-time the owner was told the application is outside USCIS's normal processing time (once). */
  processingNoticeAt: string | null;
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
  expertRequest: CaseExpertRequest | null;
  discussion: CaseDiscussionCounters;
  createdAt: string;
  updatedAt: string;
}
