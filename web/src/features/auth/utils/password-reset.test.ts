import type { Auth } from 'firebase/auth';
import { beforeEach, describe, expect, it, vi } from 'vitest';

const sendPasswordResetEmail = vi.hoisted(() => vi.fn<(auth: Auth, email: string) => Promise<void>>());
vi.mock('firebase/auth', () => ({ sendPasswordResetEmail }));

const { requestPasswordReset } = await import('./password-reset');

const auth = { languageCode: null } as unknown as Auth;
const failWith = (code: string) => sendPasswordResetEmail.mockRejectedValueOnce(Object.assign(new Error(code), { code }));

describe('requestPasswordReset', () => {
  beforeEach(() => sendPasswordResetEmail.mockReset().mockResolvedValue(undefined));

  it('sends the email in the app language', async () => {
    expect(await requestPasswordReset(auth, 'ana@example.test', 'es')).toBe('sent');
    expect(sendPasswordResetEmail).toHaveBeenCalledWith(auth, 'ana@example.test');
    expect(auth.languageCode).toBe('es');
  });

  it('answers an unknown address like a known one', async () => {
    failWith('auth/user-not-found');
    expect(await requestPasswordReset(auth, 'nobody@example.test', 'en')).toBe('sent');
  });

  it('refuses an address that is not one without asking Firebase', async () => {
    expect(await requestPasswordReset(auth, 'not-an-email', 'en')).toBe('invalidEmail');
    expect(sendPasswordResetEmail).not.toHaveBeenCalled();
  });

  it.each([
    ['auth/invalid-email', 'invalidEmail'],
    ['auth/too-many-requests', 'tooManyRequests'],
    ['auth/network-request-failed', 'network'],
    ['auth/internal-error', 'failed'],
  ])('maps %s to %s', async (code, outcome) => {
    failWith(code);
    expect(await requestPasswordReset(auth, 'ana@example.test', 'en')).toBe(outcome);
  });
});
