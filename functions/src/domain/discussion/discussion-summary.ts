// A case's discussion as one list row, seen from one side (shared/discussion/discussion-views.ts).
import type { DiscussionSummary, ExpertRequestView } from '../../shared/discussion/discussion-views';
import type { CaseRecord } from '../cases/case-record';

export type DiscussionSide = 'applicant' | 'expert';

/** The request as the web shows it: never the expert's uid. */
export function expertRequestView(record: CaseRecord): ExpertRequestView | null {
  const request = record.expertRequest;
  if (!request) return null;
  return {
    state: request.state,
    note: request.note,
    requestedAt: request.requestedAt,
    expertName: request.expertName,
    claimedAt: request.claimedAt,
  };
}

/**
 * The row for `side`: its unread count is the messages from the other side it has not read. An expert who does not
 * hold the case (one browsing the queue) has nothing unread.
 */
export function toDiscussionSummary(record: CaseRecord, side: DiscussionSide, viewerUid: string): DiscussionSummary {
  const holds = side === 'applicant' || record.expertRequest?.expertUid === viewerUid;
  const unread = !holds ? 0 : side === 'applicant' ? record.discussion.unreadByApplicant : record.discussion.unreadByExpert;
  return {
    caseId: record.id,
    caseNumber: record.caseNumber,
    caseName: record.caseName,
    applicantName: record.applicantName,
    status: record.status,
    expertRequest: expertRequestView(record),
    unread,
    lastActivityAt: record.discussion.lastActivityAt ?? record.expertRequest?.requestedAt ?? null,
    lastMessagePreview: record.discussion.lastPreview,
  };
}
