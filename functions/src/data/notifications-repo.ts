import { FieldValue } from 'firebase-admin/firestore';
import { z } from 'zod';
import type { Notification } from '../shared/notifications/notification-views';
import { decodeDocs, decodeWritten } from './decode';
import { db } from './firebase';
import { optionalText, ownerUid, storedMessage, storedTimestamp } from './stored-fields';
import type { Message } from '../shared/i18n/message';

export interface NewNotification {
  /** The text stored as it is: a keyed message's English rendering (what the Firebase console shows). */
  message: string;
  /** The message as a key and parameters; left out by writers not yet keyed (the reminder job's, docs/i18n.md). */
  keyed?: Message;
  link?: string;
}

const notifications = () => db().collection('notifications');
const LIST_LIMIT = 100;
// A batch holds at most 500 writes.
const BATCH_SIZE = 400;

/** A stored notification. One added by hand may leave out its link and read flag (unread). */
export const notificationDocSchema = z.object({
  ownerUid,
  message: z.string(),
  // Notifications written before keyed messages have only their text.
  keyed: storedMessage.nullable().default(null),
  link: optionalText,
  read: z.boolean().default(false),
  createdAt: storedTimestamp,
});

const toNotification = ({ message, keyed, link, read, createdAt }: z.output<typeof notificationDocSchema>, id: string): Notification => ({
  id,
  message,
  keyed,
  link,
  read,
  createdAt,
});

const notificationDoc = (uid: string, input: NewNotification) => ({
  ownerUid: uid,
  message: input.message,
  keyed: input.keyed ?? null,
  link: input.link ?? null,
  read: false,
  createdAt: FieldValue.serverTimestamp(),
});

export async function createNotification(uid: string, input: NewNotification): Promise<Notification> {
  const ref = notifications().doc();
  await ref.set(notificationDoc(uid, input));
  return toNotification(decodeWritten(notificationDocSchema, await ref.get(), 'notifications'), ref.id);
}

// The reminder job's notifications, written in the job's batches.
/**
 * Adds a notification with a chosen id to a batch: the reminder job's ids are deterministic, so a rerun or a retry
 * overwrites the same notification instead of adding another.
 */
export function notificationWrite(batch: FirebaseFirestore.WriteBatch, id: string, uid: string, input: NewNotification): void {
  batch.set(notifications().doc(id), notificationDoc(uid, input));
}

/** The caller's newest notifications first (index: ownerUid asc, createdAt desc). */
export async function listNotifications(uid: string): Promise<Notification[]> {
  const snapshot = await notifications().where('ownerUid', '==', uid).orderBy('createdAt', 'desc').limit(LIST_LIMIT).get();
  return decodeDocs(notificationDocSchema, snapshot.docs, 'notifications', toNotification);
}

export async function countUnread(uid: string): Promise<number> {
  const snapshot = await notifications().where('ownerUid', '==', uid).where('read', '==', false).count().get();
  return snapshot.data().count;
}

/** Marks every unread notification of the user as read; answers how many changed. */
export async function markAllRead(uid: string): Promise<number> {
  const snapshot = await notifications().where('ownerUid', '==', uid).where('read', '==', false).get();
  for (let i = 0; i < snapshot.docs.length; i += BATCH_SIZE) {
    const batch = db().batch();
    for (const doc of snapshot.docs.slice(i, i + BATCH_SIZE)) batch.update(doc.ref, { read: true, readAt: FieldValue.serverTimestamp() });
    await batch.commit();
  }
  return snapshot.size;
}
