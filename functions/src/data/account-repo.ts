// The account fields kept in users/{uid} next to the profile that users-repo writes:
// `settings` (Settings screen), `billingEmail` and `invoicePreferences` (billing settings).
import { FieldValue } from 'firebase-admin/firestore';
import { z } from 'zod';
import { decodeDoc } from './decode';
import { adminAuth, db } from './firebase';
import { anyMap } from './stored-fields';

export interface AccountRecord {
  email: string | null;
  displayName: string | null;
  settings: Record<string, unknown>;
  billingEmail: unknown;
  invoicePreferences: unknown;
}

const userRef = (uid: string) => db().collection('users').doc(uid);

/**
 * The account fields of users/{uid} (users-repo reads the profile fields). The billing fields are passed on as
 * stored: shared/billing/billing-settings.ts reads them, with defaults for what it cannot use.
 */
export const accountDocSchema = z.object({
  email: z
    .string()
    .nullish()
    .transform((email) => email ?? null),
  displayName: z
    .string()
    .nullish()
    .transform((name) => name ?? null),
  settings: anyMap.nullish().transform((settings) => settings ?? {}),
  billingEmail: z.unknown().optional(),
  invoicePreferences: z.unknown().optional(),
});

/** The account; one not yet stored, or malformed (which is logged), reads as an empty one. */
export async function getAccount(uid: string): Promise<AccountRecord> {
  const { email, displayName, settings, billingEmail, invoicePreferences } =
    decodeDoc(accountDocSchema, await userRef(uid).get(), 'users') ?? accountDocSchema.parse({});
  return { email, displayName, settings, billingEmail, invoicePreferences };
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

/** The display name on the Auth account (what the ID token's `name` will say); null when it has none. */
export async function getAuthDisplayName(uid: string): Promise<string | null> {
  return (await adminAuth().getUser(uid)).displayName ?? null;
}

/** Keeps the Auth display name (shown in the header from the ID token) in step with Settings; null removes it. */
export async function updateAuthDisplayName(uid: string, displayName: string | null): Promise<void> {
  await adminAuth().updateUser(uid, { displayName });
}

/** A second factor enrolled on the Auth account (Firebase Auth multi-factor). */
export interface EnrolledSecondFactor {
  id: string;
  /** The full number, for an SMS factor; null for another kind (TOTP). */
  phoneNumber: string | null;
}

/** The second factors Auth holds for the user: the one source of truth for whether two-factor sign-in is on. */
export async function listSecondFactors(uid: string): Promise<EnrolledSecondFactor[]> {
  const factors = (await adminAuth().getUser(uid)).multiFactor?.enrolledFactors ?? [];
  return factors.map((factor) => ({
    id: factor.uid,
    phoneNumber: 'phoneNumber' in factor && typeof factor.phoneNumber === 'string' ? factor.phoneNumber : null,
  }));
}
