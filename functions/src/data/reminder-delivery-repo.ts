// The daily reminder job's reads and writes (services/reminder-job.ts): the reminders that have come due, read in
// pages with cursors; each user's channels, read in batches; and each user's announcements written in one batch with
// the reminders' new state, so a crash between runs can neither announce a lead time twice nor lose one.
//
// `mail/{id}` is the Trigger Email extension's collection ({ to, message: { subject, text, html } }) and
// `messages/{id}` the Twilio extension's ({ to, body }); both extensions send what is written there
// (docs/deadlines.md, "The reminder job and delivery channels"). Each document also carries ownerUid, so account
// export and deletion find it.
import { FieldValue, type DocumentReference, type QueryDocumentSnapshot, type Timestamp } from 'firebase-admin/firestore';
import { z } from 'zod';
import type { ReminderRecord } from '../domain/deadlines/reminder';
import type { EmailContent } from '../domain/deadlines/reminder-delivery';
import { localeOfLanguage, type Locale } from '../shared/i18n/locale';
import { resolvePreferences } from '../shared/settings/settings';
import { decodeDoc } from './decode';
import { db } from './firebase';
import { notificationWrite } from './notifications-repo';
import { REMINDERS_COLLECTION, reminderDocSchema, remindersCollection } from './reminders-repo';

const users = () => db().collection('users');
export const MAIL_COLLECTION = 'mail';
export const SMS_COLLECTION = 'messages';

/** A due reminder with what the write needs to tell whether it changed since it was read. */
export interface DueReminder extends ReminderRecord {
  readTime: Timestamp;
}

function toDueReminder(snapshot: QueryDocumentSnapshot): DueReminder | null {
  const stored = decodeDoc(reminderDocSchema, snapshot, REMINDERS_COLLECTION);
  if (!stored) return null;
  const { ownerUid, key, kind, title, titleKeyed, dueDate, timeZone, caseId, leadDays, firedLeads, nextFireDate, muted } = stored;
  return {
    id: snapshot.id,
    ownerUid,
    key,
    kind,
    title,
    titleKeyed,
    dueDate,
    timeZone,
    caseId,
    leadDays,
    firedLeads,
    nextFireDate,
    muted,
    readTime: snapshot.updateTime,
  };
}

/**
 * Every reminder whose next fire date is on or before `latest`, page by page (nextFireDate order, ties by id), so
 * the job never holds the whole collection. Pages continue after the last document read, by cursor: the job's writes
 * move a reminder's nextFireDate on, and a reminder not due yet in its own time zone stays where it was, so
 * re-running the query from the start instead would meet it again. Malformed documents are logged and skipped.
 */
export async function* dueReminderPages(latest: string, pageSize: number): AsyncGenerator<DueReminder[]> {
  const query = remindersCollection().where('nextFireDate', '<=', latest).orderBy('nextFireDate').limit(pageSize);
  let last: QueryDocumentSnapshot | undefined;
  for (;;) {
    const page = await (last ? query.startAfter(last) : query).get();
    if (page.empty) return;
    yield page.docs.flatMap((doc) => toDueReminder(doc) ?? []);
    if (page.size < pageSize) return;
    last = page.docs.at(-1);
  }
}

/** Where a user's announcements may go. */
export interface UserChannels {
  uid: string;
  /** The account's email (users/{uid}); null when it has none. */
  email: string | null;
  displayName: string | null;
  emailOn: boolean;
  /** Set only when SMS Notifications is on and the saved phone was verified (its E.164 form). */
  smsTo: string | null;
  /** The Settings language every announcement is written in. */
  locale: Locale;
}

const channelsDocSchema = z.object({
  email: z.string().nullish(),
  displayName: z.string().nullish(),
  settings: z.record(z.string(), z.unknown()).nullish(),
});

export function channelsOf(uid: string, data: unknown): UserChannels {
  const parsed = channelsDocSchema.safeParse(data ?? {});
  const doc = parsed.success ? parsed.data : {};
  const stored = doc.settings ?? {};
  const preferences = resolvePreferences(stored);
  const verified = typeof stored['verifiedPhone'] === 'string' ? stored['verifiedPhone'] : null;
  return {
    uid,
    email: doc.email && doc.email.includes('@') ? doc.email : null,
    displayName: doc.displayName ?? null,
    emailOn: preferences.emailNotifications,
    smsTo: preferences.smsNotifications ? verified : null,
    locale: localeOfLanguage(preferences.language),
  };
}

/** The channels of each user, read with one getAll per `chunk` users. */
export async function readUserChannels(uids: readonly string[], chunk = 500): Promise<Map<string, UserChannels>> {
  const out = new Map<string, UserChannels>();
  for (let i = 0; i < uids.length; i += chunk) {
    const refs = uids.slice(i, i + chunk).map((uid) => users().doc(uid));
    if (refs.length === 0) continue;
    const snapshots = await db().getAll(...refs);
    for (const snapshot of snapshots) out.set(snapshot.id, channelsOf(snapshot.id, snapshot.data()));
  }
  return out;
}

export interface ReminderStateChange {
  reminderId: string;
  readTime: Timestamp;
  firedLeads: number[];
  nextFireDate: string | null;
}

export interface NotificationToWrite {
  id: string;
  message: string;
  link: string;
}

/** Everything one run announces to one user, written together with the reminders' new state. */
export interface UserDelivery {
  uid: string;
  reminders: ReminderStateChange[];
  notifications: NotificationToWrite[];
  mail: { id: string; to: string; message: EmailContent } | null;
  sms: { id: string; to: string; body: string } | null;
}

/** A Firestore batch holds at most 500 writes. */
export const MAX_BATCH_WRITES = 500;

const writesOf = (delivery: UserDelivery) =>
  delivery.reminders.length + delivery.notifications.length + (delivery.mail ? 1 : 0) + (delivery.sms ? 1 : 0);

type Batch = FirebaseFirestore.WriteBatch;

function addDelivery(batch: Batch, delivery: UserDelivery): void {
  const { uid } = delivery;
  for (const change of delivery.reminders) {
    const ref: DocumentReference = remindersCollection().doc(change.reminderId);
    // The precondition refuses the write when the reminder changed since it was read (its due date moved, say):
    // the next run decides again from what is stored then.
    batch.update(
      ref,
      { firedLeads: change.firedLeads, nextFireDate: change.nextFireDate, updatedAt: FieldValue.serverTimestamp() },
      { lastUpdateTime: change.readTime },
    );
  }
  for (const notification of delivery.notifications) notificationWrite(batch, notification.id, uid, notification);
  const createdAt = FieldValue.serverTimestamp();
  if (delivery.mail) {
    const { id, to, message } = delivery.mail;
    batch.set(db().collection(MAIL_COLLECTION).doc(id), { to, message, ownerUid: uid, kind: 'deadline-reminders', createdAt });
  }
  if (delivery.sms) {
    const { id, to, body } = delivery.sms;
    batch.set(db().collection(SMS_COLLECTION).doc(id), { to, body, ownerUid: uid, kind: 'deadline-reminders', createdAt });
  }
}

/** A user's delivery cut to fit batches: the first part carries the email and SMS (rarely needed: ~240 reminders). */
function splitDelivery(delivery: UserDelivery): UserDelivery[] {
  if (writesOf(delivery) <= MAX_BATCH_WRITES) return [delivery];
  const perPart = Math.floor((MAX_BATCH_WRITES - 2) / 2);
  const parts: UserDelivery[] = [];
  for (let i = 0; i < delivery.reminders.length; i += perPart) {
    const ids = new Set(delivery.reminders.slice(i, i + perPart).map((r) => r.reminderId));
    parts.push({
      uid: delivery.uid,
      reminders: delivery.reminders.slice(i, i + perPart),
      notifications: delivery.notifications.filter((n) => [...ids].some((id) => n.id.startsWith(`reminder-${id}-`))),
      mail: i === 0 ? delivery.mail : null,
      sms: i === 0 ? delivery.sms : null,
    });
  }
  return parts;
}

export interface CommitResult {
  writes: number;
  batches: number;
  /** Users whose writes were refused (a reminder changed or vanished since it was read): decided again next run. */
  failedUsers: string[];
}

/**
 * Writes the deliveries, several users per batch (never splitting a user's part across batches), `concurrency`
 * batches at a time. A batch that fails is retried user by user, so one changed reminder holds back only its owner.
 */
export async function commitDeliveries(deliveries: readonly UserDelivery[], concurrency = 8): Promise<CommitResult> {
  const groups: UserDelivery[][] = [];
  let current: UserDelivery[] = [];
  let size = 0;
  for (const part of deliveries.flatMap(splitDelivery)) {
    const writes = writesOf(part);
    if (size + writes > MAX_BATCH_WRITES && current.length > 0) {
      groups.push(current);
      current = [];
      size = 0;
    }
    current.push(part);
    size += writes;
  }
  if (current.length > 0) groups.push(current);

  const result: CommitResult = { writes: 0, batches: 0, failedUsers: [] };
  const commit = async (group: UserDelivery[]) => {
    const batch = db().batch();
    for (const part of group) addDelivery(batch, part);
    await batch.commit();
    result.batches += 1;
    result.writes += group.reduce((sum, part) => sum + writesOf(part), 0);
  };
  let next = 0;
  const worker = async () => {
    while (next < groups.length) {
      const group = groups[next++] as UserDelivery[];
      try {
        await commit(group);
      } catch {
        if (group.length === 1) result.failedUsers.push(...group.map((part) => part.uid));
        else for (const part of group) await commit([part]).catch(() => result.failedUsers.push(part.uid));
      }
    }
  };
  await Promise.all(Array.from({ length: Math.max(1, Math.min(concurrency, groups.length)) }, worker));
  return result;
}
