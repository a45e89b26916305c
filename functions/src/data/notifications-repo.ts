import { FieldValue } from 'firebase-admin/firestore';
import type { Notification } from '../shared/notifications/notification-views';
import { db } from './firebase';
import { bool, str, toIso } from './timestamps';

export interface NewNotification {
  message: string;
  link?: string;
}

const notifications = () => db().collection('notifications');
const LIST_LIMIT = 100;
// A batch holds at most 500 writes.
const BATCH_SIZE = 400;

function toNotification(doc: FirebaseFirestore.DocumentSnapshot): Notification {
  const d = doc.data() ?? {};
  const link = str(d['link']);
  return { id: doc.id, message: str(d['message']), link: link || null, read: bool(d['read']), createdAt: toIso(d['createdAt']) };
}

export async function createNotification(uid: string, input: NewNotification): Promise<Notification> {
  const ref = notifications().doc();
  await ref.set({ ownerUid: uid, message: input.message, link: input.link ?? null, read: false, createdAt: FieldValue.serverTimestamp() });
  return toNotification(await ref.get());
}

/** The caller's newest notifications first (index: ownerUid asc, createdAt desc). */
export async function listNotifications(uid: string): Promise<Notification[]> {
  const snapshot = await notifications().where('ownerUid', '==', uid).orderBy('createdAt', 'desc').limit(LIST_LIMIT).get();
  return snapshot.docs.map(toNotification);
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
