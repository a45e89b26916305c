// Signing in again before a sensitive change (turning two-factor sign-in on or off, deleting the account): Firebase
// wants a recent sign-in for these, and it proves the owner is at the keyboard.
import {
  EmailAuthProvider,
  GoogleAuthProvider,
  reauthenticateWithCredential,
  reauthenticateWithPopup,
  type UserCredential,
} from 'firebase/auth';
import { auth } from './firebase';
import { secondStep, type CodeChallenge } from './second-factor';

/** Whether the signed-in account has a password (or signs in with Google only). */
export const hasPassword = (): boolean => auth.currentUser?.providerData.some((p) => p.providerId === 'password') ?? false;

/**
 * Signs in again with the password (or Google, for an account without one). Answers null when that is enough, or the
 * code step when the account has a second factor; rejects with Firebase's error otherwise (a wrong password, say).
 */
export async function reauthenticate(password: string): Promise<CodeChallenge<UserCredential> | null> {
  const user = auth.currentUser;
  if (!user) throw Object.assign(new Error('No token'), { code: 'auth/no-current-user' });
  try {
    if (hasPassword() && user.email) await reauthenticateWithCredential(user, EmailAuthProvider.credential(user.email, password));
    else await reauthenticateWithPopup(user, new GoogleAuthProvider());
    return null;
  } catch (error) {
    const step = secondStep(error);
    if (step) return step;
    throw error;
  }
}
