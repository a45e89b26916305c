// The expert's desk: the queue, the cases they hold, and one case as the applicant shared it (the case, its documents,
// reviews and eligibility checks: the same reads as My Cases' details, never chats, billing or settings).
import type { Readable } from 'node:stream';
import { getCaseById, listAssignedCases, listQueuedCases } from '../data/cases-repo';
import { listCaseReviews } from '../data/document-reviews-repo';
import * as documentsRepo from '../data/documents-repo';
import { listCaseEligibility } from '../data/eligibility-repo';
import { caseDetails as detailsOf, toCaseDocument } from '../domain/cases/case-details';
import type { CaseRecord } from '../domain/cases/case-record';
import { byLatestActivity, toExpertCaseSummary, toExpertCaseView } from '../domain/discussion/expert-case-view';
import { assertExpertCanSee, CASE_NOT_FOUND } from '../domain/discussion/expert-request';
import { notFound } from '../domain/errors';
import type { SignedInUser } from '../domain/signed-in-user';
import { addLogContext } from '../log';
import type { CaseDetails } from '../shared/cases/case-views';
import type { ExpertCaseLists, ExpertCaseSummary, ExpertCaseView } from '../shared/discussion/discussion-views';
import type { UserDocument } from '../shared/settings/document-views';
import { isSafeFileName } from '../shared/settings/upload-policy';
import { isOnRoster } from '../data/experts-repo';
import { msg } from '../shared/i18n/message';

export const DOCUMENT_NOT_FOUND = msg('errors:documentNotFound');

/**
 * The caller is an expert: the verified token says so (the route's policy already checked it) and the roster still
 * lists them, so a token issued before revoke-expert stops working at once. Anyone else meets the 404 of a missing id.
 */
export async function assertExpert(user: SignedInUser, missing = CASE_NOT_FOUND): Promise<void> {
  if (user.role !== 'expert' || !(await isOnRoster(user.uid))) throw notFound(missing);
}

/** What the case holds, read from its owner's data exactly as caseDetails in services/cases.ts reads it. */
async function sharedDetails(record: CaseRecord): Promise<CaseDetails> {
  const owner = record.ownerUid;
  const [documents, eligibility, reviews] = await Promise.all([
    documentsRepo.listDocuments(owner, record.id),
    listCaseEligibility(owner, record.id),
    listCaseReviews(owner, record.id),
  ]);
  return detailsOf(record, documents.map(toCaseDocument), eligibility, reviews);
}

async function summaryOf(record: CaseRecord, expertUid: string): Promise<ExpertCaseSummary> {
  const details = await sharedDetails(record);
  return toExpertCaseSummary(record, expertUid, {
    documents: details.documents.length,
    reviews: details.reports.length,
    eligibilityChecks: details.eligibility.length,
  });
}

/**
 * The case for this expert: queued (any expert) or held by them; anything else, including a case another expert holds,
 * is not found.
 */
export async function expertVisibleCase(user: SignedInUser, caseId: string): Promise<CaseRecord> {
  addLogContext({ caseId });
  await assertExpert(user);
  const record = await getCaseById(caseId);
  if (!record) throw notFound(CASE_NOT_FOUND);
  assertExpertCanSee(record, user.uid);
  return record;
}

/** GET /expert/cases: the queue (longest waiting first) and the caller's cases (latest activity first). */
export async function listExpertCases(user: SignedInUser): Promise<ExpertCaseLists> {
  await assertExpert(user, msg('errors:noSuchEndpoint'));
  const [queued, assigned] = await Promise.all([listQueuedCases(), listAssignedCases(user.uid)]);
  // An expert who is also an applicant does not pick up their own case.
  const others = (records: CaseRecord[]) => records.filter((r) => r.ownerUid !== user.uid);
  const [queue, mine] = await Promise.all([
    Promise.all(others(queued).map((r) => summaryOf(r, user.uid))),
    Promise.all(others(assigned).map((r) => summaryOf(r, user.uid))),
  ]);
  return { queue, assigned: byLatestActivity(mine) };
}

/** The view of a case the caller may see (the routes answer it after a read or a change). */
export async function expertCaseViewOf(record: CaseRecord, expertUid: string): Promise<ExpertCaseView> {
  return toExpertCaseView(record, expertUid, await sharedDetails(record));
}

/** GET /expert/cases/{id}. */
export async function getExpertCase(user: SignedInUser, caseId: string): Promise<ExpertCaseView> {
  return expertCaseViewOf(await expertVisibleCase(user, caseId), user.uid);
}

/** GET /expert/cases/{id}/documents/{name}: a file of the case, as the case's details list it. */
export async function openExpertCaseDocument(
  user: SignedInUser,
  caseId: string,
  name: string,
): Promise<{ document: UserDocument; stream: () => Readable }> {
  const record = await expertVisibleCase(user, caseId);
  const found = isSafeFileName(name) ? await documentsRepo.openDocument(record.ownerUid, name) : null;
  if (!found || (found.document.caseId !== caseId && !record.attachments.includes(name))) throw notFound(DOCUMENT_NOT_FOUND);
  return found;
}
