// Turning two-factor sign-in on and off. The browser does it with the Firebase Auth SDK (it needs the user's own
// session and the texted code); the API then reads the result from Auth (GET /settings) and logs the change.
import { useQueryClient } from '@tanstack/react-query';
import { sendEmailVerification } from 'firebase/auth';
import { useCallback } from 'react';
import { ApiError } from '@/lib/api-client';
import { auth } from '@/lib/firebase';
import { enrolment, removeSecondFactors, type CodeChallenge } from '@/lib/second-factor';
import { auditLogQueryKey } from './get-audit-log';
import { settingsQueryKey } from './get-settings';

function signedInUser() {
  const user = auth.currentUser;
  if (!user) throw new ApiError(401, 'No token', 'unauthenticated');
  return user;
}

/** A second factor needs a verified email address first (Firebase's rule). */
export const emailVerified = (): boolean => auth.currentUser?.emailVerified ?? false;

export const signInEmail = (): string => auth.currentUser?.email ?? '';

export const sendVerificationEmail = (): Promise<void> => sendEmailVerification(signedInUser());

/** Whether the link in the verification email has been opened; a fresh token then carries the verified email. */
export async function checkEmailVerified(): Promise<boolean> {
  const user = signedInUser();
  await user.reload();
  if (user.emailVerified) await user.getIdToken(true);
  return user.emailVerified;
}

/** Texts a code to `phoneNumber` (E.164); entering it makes the phone the account's second factor. */
export const startEnrolment = (phoneNumber: string): CodeChallenge<void> => enrolment(signedInUser(), phoneNumber);

/** Removes every second factor. Needs a recent sign-in (components/identity-check.tsx). */
export const turnOffTwoFactor = (): Promise<void> => removeSecondFactors(signedInUser());

/** After a change: the settings (which read the state from Auth) and the activity log that records it. */
export function useRefreshAfterTwoFactorChange(): () => Promise<void> {
  const queryClient = useQueryClient();
  return useCallback(async () => {
    await queryClient.invalidateQueries({ queryKey: settingsQueryKey });
    await queryClient.invalidateQueries({ queryKey: auditLogQueryKey });
  }, [queryClient]);
}
