import { describe, expect, it, beforeAll } from 'vitest';
import { api, API_URL, createTestUser, expiredToken, type TestUser } from '../support/stack';

describe('API authentication', () => {
  let user: TestUser;
  beforeAll(async () => {
    user = await createTestUser('Ada Applicant');
  });

  it('answers 401 "No token" without an Authorization header, on known and unknown routes', async () => {
    for (const path of ['/verify', '/users', '/no-such-route']) {
      const res = await api(path);
      expect(res.status).toBe(401);
      expect(res.body).toEqual({ error: { code: 'unauthenticated', message: 'No token' } });
    }
  });

  it('answers 401 for a malformed token', async () => {
    const res = await api('/verify', { token: 'not-a-jwt' });
    expect(res.status).toBe(401);
    expect(res.body).toMatchObject({ error: { code: 'unauthenticated', message: 'Invalid token' } });
  });

  it('answers 401 for an expired token', async () => {
    const res = await api('/verify', { token: expiredToken(user.uid) });
    expect(res.status).toBe(401);
    expect(res.body).toMatchObject({ error: { code: 'unauthenticated', message: 'Token expired' } });
  });

  it('answers 404 in the error shape for an unknown route with a valid token', async () => {
    const res = await api('/no-such-route', { token: user.idToken });
    expect(res.status).toBe(404);
    expect(res.body).toMatchObject({ error: { code: 'not-found' } });
  });

  it('verifies a valid token', async () => {
    const res = await api<{ uid: string }>('/verify', { token: user.idToken });
    expect(res.status).toBe(200);
    expect(res.body.uid).toBe(user.uid);
  });
});

describe('POST /users', () => {
  it("upserts the caller's profile and keeps createdAt", async () => {
    const user = await createTestUser();
    const first = await api<{ user: { uid: string; createdAt: string; displayName: string } }>('/users', {
      token: user.idToken,
      body: { email: user.email, displayName: 'Grace Hopper' },
    });
    expect(first.status).toBe(200);
    expect(first.body.user).toMatchObject({ uid: user.uid, displayName: 'Grace Hopper' });
    const second = await api<{ user: { createdAt: string; displayName: string } }>('/users', {
      token: user.idToken,
      body: { email: user.email },
    });
    expect(second.body.user.createdAt).toBe(first.body.user.createdAt);
    expect(second.body.user.displayName).toBe('Grace Hopper');
  });

  it('answers 400 with field messages for bad input', async () => {
    const user = await createTestUser();
    const res = await api<{ error: { fields: Record<string, string> } }>('/users', {
      token: user.idToken,
      body: { email: 'not-an-email', photoURL: 'nope' },
    });
    expect(res.status).toBe(400);
    // The email is not read (the profile's is the token's), so only the photo URL is wrong.
    expect(Object.keys(res.body.error.fields).sort()).toEqual(['photoURL']);
  });

  it('answers 400, never 500, for malformed JSON', async () => {
    const user = await createTestUser();
    const res = await api('/users', { token: user.idToken, rawBody: '{"email": ' });
    expect(res.status).toBe(400);
  });

  it('keeps each user to their own profile', async () => {
    const alice = await createTestUser();
    const bob = await createTestUser();
    await api('/users', { token: alice.idToken, body: { email: alice.email, displayName: 'Alice' } });
    await api('/users', { token: bob.idToken, body: { email: bob.email, displayName: 'Bob' } });
    const asBob = await api<{ uid: string; profile: { displayName: string } }>('/verify', { token: bob.idToken });
    expect(asBob.body.uid).toBe(bob.uid);
    expect(asBob.body.profile.displayName).toBe('Bob');
  });
});

describe('transport limits', () => {
  it('answers 413 for a JSON body over the limit', async () => {
    const user = await createTestUser();
    const res = await api<{ error: { code: string } }>('/users', {
      token: user.idToken,
      body: { email: user.email, displayName: 'x'.repeat(300 * 1024) },
    });
    expect(res.status).toBe(413);
    expect(res.body.error.code).toBe('payload-too-large');
  });

  it('allows CORS for the Hosting and Vite origins only', async () => {
    const preflight = (origin: string) =>
      fetch(`${API_URL}/verify`, {
        method: 'OPTIONS',
        headers: { origin, 'access-control-request-method': 'GET', 'access-control-request-headers': 'authorization' },
      });
    for (const origin of ['http://127.0.0.1:5000', 'http://localhost:5173']) {
      expect((await preflight(origin)).headers.get('access-control-allow-origin')).toBe(origin);
    }
    // The Functions emulator answers every preflight itself; what protects the user is that the
    // actual response carries no CORS header for another origin, so the browser withholds it.
    const foreign = await fetch(`${API_URL}/verify`, { headers: { origin: 'https://evil.example' } });
    expect(foreign.headers.get('access-control-allow-origin')).toBeNull();
    const own = await fetch(`${API_URL}/verify`, { headers: { origin: 'http://127.0.0.1:5000' } });
    expect(own.headers.get('access-control-allow-origin')).toBe('http://127.0.0.1:5000');
  });
});
