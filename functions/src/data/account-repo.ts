// The account fields kept in users/{uid} next to the profile that users-repo writes:
// `settings` (Settings screen), `billingEmail` and `invoicePreferences` (billing settings).
import { FieldValue } from 'firebase-admin/firestore';
import { adminAuth, db } from './firebase';

export interface AccountRecord {
  email: string | null;
  displayName: string | null;
  settings: Record<string, unknown>;
  billingEmail: unknown;
  invoicePreferences: unknown;
}

const userRef = (uid: string) => db().collection('users').doc(uid);
const isRecord = (value: unknown): value is Record<string, unknown> => typeof value === 'object' && value !== null;

export async function getAccount(uid: string): Promise<AccountRecord> {
  const d = (await userRef(uid).get()).data() ?? {};
  return {
    email: typeof d['email'] === 'string' ? d['email'] : null,
    displayName: typeof d['displayName'] === 'string' ? d['displayName'] : null,
    settings: isRecord(d['settings']) ? d['settings'] : {},
    billingEmail: d['billingEmail'],
    invoicePreferences: d['invoicePreferences'],
  };
}

/**
 * Merges fields into users/{uid}. The document may not exist yet (POST /users has not run), so a
 * new one gets its uid and createdAt too, as users-repo would have written them.
 */
async function mergeIntoUser(uid: string, changes: Record<string, unknown>): Promise<void> {
  const ref = userRef(uid);
  await db().runTransaction(async (tx) => {
    const snapshot = await tx.get(ref);
    const base = snapshot.exists ? {} : { uid, createdAt: FieldValue.serverTimestamp() };
    tx.set(ref, { ...base, ...changes, updatedAt: FieldValue.serverTimestamp() }, { merge: true });
  });
}

export interface AccountChanges {
  displayName?: string;
  email?: string; // only to fill a missing profile email from the token
  settings?: Record<string, unknown>;
}

export async function saveAccount(uid: string, changes: AccountChanges): Promise<void> {
  const fields: Record<string, unknown> = {};
  if (changes.displayName !== undefined) fields['displayName'] = changes.displayName;
  if (changes.email !== undefined) fields['email'] = changes.email;
  // An empty map under merge would replace the stored one, so it is left out.
  if (changes.settings && Object.keys(changes.settings).length > 0) fields['settings'] = changes.settings;
  await mergeIntoUser(uid, fields);
}

export async function saveBillingSettings(uid: string, billingEmail: string, invoicePreferences: Record<string, unknown>): Promise<void> {
  await mergeIntoUser(uid, { billingEmail, invoicePreferences });
}

/** Keeps the Auth display name (shown in the header from the ID token) in step with Settings. */
export async function updateAuthDisplayName(uid: string, displayName: string): Promise<void> {
  await adminAuth().updateUser(uid, { displayName });
}
