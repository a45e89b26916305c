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
};

export function authErrorMessage(error: unknown): string {
  const { code, message } = (error ?? {}) as { code?: unknown; message?: unknown };
  if (typeof code === 'string' && MESSAGES[code]) return MESSAGES[code];
  return typeof message === 'string' && message ? message : 'Authentication error';
}
