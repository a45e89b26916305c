// reportShares/{id}: the share links of document review reports. The id is the SHA-256 (hex) of the link's token, so the
// token itself is never stored: whoever reads the database cannot open a link. One live link per review: making a new
// one revokes the others in the same transaction.
import { FieldValue, Timestamp, type Transaction } from 'firebase-admin/firestore';
import { z } from 'zod';
import { decodeDoc, decodeDocs } from './decode';
import { db } from './firebase';
import { ownerUid, storedTimestamp } from './stored-fields';

const shares = () => db().collection('reportShares');
const reviewShares = (uid: string, reviewId: string) => shares().where('ownerUid', '==', uid).where('reviewId', '==', reviewId);

export interface ShareRecord {
  /** SHA-256 of the token, hex: the document id. */
  id: string;
  ownerUid: string;
  reviewId: string;
  createdAt: string;
  expiresAt: string;
  revokedAt: string | null;
}

export const shareDocSchema = z.object({
  ownerUid,
  reviewId: z.string().min(1),
  createdAt: storedTimestamp,
  expiresAt: storedTimestamp,
  revokedAt: storedTimestamp.nullish().transform((value) => value ?? null),
});

const toShare = (stored: z.output<typeof shareDocSchema>, id: string): ShareRecord => ({ id, ...stored });

/** Whether a link still opens its report at `now`. */
export const isLive = (share: ShareRecord, now: Date): boolean => share.revokedAt === null && Date.parse(share.expiresAt) > now.getTime();

async function revokeLive(tx: Transaction, uid: string, reviewId: string): Promise<number> {
  const snapshot = await tx.get(reviewShares(uid, reviewId));
  const live = snapshot.docs.filter((doc) => !doc.get('revokedAt'));
  for (const doc of live) tx.update(doc.ref, { revokedAt: FieldValue.serverTimestamp() });
  return live.length;
}

/**
 * Stores a new link for the caller's review and revokes any earlier one, in one transaction that also checks the
 * review is still the caller's. False when it is not (or no longer exists).
 */
export async function createShare(uid: string, reviewId: string, id: string, expiresAt: Date): Promise<boolean> {
  const reviewRef = db().collection('documentReviews').doc(reviewId);
  return db().runTransaction(async (tx) => {
    const review = await tx.get(reviewRef);
    if (!review.exists || review.get('ownerUid') !== uid) return false;
    await revokeLive(tx, uid, reviewId);
    tx.create(shares().doc(id), {
      ownerUid: uid,
      reviewId,
      createdAt: FieldValue.serverTimestamp(),
      expiresAt: Timestamp.fromDate(expiresAt),
      revokedAt: null,
    });
    return true;
  });
}

/** Revokes the review's live links; answers how many there were. */
export async function revokeShares(uid: string, reviewId: string): Promise<number> {
  return db().runTransaction((tx) => revokeLive(tx, uid, reviewId));
}

/** The review's links, newest first. */
export async function listReviewShares(uid: string, reviewId: string): Promise<ShareRecord[]> {
  const snapshot = await reviewShares(uid, reviewId).get();
  return decodeDocs(shareDocSchema, snapshot.docs, 'reportShares', toShare).sort((a, b) => b.createdAt.localeCompare(a.createdAt));
}

/** A link by its id (the token's hash), live or not; null when there is none. */
export async function findShare(id: string): Promise<ShareRecord | null> {
  const snapshot = await shares().doc(id).get();
  const stored = decodeDoc(shareDocSchema, snapshot, 'reportShares');
  return stored && toShare(stored, snapshot.id);
}

/** Deletes every link of the review (when the review itself is discarded). */
export async function deleteReviewShares(uid: string, reviewId: string): Promise<void> {
  const snapshot = await reviewShares(uid, reviewId).get();
  if (snapshot.empty) return;
  const batch = db().batch();
  for (const doc of snapshot.docs) batch.delete(doc.ref);
  await batch.commit();
}
