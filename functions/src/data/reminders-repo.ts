// reminders/{ownerUid}_{key}: one deadline of one user (the contract is domain/deadlines/reminder.ts), computed by
// services/deadlines.ts or added by the user, and fired by the daily job (services/reminder-job.ts), which reads these
// documents with `where('nextFireDate', '<=', day).orderBy('nextFireDate')` and writes only firedLeads,
// nextFireDate and updatedAt. Both go through the schema and accessor exported here.
import { FieldValue, type CollectionReference, type DocumentSnapshot } from 'firebase-admin/firestore';
import { z } from 'zod';
import { DEADLINE_KINDS } from '../domain/deadlines/reminder';
import { DEADLINE_SOURCE_TYPES } from '../shared/deadlines/deadline-views';
import type { ReminderFields, StoredReminder, SyncPlan } from '../domain/deadlines/sync';
import { notFound } from '../domain/errors';
import { decodeDoc, decodeDocs, decodeWritten } from './decode';
import { db } from './firebase';
import { createdAndUpdated, fillUpdatedAt, ownerUid, storedMessage } from './stored-fields';
import { msg } from '../shared/i18n/message';

export const REMINDERS_COLLECTION = 'reminders';
export const REMINDER_NOT_FOUND = msg('errors:reminderNotFound');

export const remindersCollection = (): CollectionReference => db().collection(REMINDERS_COLLECTION);

/** Most reminders one user's list reads (computed ones are a handful; the rest are theirs and their appointments). */
export const MAX_REMINDERS_PER_USER = 500;

const day = z.iso.date();
const leadList = z.array(z.number().int().min(0));

/** A stored reminder, as every reader decodes it. */
export const reminderDocSchema = z
  .object({
    ownerUid,
    key: z.string().min(1),
    kind: z.enum(DEADLINE_KINDS),
    title: z.string(),
    // Reminders computed before titles were keyed have only their English title.
    titleKeyed: storedMessage.nullable().default(null),
    dueDate: day,
    timeZone: z.string().min(1),
    caseId: z
      .string()
      .min(1)
      .nullish()
      .transform((value) => value ?? null),
    leadDays: leadList,
    firedLeads: leadList.default([]),
    nextFireDate: day.nullish().transform((value) => value ?? null),
    muted: z.boolean().default(false),
    notes: z.string().default(''),
    ruleId: z
      .string()
      .nullish()
      .transform((value) => value ?? null),
    windowOpens: day.nullish().transform((value) => value ?? null),
    source: z
      .object({
        type: z.enum(DEADLINE_SOURCE_TYPES),
        text: z.string(),
        // Sources stored before they were keyed have only their English text.
        keyed: storedMessage.nullable().default(null),
        link: z
          .string()
          .nullish()
          .transform((value) => value ?? null),
      })
      .prefault({ type: 'you', text: 'Entered by you', keyed: { key: 'deadlines:sourceEnteredByYou' } }),
    ...createdAndUpdated,
  })
  .transform(fillUpdatedAt);
export type StoredReminderDoc = z.output<typeof reminderDocSchema>;

export interface ReminderWithStamps extends StoredReminder {
  createdAt: string;
  updatedAt: string;
}

export const toReminder = (stored: StoredReminderDoc, id: string): ReminderWithStamps => ({ id, ...stored });

/** Through JSON so the document holds plain values only (no undefined). */
const plain = <T>(value: T): T => JSON.parse(JSON.stringify(value)) as T;

/** The caller's reminders, in no particular order. */
export async function listReminders(uid: string): Promise<ReminderWithStamps[]> {
  const snapshot = await remindersCollection().where('ownerUid', '==', uid).limit(MAX_REMINDERS_PER_USER).get();
  return decodeDocs(reminderDocSchema, snapshot.docs, REMINDERS_COLLECTION, toReminder);
}

/** The snapshot as the caller's reminder, or null when it does not exist, is someone else's, or is malformed. */
function ownedReminderOf(snapshot: DocumentSnapshot, uid: string): ReminderWithStamps | null {
  if (snapshot.get('ownerUid') !== uid) return null;
  const stored = decodeDoc(reminderDocSchema, snapshot, REMINDERS_COLLECTION);
  return stored && toReminder(stored, snapshot.id);
}

/** The caller's reminder, or null when it does not exist, is someone else's, or is malformed. */
export async function getOwnedReminder(uid: string, reminderId: string): Promise<ReminderWithStamps | null> {
  return ownedReminderOf(await remindersCollection().doc(reminderId).get(), uid);
}

/**
 * Applies a recomputation (domain/deadlines/sync.ts planComputedSync) in one batch. Updates write only the fields
 * that changed, so a job run in between keeps the lead times it announced unless the due date moved.
 */
export async function applyReminderSync(plan: SyncPlan): Promise<void> {
  const writes = plan.creates.length + plan.updates.length + plan.deletes.length;
  if (writes === 0) return;
  const now = FieldValue.serverTimestamp();
  // 500 writes per batch is Firestore's limit; a user's computed reminders are far fewer.
  for (let start = 0; start < writes; start += 450) {
    const batch = db().batch();
    const ops = [
      ...plan.creates.map((c) => () => batch.set(remindersCollection().doc(c.id), { ...plain(c.fields), createdAt: now, updatedAt: now })),
      ...plan.updates.map((u) => () => batch.update(remindersCollection().doc(u.id), { ...plain(u.fields), updatedAt: now })),
      ...plan.deletes.map((id) => () => batch.delete(remindersCollection().doc(id))),
    ].slice(start, start + 450);
    for (const op of ops) op();
    await batch.commit();
  }
}

/** Stores a new reminder of the user's under `${uid}_${key}`; answers it as stored. */
export async function createReminder(id: string, fields: ReminderFields): Promise<ReminderWithStamps> {
  const ref = remindersCollection().doc(id);
  const now = FieldValue.serverTimestamp();
  await ref.create({ ...plain(fields), createdAt: now, updatedAt: now });
  return toReminder(decodeWritten(reminderDocSchema, await ref.get(), REMINDERS_COLLECTION), id);
}

/**
 * Changes the caller's reminder in a transaction: `decide` sees it as stored and answers the fields to write (or
 * throws a domain error). Someone else's or a missing one is not-found.
 */
export async function changeReminder(
  uid: string,
  reminderId: string,
  decide: (reminder: ReminderWithStamps) => Partial<ReminderFields>,
): Promise<ReminderWithStamps> {
  const ref = remindersCollection().doc(reminderId);
  await db().runTransaction(async (tx) => {
    const reminder = ownedReminderOf(await tx.get(ref), uid);
    if (!reminder) throw notFound(REMINDER_NOT_FOUND);
    const changes = decide(reminder);
    tx.update(ref, { ...plain(changes), updatedAt: FieldValue.serverTimestamp() });
  });
  return toReminder(decodeWritten(reminderDocSchema, await ref.get(), REMINDERS_COLLECTION), reminderId);
}

/** Deletes the caller's reminder once `check` allows it (it throws otherwise); not-found for none of the caller's. */
export async function deleteReminder(uid: string, reminderId: string, check: (reminder: ReminderWithStamps) => void): Promise<void> {
  const ref = remindersCollection().doc(reminderId);
  await db().runTransaction(async (tx) => {
    const reminder = ownedReminderOf(await tx.get(ref), uid);
    if (!reminder) throw notFound(REMINDER_NOT_FOUND);
    check(reminder);
    tx.delete(ref);
  });
}
