// Case discussion with an expert (issue 13): what the API and the chat service answer. Pure and free of zod, so the
// web shares the types and limits without loading zod in the app shell; the inputs they take are in
// discussion-inputs.ts, the socket events in discussion-events.ts, the data model in docs/data-model.md.
import type { CaseStatus } from '../cases/case-status';
import type { CaseDetails } from '../cases/case-views';

// ---- limits ----

export const MAX_DISCUSSION_TEXT = 8000;
export const MAX_EXPERT_NOTE = 2000;
export const MAX_STATUS_REASON = 1000;
export const MAX_HIGHLIGHTS = 20;
export const MAX_HIGHLIGHT_CHARS = 500;
export const MAX_FILES_PER_DISCUSSION_MESSAGE = 5;
/** Most messages one catch-up (`discussion:join` or `GET /cases/{id}/discussion`) returns; `hasMore` says to ask again. */
export const DISCUSSION_PAGE = 500;
/** docs/SPEC.md section 9: the Download Summary label reads 'Downloaded' this long. */
export const SUMMARY_LABEL_MS = 1000;

// ---- views ----

/** Where a case stands with the experts. `queued`: waiting for any expert to claim it; `assigned`: one expert has it. */
export type ExpertRequestState = 'queued' | 'assigned';

export interface ExpertRequestView {
  state: ExpertRequestState;
  /** The applicant's note when they asked (may be ''). */
  note: string;
  /** ISO date-time. */
  requestedAt: string;
  /** The assigned expert's display name; null while queued. */
  expertName: string | null;
  /** ISO date-time; null while queued. */
  claimedAt: string | null;
}

/** Who wrote a message. `system` lines record what happened (sent to experts, claimed, released, status changed). */
export type DiscussionAuthorRole = 'applicant' | 'expert' | 'system';

export type DiscussionFileKind = 'file' | 'voice';

/** A file uploaded to a discussion (POST /cases/{caseId}/discussion/files), before or after a message carries it. */
export interface DiscussionFile {
  /** Document id under cases/{caseId}/discussionFiles; downloads from GET /cases/{caseId}/discussion/files/{id}. */
  id: string;
  name: string;
  contentType: string;
  size: number;
  kind: DiscussionFileKind;
}

export interface DiscussionMessage {
  /** The client-chosen id (a UUID) the message was sent with: a resend with the same id is the same message. */
  id: string;
  caseId: string;
  /** 1, 2, 3... in the order the server stored them: the order everyone sees, and the catch-up cursor. */
  seq: number;
  authorRole: DiscussionAuthorRole;
  authorName: string;
  text: string;
  attachments: DiscussionFile[];
  /** ISO date-time the server stored it. */
  createdAt: string;
}

/** One case's discussion as a list row (the picker, the bell, the expert's lists). */
export interface DiscussionSummary {
  caseId: string;
  caseNumber: string;
  caseName: string;
  applicantName: string;
  status: CaseStatus;
  expertRequest: ExpertRequestView | null;
  /** Messages from the other side the caller has not read. */
  unread: number;
  /** ISO date-time of the last message or request change; null before any. */
  lastActivityAt: string | null;
  /** The last message's first line, shortened; null before any. */
  lastMessagePreview: string | null;
}

/** GET /discussions: the caller's discussions (an applicant's cases with an expert request or messages; an expert's assigned cases). */
export interface DiscussionList {
  discussions: DiscussionSummary[];
  /** Sum of `unread`: the bell's and the sidebar's count. */
  unreadTotal: number;
}

/** Who is connected, as a discussion's room sees it. */
export interface DiscussionPresence {
  caseId: string;
  /** The assigned expert has a socket open to the chat service; false while queued. */
  expertOnline: boolean;
  applicantOnline: boolean;
}

/** GET /cases/{caseId}/discussion and the `discussion:join` ack. */
export interface DiscussionPage {
  summary: DiscussionSummary;
  /** The caller's side of the discussion. */
  viewerRole: 'applicant' | 'expert';
  /** After the `after` cursor, in seq order, at most DISCUSSION_PAGE. */
  messages: DiscussionMessage[];
  hasMore: boolean;
}

/** An expert's row in the queue or among their assigned cases (GET /expert/cases). */
export interface ExpertCaseSummary extends DiscussionSummary {
  category: string | null;
  /** What the applicant shared: counts of the case's documents, reviews and eligibility checks. */
  shared: { documents: number; reviews: number; eligibilityChecks: number };
}

export interface ExpertCaseLists {
  queue: ExpertCaseSummary[];
  assigned: ExpertCaseSummary[];
}

/** GET /expert/cases/{caseId}: the case as the applicant shared it. Never their chats, billing or settings. */
export interface ExpertCaseView {
  summary: ExpertCaseSummary;
  /** The case's timeline, newest last, as on My Cases. */
  timeline: { date: string; event: string; by: string }[];
  receiptNumber: string | null;
  formType: string | null;
  details: CaseDetails;
  /** Whether the caller holds the case (claim/release, highlights and status need it). */
  assignedToMe: boolean;
}

/** App path of a case's discussion. */
export const caseDiscussionPath = (caseId: string): string => `/cases/discuss?case=${encodeURIComponent(caseId)}`;
/** App path of the expert's desk, with a case open. */
export const expertCasePath = (caseId: string): string => `/expert?case=${encodeURIComponent(caseId)}`;
