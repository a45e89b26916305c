import { describe, expect, it } from 'vitest';
import { api, signInWithPassword, createTestUser } from '../support/stack';

interface ErrorBody {
  error: { code: string; message: string; fields?: Record<string, string> };
}

// phoneVerified: SMS reminders need a verified phone (tests/integration/reminder-job.test.ts).
const DEFAULTS = {
  phone: '',
  language: 'English',
  emailNotifications: true,
  smsNotifications: false,
  darkMode: false,
  twoFactor: false,
  twoFactorPhoneEnding: null,
  phoneVerified: false,
};

async function freshIdTokenName(email: string, password: string): Promise<string | undefined> {
  const idToken = await signInWithPassword(email, password);
  const payload = JSON.parse(Buffer.from(idToken.split('.')[1]!, 'base64url').toString()) as { name?: string };
  return payload.name;
}

describe('settings', () => {
  it('needs a token', async () => {
    expect((await api('/settings')).status).toBe(401);
    expect((await api('/settings', { method: 'PUT', body: { darkMode: true } })).status).toBe(401);
  });

  it("starts from the spec's defaults, with the sign-up name and email", async () => {
    const user = await createTestUser('Ada Applicant');
    const res = await api('/settings', { token: user.idToken });
    expect(res.status).toBe(200);
    expect(res.body).toEqual({ settings: { fullName: 'Ada Applicant', email: user.email, ...DEFAULTS } });
  });

  it('saves per user, restores them, and updates the display name everywhere', async () => {
    const alice = await createTestUser('Alice');
    const bob = await createTestUser('Bob');
    const change = {
      fullName: '  Grace Hopper ',
      phone: '+1 (555) 010-0100',
      language: 'Spanish',
      darkMode: true,
      emailNotifications: false,
    };
    const saved = await api('/settings', { token: alice.idToken, method: 'PUT', body: { ...change, email: 'ignored@example.test' } });
    expect(saved.status).toBe(200);
    const expected = {
      settings: { ...DEFAULTS, ...change, fullName: 'Grace Hopper', email: alice.email },
    };
    expect(saved.body).toEqual(expected);
    expect((await api('/settings', { token: alice.idToken })).body).toEqual(expected);

    // One switch at a time, as the screen saves them; the rest is kept.
    const dark = await api('/settings', { token: alice.idToken, method: 'PUT', body: { darkMode: false } });
    expect(dark.body).toEqual({ settings: { ...expected.settings, darkMode: false } });

    expect(await freshIdTokenName(alice.email, alice.password)).toBe('Grace Hopper');
    const verify = await api<{ profile: { displayName: string } }>('/verify', { token: alice.idToken });
    expect(verify.body.profile.displayName).toBe('Grace Hopper');

    expect((await api('/settings', { token: bob.idToken })).body).toEqual({ settings: { fullName: 'Bob', email: bob.email, ...DEFAULTS } });
  });

  it('answers 400 with field messages for bad input', async () => {
    const user = await createTestUser();
    const cases: [unknown, string][] = [
      [{}, '_'],
      [{ fullName: '   ' }, 'fullName'],
      [{ fullName: 'x'.repeat(101) }, 'fullName'],
      [{ language: 'Klingon' }, 'language'],
      [{ darkMode: 'yes' }, 'darkMode'],
      [{ emailNotifications: null }, 'emailNotifications'],
      [{ phone: 'call me' }, 'phone'],
      [{ twoFactor: true }, 'twoFactor'],
    ];
    for (const [body, field] of cases) {
      const res = await api<ErrorBody>('/settings', { token: user.idToken, method: 'PUT', body });
      expect(res.status, JSON.stringify(body)).toBe(400);
      expect(Object.keys(res.body.error.fields ?? {}), JSON.stringify(body)).toEqual([field]);
    }
    expect((await api('/settings', { token: user.idToken })).body).toMatchObject({ settings: DEFAULTS });
  });
});
