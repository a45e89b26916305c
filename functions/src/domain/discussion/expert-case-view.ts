// A case as an expert reads it (GET /expert/cases, /expert/cases/{id}): what the applicant shared with the case,
// never their chats, billing or settings. Pure.
import type { CaseDetails } from '../../shared/cases/case-views';
import type { DiscussionSummary, ExpertCaseSummary, ExpertCaseView } from '../../shared/discussion/discussion-views';
import type { CaseRecord } from '../cases/case-record';
import { toDiscussionSummary } from './discussion-summary';

export type SharedCounts = ExpertCaseSummary['shared'];

export function toExpertCaseSummary(record: CaseRecord, expertUid: string, shared: SharedCounts): ExpertCaseSummary {
  return { ...toDiscussionSummary(record, 'expert', expertUid), category: record.category, shared };
}

export function toExpertCaseView(record: CaseRecord, expertUid: string, details: CaseDetails): ExpertCaseView {
  const shared: SharedCounts = {
    documents: details.documents.length,
    reviews: details.reports.length,
    eligibilityChecks: details.eligibility.length,
  };
  return {
    summary: toExpertCaseSummary(record, expertUid, shared),
    timeline: record.timeline.map(({ date, event, keyed, by }) => ({ date, event, keyed, by })),
    receiptNumber: record.receiptNumber,
    formType: record.formType,
    details,
    assignedToMe: record.expertRequest?.state === 'assigned' && record.expertRequest.expertUid === expertUid,
  };
}

const activity = (row: DiscussionSummary): string => row.lastActivityAt ?? '';

/** The queue in request order (oldest first, as read); assigned cases with the latest activity first. */
export const byLatestActivity = <T extends DiscussionSummary>(rows: readonly T[]): T[] =>
  [...rows].sort((a, b) => activity(b).localeCompare(activity(a)) || a.caseId.localeCompare(b.caseId));
