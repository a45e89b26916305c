// Sign-in: the profile in users/{uid}, created or refreshed each time the user signs in.
import * as usersRepo from '../data/users-repo';
import type { SignedInUser } from '../domain/signed-in-user';
import type { UserProfile } from '../shared/account/account-views';
import { isHttpsUrl } from '../shared/url';
import { recordSignIn } from './audit';

/** What the web sends after a sign-in (its email, if any, is not taken: see registerUser). */
export interface Registration {
  displayName?: string | null;
  photoURL?: string | null;
}

/**
 * Creates or refreshes the profile. The email is always the verified token's, never the client's: Settings shows it
 * as the sign-in email and billing sends invoices to it. The identity provider's name and picture fill what the web
 * did not send; a picture that is not an https URL (a user can set any photo URL on their own Auth account) is not kept.
 */
export async function registerUser(user: SignedInUser, registration: Registration, userAgent?: string): Promise<UserProfile> {
  const picture = user.picture !== undefined && isHttpsUrl(user.picture) ? user.picture : null;
  const profile = await usersRepo.upsertUser(
    user.uid,
    { email: user.email ?? null, displayName: registration.displayName ?? null, photoURL: registration.photoURL ?? picture },
    user.name ?? null,
  );
  // The web calls this after every sign-in, so it is where a sign-in from a new device shows.
  await recordSignIn(user.uid, userAgent);
  return profile;
}

/** The stored profile; null before the first POST /users. */
export const getProfile = (uid: string): Promise<UserProfile | null> => usersRepo.getUser(uid);
