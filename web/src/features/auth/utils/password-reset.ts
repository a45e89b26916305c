import type { Auth } from 'firebase/auth';

/** What a reset request came to, in words the form can show. `sent` never says whether the account exists. */
export type ResetOutcome = 'sent' | 'invalidEmail' | 'tooManyRequests' | 'network' | 'failed';

const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

/** A plausible address, checked before asking Firebase (which would answer auth/invalid-email). */
export const looksLikeEmail = (email: string): boolean => EMAIL.test(email);

const code = (error: unknown): string | undefined => {
  const value = (error as { code?: unknown } | null)?.code;
  return typeof value === 'string' ? value : undefined;
};

/**
 * Asks Firebase to email a password-reset link, in the app's language. An unknown address answers like a known one
 * (`sent`): with email enumeration protection Firebase does so itself, and without it (or in the Auth emulator) it
 * reports auth/user-not-found, which must not leak either.
 */
export async function requestPasswordReset(auth: Auth, email: string, locale: string): Promise<ResetOutcome> {
  if (!looksLikeEmail(email)) return 'invalidEmail';
  auth.languageCode = locale;
  try {
    const { sendPasswordResetEmail } = await import('firebase/auth');
    await sendPasswordResetEmail(auth, email);
    return 'sent';
  } catch (error) {
    switch (code(error)) {
      case 'auth/user-not-found':
        return 'sent';
      case 'auth/invalid-email':
      case 'auth/missing-email':
        return 'invalidEmail';
      case 'auth/too-many-requests':
        return 'tooManyRequests';
      case 'auth/network-request-failed':
        return 'network';
      default:
        return 'failed';
    }
  }
}
