// Case discussion with an expert: what the API (shared/contracts/expert.ts, discussion.ts) and the chat service
// answer. Schemas, so the answers are checked against them outside production; the web imports the types only. The
// limits and app paths the web uses at run time are in discussion-limits.ts, the inputs in discussion-inputs.ts, the
// socket events in discussion-events.ts, the data model in docs/data-model.md.
import { z } from 'zod';
import { CASE_STATUSES } from '../cases/case-status';
import { caseDetailsSchema, caseTimelineEntrySchema } from '../cases/case-views';
import { messageSchema } from '../i18n/message-schema';

/** Where a case stands with the experts. `queued`: waiting for any expert to claim it; `assigned`: one expert has it. */
export const EXPERT_REQUEST_STATES = ['queued', 'assigned'] as const;
export type ExpertRequestState = (typeof EXPERT_REQUEST_STATES)[number];

export const expertRequestViewSchema = z.strictObject({
  state: z.enum(EXPERT_REQUEST_STATES),
  /** The applicant's note when they asked (may be ''). */
  note: z.string(),
  /** ISO date-time. */
  requestedAt: z.string(),
  /** The assigned expert's display name; null while queued. */
  expertName: z.string().nullable(),
  /** ISO date-time; null while queued. */
  claimedAt: z.string().nullable(),
});
export type ExpertRequestView = z.infer<typeof expertRequestViewSchema>;

/** Who wrote a message. `system` lines record what happened (sent to experts, claimed, released, status changed). */
export const DISCUSSION_AUTHOR_ROLES = ['applicant', 'expert', 'system'] as const;
export type DiscussionAuthorRole = (typeof DISCUSSION_AUTHOR_ROLES)[number];

export const DISCUSSION_FILE_KINDS = ['file', 'voice'] as const;
export type DiscussionFileKind = (typeof DISCUSSION_FILE_KINDS)[number];

/** A file uploaded to a discussion (POST /cases/{caseId}/discussion/files), before or after a message carries it. */
export const discussionFileSchema = z.strictObject({
  /** Document id under cases/{caseId}/discussionFiles; downloads from GET /cases/{caseId}/discussion/files/{id}. */
  id: z.string(),
  name: z.string(),
  contentType: z.string(),
  size: z.number(),
  kind: z.enum(DISCUSSION_FILE_KINDS),
});
export type DiscussionFile = z.infer<typeof discussionFileSchema>;

export const discussionMessageSchema = z.strictObject({
  /** The client-chosen id (a UUID) the message was sent with: a resend with the same id is the same message. */
  id: z.string(),
  caseId: z.string(),
  /** 1, 2, 3... in the order the server stored them: the order everyone sees, and the catch-up cursor. */
  seq: z.number(),
  authorRole: z.enum(DISCUSSION_AUTHOR_ROLES),
  authorName: z.string(),
  /** As written; for a system line, the English rendering of `keyed`. */
  text: z.string(),
  /** A system line as a Message, which the reader's side renders in their language; null for people's messages and older lines. */
  keyed: messageSchema.nullable(),
  attachments: z.array(discussionFileSchema),
  /** ISO date-time the server stored it. */
  createdAt: z.string(),
});
export type DiscussionMessage = z.infer<typeof discussionMessageSchema>;

/** One case's discussion as a list row (the picker, the bell, the expert's lists). */
export const discussionSummarySchema = z.strictObject({
  caseId: z.string(),
  caseNumber: z.string(),
  caseName: z.string(),
  applicantName: z.string(),
  status: z.enum(CASE_STATUSES),
  expertRequest: expertRequestViewSchema.nullable(),
  /** Messages from the other side the caller has not read. */
  unread: z.number(),
  /** ISO date-time of the last message or request change; null before any. */
  lastActivityAt: z.string().nullable(),
  /** The last message's first line, shortened; null before any. */
  lastMessagePreview: z.string().nullable(),
});
export type DiscussionSummary = z.infer<typeof discussionSummarySchema>;

/** GET /discussions: the caller's discussions (an applicant's cases with an expert request or messages; an expert's assigned cases). */
export const discussionListSchema = z.strictObject({
  discussions: z.array(discussionSummarySchema),
  /** Sum of `unread`: the bell's and the sidebar's count. */
  unreadTotal: z.number(),
});
export type DiscussionList = z.infer<typeof discussionListSchema>;

/** Who is connected, as a discussion's room sees it. */
export interface DiscussionPresence {
  caseId: string;
  /** The assigned expert has a socket open to the chat service; false while queued. */
  expertOnline: boolean;
  applicantOnline: boolean;
}

/** GET /cases/{caseId}/discussion and the `discussion:join` ack. */
export const discussionPageSchema = z.strictObject({
  summary: discussionSummarySchema,
  /** The caller's side of the discussion. */
  viewerRole: z.enum(['applicant', 'expert']),
  /** After the `after` cursor, in seq order, at most DISCUSSION_PAGE. */
  messages: z.array(discussionMessageSchema),
  hasMore: z.boolean(),
});
export type DiscussionPage = z.infer<typeof discussionPageSchema>;

/** POST /cases/{caseId}/discussion/files. */
export const discussionUploadAnswerSchema = z.strictObject({ file: discussionFileSchema });

/** An expert's row in the queue or among their assigned cases (GET /expert/cases). */
export const expertCaseSummarySchema = z.strictObject({
  ...discussionSummarySchema.shape,
  category: z.string().nullable(),
  /** What the applicant shared: counts of the case's documents, reviews and eligibility checks. */
  shared: z.strictObject({ documents: z.number(), reviews: z.number(), eligibilityChecks: z.number() }),
});
export type ExpertCaseSummary = z.infer<typeof expertCaseSummarySchema>;

export const expertCaseListsSchema = z.strictObject({
  queue: z.array(expertCaseSummarySchema),
  assigned: z.array(expertCaseSummarySchema),
});
export type ExpertCaseLists = z.infer<typeof expertCaseListsSchema>;

/** GET /expert/cases/{caseId}: the case as the applicant shared it. Never their chats, billing or settings. */
export const expertCaseViewSchema = z.strictObject({
  summary: expertCaseSummarySchema,
  /** The case's timeline, newest last, as on My Cases. */
  timeline: z.array(caseTimelineEntrySchema),
  receiptNumber: z.string().nullable(),
  formType: z.string().nullable(),
  details: caseDetailsSchema,
  /** Whether the caller holds the case (claim/release, highlights and status need it). */
  assignedToMe: z.boolean(),
});
export type ExpertCaseView = z.infer<typeof expertCaseViewSchema>;

/** POST and DELETE /cases/{caseId}/expert-request: where the case now stands with the experts (null: withdrawn). */
export const expertRequestAnswerSchema = z.strictObject({ request: expertRequestViewSchema.nullable() });
