// documentReviews/{reviewId}: one document review (POST /ai-assistant/documents), owned by ownerUid, and its files in
// Cloud Storage under users/{uid}/reviews/{reviewId}/. A review added to a case records the case and, per file, the
// name of its copy among the user's documents (users/{uid}/documents/{name}), which the case lists as an attachment.
import { FieldValue, type Query } from 'firebase-admin/firestore';
import { z } from 'zod';
import type { CaseReview } from '../domain/cases/case-details';
import { DOCUMENT_KIND_KEYS } from '../shared/documents/document-kinds';
import { PERSON_ROLES } from '../shared/forms/profile-facts';
import { documentNoticeSchema, ISSUE_TYPES, type ReviewedDocument, type ReviewReport } from '../shared/documents/review-views';
import { DOCUMENT_CATEGORY_KEYS, type DocumentCategoryKey } from '../shared/reference/categories';
import { FAMILY_FILINGS, type FamilyFiling } from '../shared/reference/required-documents';
import { decodeDoc, decodeDocs, decodeWritten } from './decode';
import { db } from './firebase';
import { createdAndUpdated, fillUpdatedAt, optionalText, ownerUid } from './stored-fields';
import { deleteFile, listTree, readFileStream, saveFile } from './user-files-store';
import { msg } from '../shared/i18n/message';

export const REVIEW_NOT_FOUND = msg('errors:reviewNotFound');

const reviews = () => db().collection('documentReviews');
const folder = (uid: string, reviewId: string) => `users/${uid}/reviews/${reviewId}`;

/** A reviewed file as stored: the answer's fields, where its bytes are, and its copy in a case once there is one. */
export interface StoredReviewDocument extends ReviewedDocument {
  storagePath: string;
  contentType: string;
  size: number;
  /** SHA-256 of the bytes, hex. */
  sha256: string;
  /** The name of its copy among the user's documents once the review is in a case; null before. */
  caseFileName: string | null;
}

export interface ReviewRecord {
  id: string;
  ownerUid: string;
  caseId: string | null;
  chatId: string | null;
  category: DocumentCategoryKey;
  country: string;
  /** A family review's filing (inside the U.S. or abroad), when it was said or the case's goal said it. */
  filing?: FamilyFiling;
  comment: string;
  documents: StoredReviewDocument[];
  report: ReviewReport;
  createdAt: string;
  updatedAt: string;
}

const issueSchema = z.object({
  type: z.enum(ISSUE_TYPES),
  severity: z.enum(['error', 'warning', 'info']),
  details: z.string(),
  by: z.literal('ai').optional(),
});

const optionalString = z
  .string()
  .nullish()
  .transform((value) => value || undefined);

const storedDocumentSchema = z.object({
  documentId: z.string().min(1),
  name: z.string(),
  kind: z.enum(DOCUMENT_KIND_KEYS),
  kindLabel: z.string(),
  wrongDocument: z.boolean(),
  satisfies: optionalText,
  identity: z
    .object({
      fullName: optionalString,
      documentNumber: optionalString,
      dateOfBirth: optionalString,
      nationality: optionalString,
      expiryDate: optionalString,
    })
    .prefault({}),
  issues: z.array(issueSchema).default([]),
  extraction: z.object({ method: z.enum(['pdf-text', 'ocr', 'docx', 'ai']), characters: z.number().int().nonnegative() }),
  // Reviews stored before notices and people were read have none.
  notice: documentNoticeSchema.nullable().default(null),
  person: z.enum(PERSON_ROLES).nullable().default(null),
  storagePath: z.string().min(1),
  contentType: z.string(),
  size: z.number().int().nonnegative(),
  sha256: z.string(),
  caseFileName: optionalText,
});

const reportSchema = z.object({
  reportId: z.string().min(1),
  title: z.string(),
  summary: z.string(),
  issues: z.array(z.string()).default([]),
  recommendations: z.array(z.string()).default([]),
  missing: z.array(z.object({ key: z.string(), label: z.string() })).default([]),
});

/** A stored review, written whole by createReview. */
export const reviewDocSchema = z
  .object({
    ownerUid,
    caseId: optionalText,
    chatId: optionalText,
    category: z.enum(DOCUMENT_CATEGORY_KEYS),
    country: z.string(),
    filing: z.enum(FAMILY_FILINGS).optional(),
    comment: z.string().default(''),
    documents: z.array(storedDocumentSchema),
    report: reportSchema,
    ...createdAndUpdated,
  })
  .transform(fillUpdatedAt);

/** Drops the keys zod leaves as undefined, so a record compares (and serialises) like what was written. */
const withoutUndefined = <T extends object>(value: T): T =>
  Object.fromEntries(Object.entries(value).filter(([, v]) => v !== undefined)) as T;

const toRecord = (stored: z.output<typeof reviewDocSchema>, id: string): ReviewRecord => ({
  id,
  ...stored,
  documents: stored.documents.map((doc) => ({
    ...doc,
    identity: withoutUndefined(doc.identity),
    issues: doc.issues.map((issue) => withoutUndefined(issue)),
  })),
});

/** A new review's id, chosen before anything is stored so its files can be stored under it. */
export const newReviewId = (): string => reviews().doc().id;

/** Stores one file of a review; answers its path. The name must already be safe (upload-policy safeFileName). */
export async function saveReviewFile(
  uid: string,
  reviewId: string,
  file: { name: string; bytes: Buffer; contentType: string; originalName: string },
): Promise<string> {
  const path = `${folder(uid, reviewId)}/${file.name}`;
  await saveFile(path, file.bytes, file.contentType, { ownerUid: uid, reviewId, originalName: file.originalName.slice(0, 255) });
  return path;
}

/** The bytes of one of the review's files; null when the path is not under the caller's review or the file is gone. */
export async function readReviewFile(uid: string, reviewId: string, storagePath: string): Promise<Buffer | null> {
  if (!storagePath.startsWith(`${folder(uid, reviewId)}/`)) return null;
  const chunks: Buffer[] = [];
  try {
    for await (const chunk of readFileStream(storagePath)) chunks.push(chunk as Buffer);
  } catch (error) {
    if ((error as { code?: number }).code === 404) return null;
    throw error;
  }
  return Buffer.concat(chunks);
}

/** Deletes every file stored for the review; answers how many there were. */
export async function deleteReviewFiles(uid: string, reviewId: string): Promise<number> {
  const files = await listTree(folder(uid, reviewId));
  const deleted = await Promise.all(files.map((file) => deleteFile(file.path)));
  return deleted.filter(Boolean).length;
}

/** A review as first written: in no case yet. */
export type NewReview = Omit<ReviewRecord, 'id' | 'ownerUid' | 'caseId' | 'createdAt' | 'updatedAt'> & { caseId: null };

/** Writes the review whole (it is added to a case afterwards, through claimForCase). */
export async function createReview(uid: string, reviewId: string, review: NewReview): Promise<ReviewRecord> {
  const ref = reviews().doc(reviewId);
  const now = FieldValue.serverTimestamp();
  // Through JSON so the document holds plain values only (no undefined).
  const plain = JSON.parse(JSON.stringify(review)) as NewReview;
  await ref.create({ ownerUid: uid, ...plain, createdAt: now, updatedAt: now });
  return toRecord(decodeWritten(reviewDocSchema, await ref.get(), 'documentReviews'), reviewId);
}

/** The caller's review, or null when it does not exist, is someone else's, or is malformed. */
export async function getOwnedReview(uid: string, reviewId: string): Promise<ReviewRecord | null> {
  const snapshot = await reviews().doc(reviewId).get();
  if (snapshot.get('ownerUid') !== uid) return null;
  const stored = decodeDoc(reviewDocSchema, snapshot, 'documentReviews');
  return stored && toRecord(stored, snapshot.id);
}

/** How many of the caller's newest reviews latestReviewOutsideCases looks through. */
export const LATEST_REVIEWS_SCANNED = 50;

/**
 * The caller's newest review that is in no case, among their newest LATEST_REVIEWS_SCANNED (index: ownerUid asc,
 * createdAt desc). Not a `caseId == null` filter: the offline Firestore stand-in cannot serve one.
 */
export async function latestReviewOutsideCases(uid: string): Promise<ReviewRecord | null> {
  const query: Query = reviews().where('ownerUid', '==', uid).orderBy('createdAt', 'desc').limit(LATEST_REVIEWS_SCANNED);
  const snapshot = await query.get();
  return decodeDocs(reviewDocSchema, snapshot.docs, 'documentReviews', toRecord).find((review) => review.caseId === null) ?? null;
}

/** Deletes the review's document unless it is in a case; 'missing' for none of the caller's. */
export async function deleteReviewOutsideCases(uid: string, reviewId: string): Promise<'deleted' | 'in-case' | 'missing'> {
  const ref = reviews().doc(reviewId);
  return db().runTransaction(async (tx) => {
    const snapshot = await tx.get(ref);
    if (!snapshot.exists || snapshot.get('ownerUid') !== uid) return 'missing';
    if (snapshot.get('caseId')) return 'in-case';
    tx.delete(ref);
    return 'deleted';
  });
}

/** Deletes the review's document whatever it holds: only to undo a review whose request failed. */
export async function discardReview(uid: string, reviewId: string): Promise<void> {
  const ref = reviews().doc(reviewId);
  await db().runTransaction(async (tx) => {
    const snapshot = await tx.get(ref);
    if (snapshot.exists && snapshot.get('ownerUid') === uid) tx.delete(ref);
  });
}

export type CaseClaim =
  | { outcome: 'claimed'; review: ReviewRecord }
  | { outcome: 'already-there'; review: ReviewRecord }
  | { outcome: 'other-case'; caseId: string }
  | { outcome: 'missing' };

/**
 * Marks the caller's review as being in the case, in a transaction, so two requests cannot both add it: `claimed`
 * when it was in none, `already-there` when it is in this one, `other-case` when it is in another.
 */
export async function claimForCase(uid: string, reviewId: string, caseId: string): Promise<CaseClaim> {
  const ref = reviews().doc(reviewId);
  return db().runTransaction(async (tx): Promise<CaseClaim> => {
    const snapshot = await tx.get(ref);
    if (snapshot.get('ownerUid') !== uid) return { outcome: 'missing' };
    const stored = decodeDoc(reviewDocSchema, snapshot, 'documentReviews');
    if (!stored) return { outcome: 'missing' };
    const review = toRecord(stored, ref.id);
    if (review.caseId === caseId) return { outcome: 'already-there', review };
    if (review.caseId) return { outcome: 'other-case', caseId: review.caseId };
    tx.update(ref, { caseId, updatedAt: FieldValue.serverTimestamp() });
    return { outcome: 'claimed', review: { ...review, caseId } };
  });
}

/** Undoes a claim whose filing failed, if the review is still in that case. */
export async function releaseFromCase(uid: string, reviewId: string, caseId: string): Promise<void> {
  const ref = reviews().doc(reviewId);
  await db().runTransaction(async (tx) => {
    const snapshot = await tx.get(ref);
    if (snapshot.get('ownerUid') === uid && snapshot.get('caseId') === caseId)
      tx.update(ref, { caseId: null, updatedAt: FieldValue.serverTimestamp() });
  });
}

/**
 * Rewrites the caller's review's documents (and report, when `change` gives one: after whose document a file is was
 * corrected) in a transaction, then reads it back; null when the review is not the caller's. An error `change` throws
 * aborts the write.
 */
export async function saveReviewAnalysis(
  uid: string,
  reviewId: string,
  change: (review: ReviewRecord) => { documents: StoredReviewDocument[]; report?: ReviewReport },
): Promise<ReviewRecord | null> {
  const ref = reviews().doc(reviewId);
  const saved = await db().runTransaction(async (tx) => {
    const snapshot = await tx.get(ref);
    if (snapshot.get('ownerUid') !== uid) return false;
    const stored = decodeDoc(reviewDocSchema, snapshot, 'documentReviews');
    if (!stored) return false;
    const { documents, report } = change(toRecord(stored, ref.id));
    tx.update(ref, {
      documents: JSON.parse(JSON.stringify(documents)) as unknown,
      ...(report ? { report: JSON.parse(JSON.stringify(report)) as unknown } : {}),
      updatedAt: FieldValue.serverTimestamp(),
    });
    return true;
  });
  return saved ? getOwnedReview(uid, reviewId) : null;
}

/** The caller's reviews added to a case, as case details read them (two equality filters: no composite index). */
export async function listCaseReviews(uid: string, caseId: string): Promise<CaseReview[]> {
  const snapshot = await reviews().where('ownerUid', '==', uid).where('caseId', '==', caseId).limit(100).get();
  return decodeDocs(reviewDocSchema, snapshot.docs, 'documentReviews', toRecord).map((review) => ({
    reviewId: review.id,
    createdAt: review.createdAt,
    documents: review.documents.map(({ storagePath: _path, contentType: _type, size: _size, sha256: _sha, ...doc }) => doc),
    report: review.report,
  }));
}
