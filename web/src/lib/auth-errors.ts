// The error catalogue of docs/SPEC.md section 8, word for word.
const MESSAGES: Record<string, string> = {
  'auth/email-already-in-use': 'Email already in use',
  'auth/invalid-email': 'Invalid email address',
  'auth/user-not-found': 'Invalid email or password',
  'auth/wrong-password': 'Invalid email or password',
  // Newer SDKs report a wrong email or password as one code, to avoid revealing which was wrong.
  'auth/invalid-credential': 'Invalid email or password',
  'auth/invalid-login-credentials': 'Invalid email or password',
  'auth/popup-closed-by-user': 'Login popup closed before completion',
  'auth/weak-password': 'Password should be at least 6 characters',
  'auth/user-disabled': 'User account disabled',
  'auth/too-many-requests': 'Too many attempts. Try again later.',
  // Two-factor sign-in (not in the catalogue: our own words).
  'auth/invalid-verification-code': 'That code is not right. Check the text message and try again.',
  'auth/missing-verification-code': 'Enter the 6-digit code from the text message',
  'auth/code-expired': 'That code has expired. Send a new one.',
  'auth/missing-verification-id': 'Send a code first.',
  'auth/invalid-phone-number': 'Enter the number with its country code, for example +1 555 123 4567',
  'auth/second-factor-already-in-use': 'This phone number is already set up for two-factor sign-in.',
  'auth/maximum-second-factor-count-exceeded': 'This account already has as many second factors as it can have.',
  'auth/unverified-email': 'Verify your email address first.',
  'auth/requires-recent-login': 'For your security, enter your password again and retry.',
  'auth/invalid-multi-factor-session': 'This sign-in took too long. Start again.',
  'auth/missing-multi-factor-session': 'This sign-in took too long. Start again.',
  'auth/quota-exceeded': 'Too many codes were sent. Try again later.',
  'auth/captcha-check-failed': 'The security check did not pass. Try again.',
  'auth/multi-factor-auth-required': 'This account needs a second sign-in step that this app cannot offer.',
};

export function authErrorMessage(error: unknown): string {
  const { code, message } = (error ?? {}) as { code?: unknown; message?: unknown };
  if (typeof code === 'string' && MESSAGES[code]) return MESSAGES[code];
  return typeof message === 'string' && message ? message : 'Authentication error';
}
