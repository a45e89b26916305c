import { describe, expect, it } from 'vitest';
import { authErrorMessage } from './auth-errors';

describe('authErrorMessage', () => {
  it.each([
    ['auth/email-already-in-use', 'Email already in use'],
    ['auth/invalid-email', 'Invalid email address'],
    ['auth/user-not-found', 'Invalid email or password'],
    ['auth/wrong-password', 'Invalid email or password'],
    ['auth/invalid-credential', 'Invalid email or password'],
    ['auth/popup-closed-by-user', 'Login popup closed before completion'],
    ['auth/weak-password', 'Password should be at least 6 characters'],
    ['auth/user-disabled', 'User account disabled'],
    ['auth/too-many-requests', 'Too many attempts. Try again later.'],
    ['auth/invalid-verification-code', 'That code is not right. Check the text message and try again.'],
    ['auth/code-expired', 'That code has expired. Send a new one.'],
  ])('maps %s', (code, message) => {
    expect(authErrorMessage({ code, message: 'Firebase: raw' })).toBe(message);
  });

  it("falls back to the error's own message, then to a default", () => {
    expect(authErrorMessage({ code: 'auth/network-request-failed', message: 'Network down' })).toBe('Network down');
    expect(authErrorMessage({})).toBe('Authentication error');
    expect(authErrorMessage(undefined)).toBe('Authentication error');
  });
});
