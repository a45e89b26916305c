// Sign-in: the profile in users/{uid}, created or refreshed each time the user signs in.
import * as usersRepo from '../data/users-repo';

/** The signed-in user as the ID token names them. */
export interface TokenUser {
  uid: string;
  name?: string;
  picture?: string;
}

/** What the web sends after a sign-in. */
export interface Registration {
  email: string;
  displayName?: string | null;
  photoURL?: string | null;
}

/** Creates or refreshes the profile; the identity provider's name and picture fill what the web did not send. */
export function registerUser(user: TokenUser, registration: Registration): Promise<usersRepo.UserProfile> {
  return usersRepo.upsertUser(
    user.uid,
    { email: registration.email, displayName: registration.displayName ?? null, photoURL: registration.photoURL ?? user.picture ?? null },
    user.name ?? null,
  );
}

/** The stored profile; null before the first POST /users. */
export const getProfile = (uid: string): Promise<usersRepo.UserProfile | null> => usersRepo.getUser(uid);
