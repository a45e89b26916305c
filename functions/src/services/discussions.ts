// GET /discussions: the caller's case discussions as list rows (the picker of /cases/discuss, the bell's and the
// sidebar's unread count): an applicant's cases sent to experts or with messages, and an expert's assigned cases.
import { listApplicantDiscussionCases, listAssignedCases } from '../data/cases-repo';
import { isOnRoster } from '../data/experts-repo';
import { toDiscussionSummary } from '../domain/discussion/discussion-summary';
import { byLatestActivity } from '../domain/discussion/expert-case-view';
import type { SignedInUser } from '../domain/signed-in-user';
import type { DiscussionList, DiscussionSummary } from '../shared/discussion/discussion-views';

export async function listDiscussions(user: SignedInUser): Promise<DiscussionList> {
  // The roster check keeps a token issued before revoke-expert from listing the cases it no longer holds.
  const expert = user.role === 'expert' && (await isOnRoster(user.uid));
  const [own, held] = await Promise.all([
    listApplicantDiscussionCases(user.uid),
    expert ? listAssignedCases(user.uid) : Promise.resolve([]),
  ]);
  const rows: DiscussionSummary[] = [
    ...own.map((record) => toDiscussionSummary(record, 'applicant', user.uid)),
    ...held.filter((record) => record.ownerUid !== user.uid).map((record) => toDiscussionSummary(record, 'expert', user.uid)),
  ];
  const discussions = byLatestActivity(rows);
  return { discussions, unreadTotal: discussions.reduce((sum, row) => sum + row.unread, 0) };
}
