// phoneVerifications/{uid}: the one pending check of a phone number for SMS reminders (services/phone-verification.ts).
// It holds only a salted hash of the code, never the code; the code itself travels in the SMS, written to the
// Twilio extension's `messages` collection in the same transaction. A confirmed check stores the number in
// users/{uid}.settings.verifiedPhone and is deleted.
import { FieldValue, Timestamp } from 'firebase-admin/firestore';
import { z } from 'zod';
import { decodeDoc } from './decode';
import { db } from './firebase';
import { SMS_COLLECTION } from './reminder-delivery-repo';
import { ownerUid } from './stored-fields';

export const PHONE_VERIFICATIONS_COLLECTION = 'phoneVerifications';
const verifications = () => db().collection(PHONE_VERIFICATIONS_COLLECTION);
const users = () => db().collection('users');

const timestamp = z.instanceof(Timestamp).transform((at) => at.toMillis());

const verificationDocSchema = z.object({
  ownerUid,
  phone: z.string(),
  codeHash: z.string(),
  salt: z.string(),
  expiresAt: timestamp,
  attempts: z.number().int().nonnegative().default(0),
  /** When codes were sent lately (milliseconds), for the send limit. */
  sentAt: z.array(z.number()).default([]),
});

export interface PendingVerification {
  phone: string;
  codeHash: string;
  salt: string;
  expiresAt: number;
  attempts: number;
  sentAt: number[];
}

type Transaction = FirebaseFirestore.Transaction;

async function readPending(tx: Transaction, uid: string): Promise<PendingVerification | null> {
  const snapshot = await tx.get(verifications().doc(uid));
  const stored = decodeDoc(verificationDocSchema, snapshot, PHONE_VERIFICATIONS_COLLECTION);
  if (!stored || stored.ownerUid !== uid) return null;
  const { phone, codeHash, salt, expiresAt, attempts, sentAt } = stored;
  return { phone, codeHash, salt, expiresAt, attempts, sentAt };
}

export interface NewVerification {
  phone: string;
  codeHash: string;
  salt: string;
  expiresAt: number;
  sentAt: number[];
  /** The SMS carrying the code, for the Twilio extension. */
  sms: { to: string; body: string };
}

/**
 * Starts a check: `decide` sees the pending one (or null) and answers the new one, or throws (the send limit). The
 * new check and its SMS are written together. Answers the SMS document's id.
 */
export async function startVerification(uid: string, decide: (pending: PendingVerification | null) => NewVerification): Promise<string> {
  const sms = db().collection(SMS_COLLECTION).doc();
  await db().runTransaction(async (tx) => {
    const next = decide(await readPending(tx, uid));
    const now = FieldValue.serverTimestamp();
    tx.set(verifications().doc(uid), {
      ownerUid: uid,
      phone: next.phone,
      codeHash: next.codeHash,
      salt: next.salt,
      expiresAt: Timestamp.fromMillis(next.expiresAt),
      attempts: 0,
      sentAt: next.sentAt,
      updatedAt: now,
    });
    tx.set(sms, { to: next.sms.to, body: next.sms.body, ownerUid: uid, kind: 'phone-verification', createdAt: now });
  });
  return sms.id;
}

export type ConfirmOutcome = { kind: 'verified'; phone: string } | { kind: 'wrong'; attempts: number };

/**
 * Checks a code in a transaction: `decide` sees the pending check (or null) and answers whether the code is right
 * (or throws: none pending, expired, too many tries). A wrong code counts a try; a right one saves the number as
 * the verified phone, turns SMS on and ends the check.
 */
export async function confirmVerification(
  uid: string,
  decide: (pending: PendingVerification | null) => ConfirmOutcome,
): Promise<ConfirmOutcome> {
  return db().runTransaction(async (tx) => {
    const pending = await readPending(tx, uid);
    const outcome = decide(pending);
    const ref = verifications().doc(uid);
    if (outcome.kind === 'wrong') {
      tx.update(ref, { attempts: outcome.attempts, updatedAt: FieldValue.serverTimestamp() });
      return outcome;
    }
    const user = users().doc(uid);
    const existing = await tx.get(user);
    const base = existing.exists ? {} : { uid, createdAt: FieldValue.serverTimestamp() };
    tx.set(
      user,
      {
        ...base,
        settings: { phone: outcome.phone, verifiedPhone: outcome.phone, smsNotifications: true },
        updatedAt: FieldValue.serverTimestamp(),
      },
      { merge: true },
    );
    // Kept, but spent: the send limit still counts its codes.
    tx.update(ref, { codeHash: '', attempts: 0, expiresAt: Timestamp.fromMillis(0), updatedAt: FieldValue.serverTimestamp() });
    return outcome;
  });
}
