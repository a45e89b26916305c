// calendarFeeds/{id}: a user's private calendar feed of appointments. The id is the SHA-256 (hex) of the feed's token,
// so the token itself is never stored: whoever reads the database cannot subscribe. One live feed per user: making a
// new one revokes the others in the same transaction.
import { FieldValue, type Transaction } from 'firebase-admin/firestore';
import { z } from 'zod';
import { decodeDoc, decodeDocs } from './decode';
import { db } from './firebase';
import { ownerUid, storedTimestamp } from './stored-fields';

const feeds = () => db().collection('calendarFeeds');
const userFeeds = (uid: string) => feeds().where('ownerUid', '==', uid);

export interface CalendarFeedRecord {
  /** SHA-256 of the token, hex: the document id. */
  id: string;
  ownerUid: string;
  createdAt: string;
  revokedAt: string | null;
}

const feedDocSchema = z.object({
  ownerUid,
  createdAt: storedTimestamp,
  revokedAt: storedTimestamp.nullish().transform((value) => value ?? null),
});

const toFeed = (stored: z.output<typeof feedDocSchema>, id: string): CalendarFeedRecord => ({ id, ...stored });

async function revokeLive(tx: Transaction, uid: string): Promise<number> {
  const snapshot = await tx.get(userFeeds(uid));
  const live = snapshot.docs.filter((doc) => !doc.get('revokedAt'));
  for (const doc of live) tx.update(doc.ref, { revokedAt: FieldValue.serverTimestamp() });
  return live.length;
}

/** Stores a new feed for the user and revokes any earlier one, in one transaction; answers the new feed. */
export async function createFeed(uid: string, id: string): Promise<CalendarFeedRecord> {
  await db().runTransaction(async (tx) => {
    await revokeLive(tx, uid);
    tx.create(feeds().doc(id), { ownerUid: uid, createdAt: FieldValue.serverTimestamp(), revokedAt: null });
  });
  const created = await findFeed(id);
  if (!created) throw new Error('The calendar feed just written cannot be read back');
  return created;
}

/** Revokes the user's live feed; answers how many there were. */
export function revokeFeeds(uid: string): Promise<number> {
  return db().runTransaction((tx) => revokeLive(tx, uid));
}

/** The user's live feed, or null. */
export async function liveFeedOf(uid: string): Promise<CalendarFeedRecord | null> {
  const snapshot = await userFeeds(uid).get();
  const live = decodeDocs(feedDocSchema, snapshot.docs, 'calendarFeeds', toFeed).filter((feed) => feed.revokedAt === null);
  return live.sort((a, b) => b.createdAt.localeCompare(a.createdAt))[0] ?? null;
}

/** A feed by its id (the token's hash), live or not; null when there is none. */
export async function findFeed(id: string): Promise<CalendarFeedRecord | null> {
  const snapshot = await feeds().doc(id).get();
  const stored = decodeDoc(feedDocSchema, snapshot, 'calendarFeeds');
  return stored && toFeed(stored, snapshot.id);
}
