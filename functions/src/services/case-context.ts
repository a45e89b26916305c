// The context of one of the caller's cases for the assistant: the case, its eligibility checks, its documents and the
// document reviews added to it, read owner-checked and turned into domain/cases/case-context.ts's compact view.
// Someone else's case reads as none.
import type { CaseContext } from '../domain/chat/agent-types';
import { getOwnedCase } from '../data/cases-repo';
import { listCaseReviews } from '../data/document-reviews-repo';
import { listDocuments } from '../data/documents-repo';
import { listCaseEligibility } from '../data/eligibility-repo';
import { buildCaseContext } from '../domain/cases/case-context';
import { missingDocuments, toCaseDocument, withReviewResults } from '../domain/cases/case-details';
import { utcToday } from '../shared/eligibility/dates';

/** The case's context, or null when the case does not exist or is not the caller's. */
export async function loadCaseContext(uid: string, caseId: string, today: string = utcToday()): Promise<CaseContext | null> {
  const record = await getOwnedCase(uid, caseId);
  if (!record) return null;
  // The reads filter by owner themselves; the case was checked first so nothing is read for a foreign id.
  const [eligibility, files, reviews] = await Promise.all([
    listCaseEligibility(uid, caseId),
    listDocuments(uid, caseId),
    listCaseReviews(uid, caseId),
  ]);
  return buildCaseContext({
    record,
    eligibility,
    documents: withReviewResults(files.map(toCaseDocument), reviews),
    missingDocuments: missingDocuments(reviews),
    today,
  });
}
