import { FieldValue, Timestamp } from 'firebase-admin/firestore';
import { db } from './firebase';

export interface UserProfile {
  uid: string;
  email: string;
  displayName: string | null;
  photoURL: string | null;
  createdAt: string | null;
  lastLoginAt: string | null;
}

interface UserInput {
  email: string;
  displayName: string | null;
  photoURL: string | null;
}

const users = () => db().collection('users');

export const isoOrNull = (value: unknown): string | null =>
  value instanceof Timestamp ? value.toDate().toISOString() : null;

function toProfile(uid: string, data: FirebaseFirestore.DocumentData | undefined): UserProfile | null {
  if (!data) return null;
  return {
    uid,
    email: String(data['email'] ?? ''),
    displayName: (data['displayName'] as string | null | undefined) ?? null,
    photoURL: (data['photoURL'] as string | null | undefined) ?? null,
    createdAt: isoOrNull(data['createdAt']),
    lastLoginAt: isoOrNull(data['lastLoginAt']),
  };
}

/** Creates or refreshes users/{uid} after a sign-in; createdAt is set once. */
export async function upsertUser(uid: string, input: UserInput, providerName: string | null): Promise<UserProfile> {
  const ref = users().doc(uid);
  await db().runTransaction(async (tx) => {
    const snapshot = await tx.get(ref);
    const changes = { ...input, uid, lastLoginAt: FieldValue.serverTimestamp() };
    // A name sent explicitly wins; otherwise keep the stored one (perhaps chosen in Settings)
    // over the identity provider's.
    const stored = snapshot.exists ? (snapshot.get('displayName') as string | null) : null;
    const displayName = input.displayName ?? stored ?? providerName;
    if (snapshot.exists) tx.update(ref, { ...changes, displayName });
    else tx.set(ref, { ...changes, displayName, createdAt: FieldValue.serverTimestamp() });
  });
  const saved = await ref.get();
  return toProfile(uid, saved.data()) as UserProfile;
}

export async function getUser(uid: string): Promise<UserProfile | null> {
  const snapshot = await users().doc(uid).get();
  return toProfile(uid, snapshot.data());
}
