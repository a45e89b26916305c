// The expert role: the `role: "expert"` custom claim on the Firebase Auth account (what the API and the socket trust,
// read from the verified token), and experts/{uid}, the roster of who holds it (whom to tell that a case is waiting,
// and the services' second check that a token's claim was not revoked since it was issued).
import { FieldValue } from 'firebase-admin/firestore';
import { z } from 'zod';
import { EXPERT_ROLE, ROLE_CLAIM } from '../shared/account/roles';
import { decodeDocs } from './decode';
import { adminAuth, db } from './firebase';
import { optionalText, storedTimestamp } from './stored-fields';

const experts = () => db().collection('experts');

/** An Auth account, as the admin commands need it. */
export interface AuthAccount {
  uid: string;
  email: string | null;
  displayName: string | null;
  claims: Record<string, unknown>;
}

export interface RosterEntry {
  uid: string;
  email: string | null;
  displayName: string | null;
  grantedAt: string;
}

const rosterDocSchema = z.object({ email: optionalText, displayName: optionalText, grantedAt: storedTimestamp });

/** The account with this email, or null when there is none. */
export async function findAccountByEmail(email: string): Promise<AuthAccount | null> {
  try {
    const user = await adminAuth().getUserByEmail(email);
    return { uid: user.uid, email: user.email ?? null, displayName: user.displayName ?? null, claims: { ...user.customClaims } };
  } catch (error) {
    if ((error as { code?: unknown }).code === 'auth/user-not-found') return null;
    throw error;
  }
}

/**
 * Sets or clears the role claim, keeping the account's other claims. A token issued before carries the old claims
 * until it is refreshed (at most an hour); revoking refresh tokens ends it sooner.
 */
export async function setExpertClaim(account: AuthAccount, expert: boolean): Promise<void> {
  const claims: Record<string, unknown> = { ...account.claims };
  if (expert) claims[ROLE_CLAIM] = EXPERT_ROLE;
  else delete claims[ROLE_CLAIM];
  await adminAuth().setCustomUserClaims(account.uid, Object.keys(claims).length > 0 ? claims : null);
}

/** Every refresh token of the account stops working; ID tokens issued before now fail the revocation check. */
export async function revokeSessions(uid: string): Promise<void> {
  await adminAuth().revokeRefreshTokens(uid);
}

export async function addToRoster(account: AuthAccount): Promise<void> {
  await experts().doc(account.uid).set({ email: account.email, displayName: account.displayName, grantedAt: FieldValue.serverTimestamp() });
}

export async function removeFromRoster(uid: string): Promise<void> {
  await experts().doc(uid).delete();
}

export async function isOnRoster(uid: string): Promise<boolean> {
  return (await experts().doc(uid).get()).exists;
}

/** Everyone on the roster (a handful of people: read whole). */
export async function listRoster(): Promise<RosterEntry[]> {
  const snapshot = await experts().limit(1000).get();
  return decodeDocs(rosterDocSchema, snapshot.docs, 'experts', (stored, uid) => ({ uid, ...stored }));
}
