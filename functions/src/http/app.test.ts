// Routing, authentication and body parsing of the API, in-process: no emulators, no network.
import { afterAll, describe, expect, it, vi } from 'vitest';

vi.hoisted(() => {
  // A closed port: any data access by mistake is refused at once (see testing/in-process-app.ts).
  process.env['FIRESTORE_EMULATOR_HOST'] = '127.0.0.1:9';
  process.env['FIREBASE_STORAGE_EMULATOR_HOST'] = '127.0.0.1:9';
  process.env['FIREBASE_AUTH_EMULATOR_HOST'] = '127.0.0.1:9';
});

import express, { type Request } from 'express';
import request from 'supertest';
import { JSON_LIMIT_BYTES } from './middleware/json-limit';
import { anonymous, app, authed, expectError, expectFields, expectNoBackendReached, TEST_TOKEN } from './testing/in-process-app';

afterAll(expectNoBackendReached);

/** A JSON body of exactly `bytes` bytes that fails POST /users validation once parsed. */
function jsonOfSize(bytes: number): string {
  const shell = JSON.stringify({ email: 'not-an-email', pad: '' });
  return JSON.stringify({ email: 'not-an-email', pad: 'x'.repeat(bytes - shell.length) });
}

describe('authentication', () => {
  it.each([
    ['a known route', 'get', '/api/verify'],
    ['a known route with a body', 'post', '/api/users'],
    ['an unknown route', 'get', '/api/no-such-endpoint'],
    ['an unknown method on a known path', 'delete', '/api/verify'],
  ] as const)('answers 401 "No token" on %s without a token', async (_label, method, path) => {
    expectError(await anonymous(method, path), 401, 'unauthenticated', 'No token');
  });

  it('needs the Bearer scheme', async () => {
    expectError(await anonymous('get', '/api/verify').set('Authorization', TEST_TOKEN), 401, 'unauthenticated', 'No token');
    expectError(await anonymous('get', '/api/verify').set('Authorization', `Basic ${TEST_TOKEN}`), 401, 'unauthenticated', 'No token');
    expectError(await anonymous('get', '/api/verify').set('Authorization', 'Bearer '), 401, 'unauthenticated', 'No token');
  });

  it.each([
    ['a known route', '/api/verify'],
    ['an unknown route', '/api/no-such-endpoint'],
  ])('answers 401 "Invalid token" on %s when the verifier refuses the token', async (_label, path) => {
    const res = await anonymous('get', path).set('Authorization', 'Bearer forged-token');
    expectError(res, 401, 'unauthenticated', 'Invalid token');
  });
});

describe('routing', () => {
  it.each([
    ['get', '/api/no-such-endpoint'],
    ['post', '/api/chats/c1'],
    ['put', '/api/verify'],
    ['delete', '/api/cases'],
  ] as const)('answers 404 JSON for %s %s once signed in', async (method, path) => {
    expect(await authed(method, path).then((res) => expectError(res, 404, 'not-found', 'No such endpoint'))).not.toHaveProperty('fields');
  });

  it('answers 404 JSON outside /api, with or without a token', async () => {
    expectError(await anonymous('get', '/no-such-page'), 404, 'not-found', 'No such endpoint');
    expectError(await authed('post', '/verify'), 404, 'not-found', 'No such endpoint');
  });

  it('does not announce Express', async () => {
    const res = await anonymous('get', '/api/verify');
    expect(res.headers['x-powered-by']).toBeUndefined();
  });
});

describe('JSON bodies', () => {
  it('answers 400 invalid-json for a malformed body', async () => {
    const res = await authed('post', '/api/users').set('Content-Type', 'application/json').send('{"email":');
    expect(expectError(res, 400, 'invalid-json', 'The request body is not valid JSON')).not.toHaveProperty('fields');
  });

  it(`takes a body of up to ${JSON_LIMIT_BYTES} bytes to validation, and answers 413 above`, async () => {
    const atLimit = await authed('post', '/api/users').set('Content-Type', 'application/json').send(jsonOfSize(JSON_LIMIT_BYTES));
    expectFields(atLimit, { email: 'Enter a valid email address' });

    const over = await authed('post', '/api/users').set('Content-Type', 'application/json').send(jsonOfSize(JSON_LIMIT_BYTES + 1));
    expectError(over, 413, 'payload-too-large', 'The request body is too large');
  });

  // Cloud Functions parses JSON (up to 10 MB) before the app runs and keeps the bytes in rawBody; the limit holds there too.
  describe('as Cloud Functions hands them over', () => {
    const functionsLike = express();
    functionsLike.use(
      express.json({
        limit: '10mb',
        verify: (req, _res, buf) => {
          (req as Request & { rawBody?: Buffer }).rawBody = buf;
        },
      }),
    );
    functionsLike.use(app);
    const post = (body: string) =>
      request(functionsLike).post('/api/users').set('Authorization', `Bearer ${TEST_TOKEN}`).set('Content-Type', 'application/json').send(body);

    it('validates a body at the limit', async () => {
      expectFields(await post(jsonOfSize(JSON_LIMIT_BYTES)), { email: 'Enter a valid email address' });
    });

    it('answers 413 for a larger one', async () => {
      expectError(await post(jsonOfSize(JSON_LIMIT_BYTES + 1)), 413, 'payload-too-large', 'The request body is too large');
    });
  });
});
