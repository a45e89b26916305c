// deadlineFacts/{uid}: the dates a user entered or corrected for their deadlines (I-94, EAD, green card, permanent
// residence, marriage to a citizen, last arrival, passport expiry, time zone). Also reads, for the deadlines service,
// the facts other collections hold: the latest reviewed passport's expiry and the latest asylum check's arrival date.
import { FieldValue } from 'firebase-admin/firestore';
import { z } from 'zod';
import type { CheckedArrival, ReviewedPassport } from '../domain/deadlines/compute';
import { deadlineFactsSchema, EMPTY_DEADLINE_FACTS, type DeadlineFacts } from '../shared/deadlines/deadline-inputs';
import { decodeDoc, decodeDocs } from './decode';
import { reviewDocSchema } from './document-reviews-repo';
import { eligibilityDocSchema } from './eligibility-repo';
import { db } from './firebase';
import { ownerUid, storedTimestamp } from './stored-fields';

export const DEADLINE_FACTS_COLLECTION = 'deadlineFacts';
const facts = () => db().collection(DEADLINE_FACTS_COLLECTION);

/** A stored facts document: the input schema's fields (each may be missing) plus the owner and stamp. */
const factsDocSchema = z.object({ ownerUid, updatedAt: storedTimestamp.nullish() }).passthrough();

/** The caller's facts; all blank when none were saved (or the document is malformed, which is logged). */
export async function getDeadlineFacts(uid: string): Promise<DeadlineFacts> {
  const snapshot = await facts().doc(uid).get();
  const stored = decodeDoc(factsDocSchema, snapshot, DEADLINE_FACTS_COLLECTION);
  if (!stored || stored.ownerUid !== uid) return { ...EMPTY_DEADLINE_FACTS };
  const { ownerUid: _owner, updatedAt: _updated, ...fields } = stored;
  const parsed = deadlineFactsSchema.safeParse({ ...EMPTY_DEADLINE_FACTS, ...fields });
  return parsed.success ? parsed.data : { ...EMPTY_DEADLINE_FACTS };
}

/** Replaces the caller's facts whole. */
export async function saveDeadlineFacts(uid: string, value: DeadlineFacts): Promise<void> {
  await facts()
    .doc(uid)
    .set({ ownerUid: uid, ...value, updatedAt: FieldValue.serverTimestamp() });
}

/** How many of the caller's newest reviews are searched for a passport. */
const REVIEWS_SCANNED = 20;

/** The passport with an expiry date in the caller's newest review that has one (index: ownerUid asc, createdAt desc). */
export async function latestReviewedPassport(uid: string): Promise<ReviewedPassport | null> {
  const snapshot = await db()
    .collection('documentReviews')
    .where('ownerUid', '==', uid)
    .orderBy('createdAt', 'desc')
    .limit(REVIEWS_SCANNED)
    .get();
  const reviews = decodeDocs(reviewDocSchema, snapshot.docs, 'documentReviews', (review, id) => ({ ...review, id }));
  for (const review of reviews) {
    const passport = review.documents.find((doc) => doc.kind === 'passport' && !doc.wrongDocument && doc.identity.expiryDate);
    const expiryDate = passport?.identity.expiryDate;
    if (passport && expiryDate && /^\d{4}-\d{2}-\d{2}$/.test(expiryDate)) {
      return { expiryDate, fileName: passport.name, reviewId: review.id, reviewedAt: review.createdAt, caseId: review.caseId };
    }
  }
  return null;
}

const ASYLUM_CATEGORY = 'Asylum/Refugee';

/** The last arrival date of the caller's newest Asylum/Refugee eligibility check that gave one. */
export async function latestCheckedArrival(uid: string): Promise<CheckedArrival | null> {
  // Two equality filters need no composite index; a user has a handful of checks, sorted here.
  const snapshot = await db()
    .collection('eligibility')
    .where('ownerUid', '==', uid)
    .where('category', '==', ASYLUM_CATEGORY)
    .limit(100)
    .get();
  const checks = decodeDocs(eligibilityDocSchema, snapshot.docs, 'eligibility', (check) => check).sort((a, b) =>
    b.createdAt.localeCompare(a.createdAt),
  );
  for (const check of checks) {
    const details: unknown = check.input.categoryDetails;
    const lastArrival = details && typeof details === 'object' ? (details as Record<string, unknown>).lastArrivalDate : undefined;
    if (typeof lastArrival === 'string' && /^\d{4}-\d{2}-\d{2}$/.test(lastArrival)) {
      return { lastArrivalDate: lastArrival, checkedAt: check.createdAt, caseId: check.caseId };
    }
  }
  return null;
}
