// Two-factor sign-in is real Firebase Auth multi-factor: the API reads it from Auth, never from a stored flag, and
// notes each change in the user's security activity. Enrolment here goes through the same REST calls as the web SDK.
import { describe, expect, it } from 'vitest';
import { enrolPhone, finishSecondFactor, passwordSignIn, verifyEmail, withdrawFactor } from '../support/second-factor';
import { api, createTestUser, identityToolkit, type TestUser } from '../support/stack';

interface SettingsBody {
  settings: { twoFactor: boolean; twoFactorPhoneEnding: string | null };
}

const twoFactor = async (token: string) => {
  const res = await api<SettingsBody>('/settings', { token });
  expect(res.status).toBe(200);
  return { on: res.body.settings.twoFactor, ending: res.body.settings.twoFactorPhoneEnding };
};

const activity = async (token: string) =>
  (await api<{ events: { kind: string }[] }>('/audit-log', { token })).body.events
    .map((event) => event.kind)
    .filter((kind) => kind.startsWith('two-factor'));

async function enrolmentId(idToken: string): Promise<string> {
  const lookup = (await identityToolkit('accounts:lookup', { idToken })) as unknown as {
    users: { mfaInfo?: { mfaEnrollmentId: string }[] }[];
  };
  const id = lookup.users[0]?.mfaInfo?.[0]?.mfaEnrollmentId;
  if (!id) throw new Error('no second factor enrolled');
  return id;
}

const phoneFor = () => `+1555${String(Math.floor(Math.random() * 1e7)).padStart(7, '0')}`;

describe('two-factor sign-in', () => {
  it('needs a verified email before a phone can be enrolled, as in production', async () => {
    const user = await createTestUser();
    await expect(enrolPhone(user.idToken, phoneFor())).rejects.toThrow(/UNVERIFIED_EMAIL/);
    expect(await twoFactor(user.idToken)).toEqual({ on: false, ending: null });
  });

  it('turns on with an enrolled phone: the password alone no longer signs in, and the change is in the activity log once', async () => {
    const user: TestUser = await createTestUser();
    const phone = phoneFor();
    await verifyEmail(user);
    const token = await enrolPhone(user.idToken, phone);

    expect(await twoFactor(token)).toEqual({ on: true, ending: phone.slice(-4) });
    // Noticed by both reads, recorded once.
    expect(await activity(token)).toEqual(['two-factor-enabled']);

    const pending = await passwordSignIn(user.email, user.password);
    expect(pending.idToken).toBeUndefined();
    expect(pending.mfaPendingCredential).toEqual(expect.any(String));
    await expect(finishSecondFactor(pending, phone, '000000')).rejects.toThrow(/INVALID_CODE/);

    const secondTry = await passwordSignIn(user.email, user.password);
    const signedIn = await finishSecondFactor(secondTry, phone);
    expect((await api('/verify', { token: signedIn })).status).toBe(200);
  });

  it('turns off when the phone is removed, and says so in the activity log', async () => {
    const user = await createTestUser();
    const phone = phoneFor();
    await verifyEmail(user);
    const enrolled = await enrolPhone(user.idToken, phone);
    expect((await twoFactor(enrolled)).on).toBe(true);

    const token = await withdrawFactor(enrolled, await enrolmentId(enrolled));
    expect(await twoFactor(token)).toEqual({ on: false, ending: null });
    expect(await activity(token)).toEqual(['two-factor-disabled', 'two-factor-enabled']);
    expect((await passwordSignIn(user.email, user.password)).idToken).toEqual(expect.any(String));
  });

  it("is each user's own: one user's second factor changes nothing for another", async () => {
    const alice = await createTestUser();
    const bob = await createTestUser();
    await verifyEmail(alice);
    const aliceToken = await enrolPhone(alice.idToken, phoneFor());
    expect((await twoFactor(aliceToken)).on).toBe(true);
    expect(await twoFactor(bob.idToken)).toEqual({ on: false, ending: null });
    expect(await activity(bob.idToken)).toEqual([]);
  });

  it('cannot be switched on or off through PUT /settings: that would be a flag, not a second factor', async () => {
    const user = await createTestUser();
    for (const value of [true, false]) {
      const res = await api<{ error: { fields?: Record<string, string> } }>('/settings', {
        token: user.idToken,
        method: 'PUT',
        body: { twoFactor: value },
      });
      expect(res.status).toBe(400);
      expect(Object.keys(res.body.error.fields ?? {})).toEqual(['twoFactor']);
    }
    expect((await twoFactor(user.idToken)).on).toBe(false);
  });
});
