// Adding a document review to a case ('Add to Case', or a review uploaded with a caseId): the review's files are copied
// into the user's documents (users/{uid}/documents, with the case's id), listed among the case's attachments with one
// timeline entry, and the review records the case and the name of each copy. A review is in at most one case; adding it
// again to the same case changes nothing, so no attachment is ever listed twice.
import { createCase, getOwnedCase } from '../data/cases-repo';
import * as documentsRepo from '../data/documents-repo';
import { readCaseAnswers } from '../data/case-answers-repo';
import {
  claimForCase,
  getOwnedReview,
  readReviewFile,
  releaseFromCase,
  REVIEW_NOT_FOUND,
  saveReviewAnalysis,
  type ReviewRecord,
} from '../data/document-reviews-repo';
import { formatCaseNumber } from '../domain/cases/case-number';
import { casePeople, matchStoredFiles, type CasePerson } from '../domain/documents/people-match';
import { rematchReview } from '../domain/documents/rematch';
import { reviewCounts } from '../domain/documents/report';
import type { TimelineEntry } from '../domain/cases/case-record';
import { timelineEntry } from '../domain/cases/timeline-text';
import { caseName } from '../domain/cases/case-view';
import { conflict, notFound } from '../domain/errors';
import type { SignedInUser } from '../domain/signed-in-user';
import { addLogContext, log } from '../log';
import type { AddToCaseInput } from '../shared/documents/review-inputs';
import type { DocumentCategoryKey, EligibilityCategory } from '../shared/reference/categories';
import { isSafeFileName, numberedName } from '../shared/settings/upload-policy';
import { applicantName, CASE_NOT_FOUND, changeOwnedCase } from './cases';
import { msg, type Message } from '../shared/i18n/message';

export const REVIEW_IN_OTHER_CASE = msg('errors:thisReviewIsAlreadyInAnother');

/**
 * The case category (one of the 14 eligibility categories, shared/reference/categories.ts) a new Draft case gets for a
 * review of each document category: the spec's document categories are broader, so each maps to its main path.
 */
export const CASE_CATEGORY_OF_REVIEW: Record<DocumentCategoryKey, EligibilityCategory> = {
  family: 'Family-Based',
  employment: 'Employment-Based',
  student: 'Student (F-1)',
  refugee: 'Asylum/Refugee',
  kvisa: 'K-Visa',
  diversity: 'Diversity Lottery',
  special: 'Special Categories',
};

const entryNow = (message: Message): TimelineEntry => timelineEntry(new Date().toISOString(), 'applicant', message);

function reviewAddedEvent(review: ReviewRecord): Message {
  return msg('timeline:reviewAdded', reviewCounts(review.documents, review.report.missing));
}

/** A new Draft case for the review's category, for the caller. */
async function openDraftCaseFor(user: SignedInUser, review: ReviewRecord): Promise<string> {
  const category = CASE_CATEGORY_OF_REVIEW[review.category];
  const { caseId } = await createCase(user.uid, {
    chatId: null,
    caseName: caseName(category),
    applicantName: await applicantName(user),
    category,
    status: 'Draft',
    timeline: [entryNow(msg('timeline:draftCaseCreatedFromReview'))],
    caseNumber: formatCaseNumber,
  });
  return caseId;
}

/** The stored name of a review file: the last segment of its path, which the review stored as a safe name. */
const storedNameOf = (storagePath: string): string => storagePath.split('/').pop() ?? '';

/**
 * Copies the review's files into the user's documents, attached to the case; answers each copy's name by documentId.
 * A copy that cannot be made undoes the ones made before it.
 */
async function copyFilesToCase(uid: string, review: ReviewRecord, caseId: string): Promise<Record<string, string>> {
  const names: Record<string, string> = {};
  try {
    // One at a time: a review has at most 10 files, and each copy holds its bytes in memory.
    for (const doc of review.documents) {
      if (doc.caseFileName) continue;
      const bytes = await readReviewFile(uid, review.id, doc.storagePath);
      const name = storedNameOf(doc.storagePath);
      if (!bytes || !isSafeFileName(name)) {
        log.warn('review file missing when added to a case', { reviewId: review.id, documentId: doc.documentId });
        continue;
      }
      const saved = await documentsRepo.saveDocument(uid, {
        name,
        bytes,
        contentType: doc.contentType,
        originalName: doc.name,
        caseId,
        numberName: numberedName,
      });
      names[doc.documentId] = saved.name;
    }
    return names;
  } catch (error) {
    await Promise.all(Object.values(names).map((name) => documentsRepo.deleteDocument(uid, name).catch(() => false)));
    throw error;
  }
}

export interface FiledReview {
  caseId: string;
  review: ReviewRecord;
}

/**
 * Adds the caller's review to one of their cases, or to a new Draft case. Another user's review or case answers 404,
 * like a missing one; a review already in another case 409. A review already in a case, asked for a new case, stays
 * where it is (a second click changes nothing).
 */
export async function fileReviewInCase(
  user: SignedInUser,
  reviewId: string,
  target: AddToCaseInput,
  /** The case's people, when the caller already read them (an upload for the case matched its files with them). */
  knownPeople?: readonly CasePerson[],
): Promise<FiledReview> {
  const { uid } = user;
  const review = await getOwnedReview(uid, reviewId);
  if (!review) throw notFound(REVIEW_NOT_FOUND);
  let caseId: string;
  if ('newCase' in target) {
    if (review.caseId) return { caseId: review.caseId, review };
    caseId = await openDraftCaseFor(user, review);
  } else {
    caseId = target.caseId;
    if (!(await getOwnedCase(uid, caseId))) throw notFound(CASE_NOT_FOUND);
  }
  addLogContext({ caseId });

  const claim = await claimForCase(uid, reviewId, caseId);
  if (claim.outcome === 'missing') throw notFound(REVIEW_NOT_FOUND);
  if (claim.outcome === 'other-case') throw conflict(REVIEW_IN_OTHER_CASE);
  if (claim.outcome === 'already-there') return { caseId, review: claim.review };

  let copies: Record<string, string> = {};
  try {
    copies = await copyFilesToCase(uid, claim.review, caseId);
    const added = Object.values(copies);
    await changeOwnedCase(uid, caseId, (current) => ({
      changes: { attachments: [...current.attachments, ...added.filter((name) => !current.attachments.includes(name))] },
      entries: [entryNow(reviewAddedEvent(claim.review))],
    }));
  } catch (error) {
    // Nothing half-done stays: the copies go, and the review is in no case again.
    await Promise.all(Object.values(copies).map((name) => documentsRepo.deleteDocument(uid, name).catch(() => false)));
    await releaseFromCase(uid, reviewId, caseId).catch((undo: unknown) => log.error('review left marked in a case', { reviewId }, undo));
    throw error;
  }
  const people = knownPeople ?? casePeople((await readCaseAnswers(uid, caseId)).answers);
  const recorded = await recordInCase(uid, reviewId, people, copies);
  return { caseId, review: recorded ?? claim.review };
}

/**
 * Records the name of each file's copy among the user's documents and matches the files no one has assigned to the
 * case's people (a review made outside the case was read without them), rebuilding the report when any is matched.
 */
async function recordInCase(
  uid: string,
  reviewId: string,
  people: readonly CasePerson[],
  copies: Readonly<Record<string, string>>,
): Promise<ReviewRecord | null> {
  return saveReviewAnalysis(uid, reviewId, (review) => {
    const documents = review.documents.map((doc) => ({ ...doc, caseFileName: copies[doc.documentId] ?? doc.caseFileName }));
    const matched = matchStoredFiles(documents, people);
    if (Object.keys(matched).length === 0) return { documents };
    const rematched = rematchReview({ ...review, documents }, matched);
    return { documents: rematched.documents, report: { reportId: review.report.reportId, ...rematched.report } };
  });
}
