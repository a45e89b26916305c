import { FieldValue } from 'firebase-admin/firestore';
import { z } from 'zod';
import { decodeDoc } from './decode';
import { db } from './firebase';
import { isHttpsUrl } from '../shared/url';
import { storedTimestamp } from './stored-fields';
import type { UserProfile } from '../shared/account/account-views';

interface UserInput {
  /** The verified token's email; null when the account has none (then no email is kept). */
  email: string | null;
  displayName: string | null;
  photoURL: string | null;
}

const users = () => db().collection('users');

/**
 * The profile fields of users/{uid} (account-repo reads the account fields of the same document). The document is
 * keyed by the uid; a profile merged in by Settings before the first sign-in may have no email yet.
 */
export const userProfileDocSchema = z.object({
  email: z.string().default(''),
  displayName: z
    .string()
    .nullish()
    .transform((name) => name ?? null),
  // A URL stored before only https was taken (a javascript: one, say) reads as none.
  photoURL: z
    .string()
    .nullish()
    .transform((url) => (url && isHttpsUrl(url) ? url : null)),
  createdAt: storedTimestamp.nullish().transform((at) => at ?? null),
  lastLoginAt: storedTimestamp.nullish().transform((at) => at ?? null),
});

const readProfile = (snapshot: FirebaseFirestore.DocumentSnapshot): z.output<typeof userProfileDocSchema> | null =>
  decodeDoc(userProfileDocSchema, snapshot, 'users');

/** Creates or refreshes users/{uid} after a sign-in; createdAt is set once. */
export async function upsertUser(uid: string, input: UserInput, providerName: string | null): Promise<UserProfile> {
  const ref = users().doc(uid);
  const displayName = await db().runTransaction(async (tx) => {
    const snapshot = await tx.get(ref);
    const { email, ...rest } = input;
    const changes = { ...rest, uid, lastLoginAt: FieldValue.serverTimestamp() };
    // A name sent explicitly wins; otherwise keep the stored one (perhaps chosen in Settings)
    // over the identity provider's.
    const stored = readProfile(snapshot)?.displayName ?? null;
    const name = input.displayName ?? stored ?? providerName;
    if (snapshot.exists) tx.update(ref, { ...changes, email: email ?? FieldValue.delete(), displayName: name });
    else tx.set(ref, { ...changes, ...(email === null ? {} : { email }), displayName: name, createdAt: FieldValue.serverTimestamp() });
    return name;
  });
  const saved = readProfile(await ref.get());
  if (saved) return { uid, ...saved };
  // Only a field this upsert leaves alone (createdAt, edited by hand) can be malformed now, and decodeDoc logged
  // which: that must not stop the user signing in, so the answer is what was just written.
  return { uid, ...input, email: input.email ?? '', displayName, createdAt: null, lastLoginAt: null };
}

export async function getUser(uid: string): Promise<UserProfile | null> {
  const profile = readProfile(await users().doc(uid).get());
  return profile && { uid, ...profile };
}

/** The Settings language stored with users/{uid} (only that field is read); undefined when none is stored. */
export async function readStoredLanguage(uid: string): Promise<unknown> {
  const [snapshot] = await db().getAll(users().doc(uid), { fieldMask: ['settings.language'] });
  const settings: unknown = snapshot?.get('settings');
  return typeof settings === 'object' && settings !== null ? (settings as Record<string, unknown>)['language'] : undefined;
}
