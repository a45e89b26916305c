import { describe, expect, it } from 'vitest';
import { api, createTestUser, type TestUser } from '../support/stack';

interface AuditLog {
  events: Array<{ id: string; kind: string; device: string | null; at: string }>;
}

const CHROME_LINUX = 'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Safari/537.36';
const FIREFOX_WINDOWS = 'Mozilla/5.0 (Windows NT 10.0; Win64; x64; rv:128.0) Gecko/20100101 Firefox/128.0';

const signIn = (user: TestUser, userAgent: string) =>
  api('/users', { token: user.idToken, body: { email: user.email, displayName: 'Audit Tester' }, headers: { 'user-agent': userAgent } });

const auditLog = async (user: TestUser) => {
  const res = await api<AuditLog>('/audit-log', { token: user.idToken });
  expect(res.status).toBe(200);
  return res.body.events;
};

describe('security activity (audit log)', () => {
  it('needs a token', async () => {
    expect((await api('/audit-log')).status).toBe(401);
  });

  it('records a sign-in from a new device once, and each other device once, newest first', async () => {
    const user = await createTestUser();
    expect(await auditLog(user)).toEqual([]);

    expect((await signIn(user, CHROME_LINUX)).status).toBe(200);
    expect((await signIn(user, CHROME_LINUX.replace('131.0.0.0', '132.0.1.2'))).status).toBe(200);
    expect((await auditLog(user)).map((e) => [e.kind, e.device])).toEqual([['sign-in-new-device', 'Chrome on Linux']]);

    await signIn(user, FIREFOX_WINDOWS);
    const events = await auditLog(user);
    expect(events.map((e) => e.device)).toEqual(['Firefox on Windows', 'Chrome on Linux']);
    expect(Date.parse(events[0]?.at ?? '')).toBeGreaterThanOrEqual(Date.parse(events[1]?.at ?? ''));
  });

  it('shows each user only their own activity', async () => {
    const alice = await createTestUser();
    const bob = await createTestUser();
    await signIn(alice, CHROME_LINUX);
    expect(await auditLog(bob)).toEqual([]);
    await signIn(bob, FIREFOX_WINDOWS);
    expect((await auditLog(bob)).map((e) => e.device)).toEqual(['Firefox on Windows']);
    expect((await auditLog(alice)).map((e) => e.device)).toEqual(['Chrome on Linux']);
  });
});
