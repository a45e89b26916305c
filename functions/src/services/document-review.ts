// Document review (POST /ai-assistant/documents and its follow-ups): each uploaded file is read (functions/src/
// extraction/), Gemini may read it too, the pure analysis (domain/documents/review.ts) checks them against the
// category's required documents and the applicant, and the files and the review are stored: Storage under
// users/{uid}/reviews/{reviewId}/, Firestore documentReviews/{reviewId}. Then the review may join a case, be reset,
// shared, printed, or discussed in a chat.
import { createHash } from 'node:crypto';
import { performance } from 'node:perf_hooks';
import { readDocumentsWithAi, type ReviewContext } from '../ai/document-reader';
import { readCaseAnswers } from '../data/case-answers-repo';
import { getOwnedCase, type CaseRecord } from '../data/cases-repo';
import { getOwnedChat } from '../data/chats-repo';
import {
  createReview,
  deleteReviewFiles,
  deleteReviewOutsideCases,
  discardReview,
  getOwnedReview,
  latestReviewOutsideCases,
  newReviewId,
  REVIEW_NOT_FOUND,
  saveReviewAnalysis,
  saveReviewFile,
  type ReviewRecord,
  type StoredReviewDocument,
} from '../data/document-reviews-repo';
import { listCaseEligibility } from '../data/eligibility-repo';
import { deleteReviewShares } from '../data/report-shares-repo';
import type { AiReading, ApplicantProfile, ExtractedFile } from '../domain/documents/analysis-types';
import { renderReportPdf } from '../domain/documents/report-pdf';
import type { Locale } from '../shared/i18n/locale';
import { reviewCounts } from '../domain/documents/report';
import { casePeople } from '../domain/documents/people-match';
import { REVIEW_GOAL } from '../shared/reference/required-documents';
import { rematchReview } from '../domain/documents/rematch';
import { analyzeDocuments } from '../domain/documents/review';
import { conflict, notFound } from '../domain/errors';
import type { SignedInUser } from '../domain/signed-in-user';
import type { AcceptedUpload } from '../domain/uploads/stored-upload';
import { extractFile } from '../extraction/extract-file';
import { addLogContext, log } from '../log';
import type { AddToCaseInput, DocumentPersonInput, ReviewFields } from '../shared/documents/review-inputs';
import { reviewViewPath } from '../shared/documents/review-links';
import type { DocumentReviewResult, DocumentReviewView, ReviewedDocument } from '../shared/documents/review-views';
import { isIsoDate, utcToday } from '../shared/eligibility/dates';
import { numberedName, safeFileName, UPLOAD_KINDS } from '../shared/settings/upload-policy';
import { applicantName, CASE_NOT_FOUND } from './cases';
import { CHAT_NOT_FOUND } from './chats';
import { notify } from './notify';
import { liveShareOf } from './report-shares';
import { fileReviewInCase } from './review-cases';
import { refreshDeadlinesQuietly } from './deadlines';
import { msg } from '../shared/i18n/message';

export { REVIEW_NOT_FOUND } from '../data/document-reviews-repo';
export const REVIEW_IN_CASE = msg('errors:thisReviewIsInACase');

/** Files read at once: extraction (OCR above all) is CPU-bound, and the API has 2 cores (docs/performance.md). */
const EXTRACTION_CONCURRENCY = 2;
/** Files written to Storage at once. */
const STORAGE_CONCURRENCY = 4;

/**
 * Runs `work` over the items with at most `limit` running at a time; answers in the items' order. After a failure no
 * new item starts, and the failure is thrown only once the running ones have settled, so a clean-up that follows
 * cannot race a write still in flight.
 */
async function mapLimited<T, R>(items: readonly T[], limit: number, work: (item: T, index: number) => Promise<R>): Promise<R[]> {
  const results: R[] = new Array<R>(items.length);
  let next = 0;
  let failed = false;
  const worker = async () => {
    while (next < items.length && !failed) {
      const index = next;
      next += 1;
      try {
        results[index] = await work(items[index] as T, index);
      } catch (error) {
        failed = true;
        throw error;
      }
    }
  };
  const settled = await Promise.allSettled(Array.from({ length: Math.min(limit, items.length) }, worker));
  const failure = settled.find((outcome): outcome is PromiseRejectedResult => outcome.status === 'rejected');
  if (failure) throw failure.reason;
  return results;
}

const elapsed = (since: number): number => Math.round(performance.now() - since);

/** `{ ocrMs: 5 }` -> `{ extractOcrMs: 5 }`. */
const prefixed = (prefix: string, fields: Record<string, number>): Record<string, number> =>
  Object.fromEntries(Object.entries(fields).map(([key, value]) => [`${prefix}${key.charAt(0).toUpperCase()}${key.slice(1)}`, value]));

/** One upload as the review handles it: its id in the review, its safe stored name and its hash. */
interface ReviewFile {
  documentId: string;
  storedName: string;
  upload: AcceptedUpload;
  sha256: string;
}

function reviewFiles(uploads: readonly AcceptedUpload[]): ReviewFile[] {
  const taken = new Set<string>();
  return uploads.map((upload, index) => {
    const base = safeFileName(upload.fileName, upload.kind);
    let storedName = base;
    for (let n = 2; taken.has(storedName.toLowerCase()); n++) storedName = numberedName(base, n);
    taken.add(storedName.toLowerCase());
    return { documentId: `file-${index + 1}`, storedName, upload, sha256: createHash('sha256').update(upload.bytes).digest('hex') };
  });
}

/** A file extraction could not read at all (a corrupt PDF, say): no pages, which the analysis reports as unreadable. */
const unreadFile = (file: ReviewFile): ExtractedFile => ({
  documentId: file.documentId,
  name: file.upload.fileName,
  uploadKind: file.upload.kind,
  sha256: file.sha256,
  method: file.upload.kind === 'docx' ? 'docx' : file.upload.kind === 'pdf' ? 'pdf-text' : 'ocr',
  pages: [],
});

/** The log's name for an extraction stage: durations only, under keys the logger does not redact (it hides "text"). */
const stageKey = (stage: string): string => `${stage.replace(/text/gi, 'Layer')}Ms`;

/** Reads every file, a few at a time; answers the files and the time each extraction stage took over all of them. */
async function extractAll(
  files: readonly ReviewFile[],
  reviewId: string,
): Promise<{ extracted: ExtractedFile[]; stageMs: Record<string, number> }> {
  const stageMs: Record<string, number> = {};
  const extracted = await mapLimited(files, EXTRACTION_CONCURRENCY, async (file) => {
    try {
      const { file: read, timings } = await extractFile({
        documentId: file.documentId,
        name: file.upload.fileName,
        uploadKind: file.upload.kind,
        bytes: file.upload.bytes,
        sha256: file.sha256,
      });
      for (const [stage, ms] of Object.entries(timings)) stageMs[stageKey(stage)] = (stageMs[stageKey(stage)] ?? 0) + Math.round(ms);
      return read;
    } catch (error) {
      // extractFile answers an unreadable file with no pages; should it throw all the same, the file is still the
      // client's, not a server error: it becomes an `unreadable` finding.
      log.warn('document review could not read a file', { reviewId, documentId: file.documentId, uploadKind: file.upload.kind }, error);
      return unreadFile(file);
    }
  });
  return { extracted, stageMs };
}

/** Gemini's readings when Vertex AI is configured; without it, or when it fails, the review goes on without them. */
async function aiReadings(
  files: readonly ReviewFile[],
  reviewId: string,
  context: ReviewContext,
): Promise<Record<string, AiReading> | undefined> {
  try {
    const readings = await readDocumentsWithAi(
      files.map((file) => ({
        documentId: file.documentId,
        name: file.upload.fileName,
        mimeType: UPLOAD_KINDS[file.upload.kind].contentType,
        bytes: file.upload.bytes,
      })),
      context,
    );
    return readings ?? undefined;
  } catch (error) {
    log.warn('document review went on without the AI reading', { reviewId }, error);
    return undefined;
  }
}

/**
 * Whom the documents should be about: the case's applicant when the review is for a case, else the profile's name;
 * the date of birth from the case's latest eligibility check, when it has one.
 */
async function applicantProfile(user: SignedInUser, caseRecord: CaseRecord | null): Promise<ApplicantProfile> {
  const fullName = caseRecord?.applicantName || (await applicantName(user));
  const latestCheck = caseRecord ? (await listCaseEligibility(user.uid, caseRecord.id))[0] : undefined;
  const dob = latestCheck?.data['dob'];
  return { fullName, ...(typeof dob === 'string' && isIsoDate(dob) ? { dateOfBirth: dob } : {}) };
}

const toReviewedDocument = ({
  storagePath: _path,
  contentType: _type,
  size: _size,
  sha256: _sha,
  caseFileName: _copy,
  ...doc
}: StoredReviewDocument): ReviewedDocument => doc;

const toResult = (review: ReviewRecord): DocumentReviewResult => ({
  reviewId: review.id,
  caseId: review.caseId,
  documents: review.documents.map(toReviewedDocument),
  report: review.report,
});

async function toView(review: ReviewRecord): Promise<DocumentReviewView> {
  return {
    ...toResult(review),
    category: review.category,
    country: review.country,
    comment: review.comment,
    createdAt: review.createdAt,
    share: await liveShareOf(review.ownerUid, review.id),
  };
}

/**
 * Reviews the uploads: reads each file, analyses them, stores the files and the review, adds it to the case when one
 * is named, and notifies the user. A case or chat named must be the caller's (404 like a missing one) and is checked
 * before anything is read or stored. Should storing fail halfway, whatever was stored is removed again.
 */
export async function reviewDocuments(
  user: SignedInUser,
  fields: ReviewFields,
  uploads: readonly AcceptedUpload[],
): Promise<DocumentReviewResult> {
  const started = performance.now();
  const { uid } = user;
  addLogContext({ ...(fields.caseId ? { caseId: fields.caseId } : {}), ...(fields.chatId ? { chatId: fields.chatId } : {}) });
  const caseRecord = fields.caseId ? await getOwnedCase(uid, fields.caseId) : null;
  if (fields.caseId && !caseRecord) throw notFound(CASE_NOT_FOUND);
  if (fields.chatId && !(await getOwnedChat(uid, fields.chatId))) throw notFound(CHAT_NOT_FOUND);

  const reviewId = newReviewId();
  const files = reviewFiles(uploads);

  const [applicant, people] = await Promise.all([
    applicantProfile(user, caseRecord),
    // The case's people, whose documents the files are: none for a review outside a case.
    caseRecord ? readCaseAnswers(uid, caseRecord.id).then((stored) => casePeople(stored.answers)) : Promise.resolve([]),
  ]);
  const today = utcToday();

  // Local extraction and Gemini's reading (when configured) run side by side.
  let stage = performance.now();
  const [{ extracted, stageMs }, ai] = await Promise.all([
    extractAll(files, reviewId),
    aiReadings(files, reviewId, { category: fields.category, country: fields.country, applicant, today }),
  ]);
  const readMs = elapsed(stage);

  stage = performance.now();
  // Unsaid, a family review of a case preparing the marriage package inside the United States (the goal a family
  // review checks) is an adjustment of status.
  const adjusting = fields.category === 'family' && caseRecord?.goal != null && caseRecord.goal === REVIEW_GOAL.family;
  const filing = fields.filing ?? (adjusting ? 'adjustment' : undefined);
  const analysis = analyzeDocuments({
    category: fields.category,
    country: fields.country,
    ...(filing ? { filing } : {}),
    people,
    files: extracted,
    applicant,
    today,
    ...(ai ? { ai } : {}),
  });
  const analyzeMs = elapsed(stage);

  stage = performance.now();
  let review: ReviewRecord;
  try {
    const documents = await mapLimited(analysis.documents, STORAGE_CONCURRENCY, async (doc): Promise<StoredReviewDocument> => {
      const file = files.find((f) => f.documentId === doc.documentId);
      if (!file) throw new Error(`The analysis answered a document it was not given: ${doc.documentId}`);
      const contentType = UPLOAD_KINDS[file.upload.kind].contentType;
      const storagePath = await saveReviewFile(uid, reviewId, {
        name: file.storedName,
        bytes: file.upload.bytes,
        contentType,
        originalName: file.upload.fileName,
      });
      return { ...doc, storagePath, contentType, size: file.upload.bytes.length, sha256: file.sha256, caseFileName: null };
    });
    review = await createReview(uid, reviewId, {
      caseId: null,
      chatId: fields.chatId ?? null,
      category: fields.category,
      country: fields.country,
      ...(filing ? { filing } : {}),
      comment: fields.comment,
      documents,
      report: { reportId: reviewId, ...analysis.report },
    });
    if (fields.caseId) review = (await fileReviewInCase(user, reviewId, { caseId: fields.caseId }, people)).review;
  } catch (error) {
    await undoReview(uid, reviewId);
    throw error;
  }
  const storeMs = elapsed(stage);

  await notify(uid, {
    message: msg('notifications:documentReviewCompleted', reviewCounts(review.documents, review.report.missing)),
    link: reviewViewPath(reviewId),
  }).catch((error: unknown) => log.error('document review notification not written', { reviewId }, error));
  await refreshDeadlinesQuietly(uid, 'document review'); // a reviewed passport's expiry becomes a reminder

  log.info('document review stored', {
    reviewId,
    files: files.length,
    readMs,
    analyzeMs,
    storeMs,
    totalMs: elapsed(started),
    ai: ai !== undefined,
    ...prefixed('extract', stageMs),
  });
  return toResult(review);
}

/** Removes what a failed review stored; a failure here is logged, so the original error is the one answered. */
async function undoReview(uid: string, reviewId: string): Promise<void> {
  await Promise.all([deleteReviewFiles(uid, reviewId), discardReview(uid, reviewId)]).catch((error: unknown) =>
    log.error('a failed document review left data behind', { reviewId }, error),
  );
}

async function ownedReview(uid: string, reviewId: string): Promise<ReviewRecord> {
  const review = await getOwnedReview(uid, reviewId);
  if (!review) throw notFound(REVIEW_NOT_FOUND);
  return review;
}

export async function getReview(uid: string, reviewId: string): Promise<DocumentReviewView> {
  return toView(await ownedReview(uid, reviewId));
}

/** The review's report as a PDF (pdfmake), its labels in `locale`, with the name it downloads as. */
export async function reviewReportPdf(uid: string, reviewId: string, locale: Locale = 'en'): Promise<{ pdf: Buffer; fileName: string }> {
  const review = await ownedReview(uid, reviewId);
  const pdf = await renderReportPdf(await toView(review), locale);
  return { pdf, fileName: `document-review-${review.createdAt.slice(0, 10)}.pdf` };
}

/**
 * 'Re-upload': discards a review that is in no case, with its files and share links. Without an id, the caller's
 * latest such review (none is fine). A review in a case is kept: 409.
 */
export async function resetReview(uid: string, reviewId?: string): Promise<void> {
  const target = reviewId ?? (await latestReviewOutsideCases(uid))?.id;
  if (!target) return;
  const outcome = await deleteReviewOutsideCases(uid, target);
  if (outcome === 'missing') throw notFound(REVIEW_NOT_FOUND);
  if (outcome === 'in-case') throw conflict(REVIEW_IN_CASE);
  const [files] = await Promise.all([deleteReviewFiles(uid, target), deleteReviewShares(uid, target)]);
  log.info('document review reset', { reviewId: target, files });
}

/** 'Add to Case': the caller's review into one of their cases or a new Draft case. */
export async function addReviewToCase(
  user: SignedInUser,
  reviewId: string,
  target: AddToCaseInput,
): Promise<{ caseId: string; review: DocumentReviewView }> {
  const filed = await fileReviewInCase(user, reviewId, target);
  return { caseId: filed.caseId, review: await toView(filed.review) };
}

/**
 * POST /ai-assistant/documents/{reviewId}/person: whose document a file is, as the user says; the review is matched
 * again from what it stored (domain/documents/rematch.ts) and its report rebuilt.
 */
export async function setDocumentPerson(uid: string, reviewId: string, input: DocumentPersonInput): Promise<DocumentReviewView> {
  const saved = await saveReviewAnalysis(uid, reviewId, (current) => {
    if (!current.documents.some((document) => document.documentId === input.documentId)) {
      throw notFound(msg('errors:reviewDocumentNotFound'));
    }
    const { documents, report } = rematchReview(current, { [input.documentId]: input.person });
    return { documents, report: { reportId: current.report.reportId, ...report } };
  });
  if (!saved) throw notFound(REVIEW_NOT_FOUND);
  return toView(saved);
}
