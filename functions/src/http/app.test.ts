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
import type { SignedInUser } from '../domain/signed-in-user';
import { createApp } from './app';
import { JSON_LIMIT_BYTES } from './middleware/json-limit';
import { anonymous, app, authed, expectError, expectFields, expectNoBackendReached, TEST_TOKEN } from './testing/in-process-app';

afterAll(expectNoBackendReached);

/** A JSON body of exactly `bytes` bytes that fails PUT /settings validation once parsed. */
function jsonOfSize(bytes: number): string {
  const shell = JSON.stringify({ fullName: 7, pad: '' });
  return JSON.stringify({ fullName: 7, pad: 'x'.repeat(bytes - shell.length) });
}
const SIZED_FIELDS = { fullName: 'Must be text' };

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

  it.each(['/api/tickets/%ZZ', '/api/documents/%E0%A4%A/content', '/api/articles/%'])(
    'answers 400, not 500, for broken percent-encoding in %s',
    async (path) => {
      expectError(await authed('get', path), 400, 'invalid-argument', 'The request path is not correctly encoded');
    },
  );

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
    const atLimit = await authed('put', '/api/settings').set('Content-Type', 'application/json').send(jsonOfSize(JSON_LIMIT_BYTES));
    expectFields(atLimit, SIZED_FIELDS);

    const over = await authed('put', '/api/settings')
      .set('Content-Type', 'application/json')
      .send(jsonOfSize(JSON_LIMIT_BYTES + 1));
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
      request(functionsLike)
        .put('/api/settings')
        .set('Authorization', `Bearer ${TEST_TOKEN}`)
        .set('Content-Type', 'application/json')
        .send(body);

    it('validates a body at the limit', async () => {
      expectFields(await post(jsonOfSize(JSON_LIMIT_BYTES)), SIZED_FIELDS);
    });

    it('answers 413 for a larger one', async () => {
      expectError(await post(jsonOfSize(JSON_LIMIT_BYTES + 1)), 413, 'payload-too-large', 'The request body is too large');
    });
  });
});

/** `{ "a": { "a": ... 1 } }`, `levels` objects deep. */
function nested(levels: number): unknown {
  let value: unknown = 1;
  for (let i = 0; i < levels; i++) value = { a: value };
  return value;
}

describe('JSON depth', () => {
  const path = '/api/chats/chat-1/interactions/call-1/result';

  it('answers 400 for a tool result 5,000 levels deep (about 10 KB), before the chat is looked up', async () => {
    const body = `{"name":"check_eligibility","result":${'['.repeat(5000)}${']'.repeat(5000)}}`;
    expect(body.length).toBeLessThan(11_000);
    const res = await authed('post', path).set('Content-Type', 'application/json').send(body);
    expectError(res, 400, 'invalid-argument', 'The request body is nested too deeply (at most 32 levels)');
  });

  it('takes a body of 32 levels to validation and refuses 33', async () => {
    // The body object is level 1, so its result may nest 31 levels.
    expectFields(await authed('post', path).send({ name: ' ', result: nested(31) }), { name: 'Required' });
    expectError(
      await authed('post', path).send({ name: ' ', result: nested(32) }),
      400,
      'invalid-argument',
      'The request body is nested too deeply (at most 32 levels)',
    );
    expectError(
      await authed('put', '/api/settings').send([[[nested(40)]]]),
      400,
      'invalid-argument',
      'The request body is nested too deeply (at most 32 levels)',
    );
  });

  it('holds when Cloud Functions parsed the body first', async () => {
    const functionsLike = express();
    functionsLike.use(
      express.json({ limit: '10mb', verify: (req, _res, buf) => void ((req as Request & { rawBody?: Buffer }).rawBody = buf) }),
    );
    functionsLike.use(app);
    const res = await request(functionsLike)
      .post(path)
      .set('Authorization', `Bearer ${TEST_TOKEN}`)
      .set('Content-Type', 'application/json')
      .send(`{"name":"x","result":${'['.repeat(100_000)}${']'.repeat(100_000)}}`);
    expectError(res, 400, 'invalid-argument', 'The request body is nested too deeply (at most 32 levels)');
  });
});

describe('content types', () => {
  const MULTIPART_BODY = '--b\r\nContent-Disposition: form-data; name="chatId"\r\n\r\nx\r\n--b--\r\n';

  it.each([
    ['XML', 'application/xml', '<case><chatId>x</chatId></case>'],
    ['a form', 'multipart/form-data; boundary=b', MULTIPART_BODY],
    ['raw bytes', 'application/octet-stream', 'bytes'],
    ['plain text', 'text/plain', '{"chatId":null}'],
    ['a URL-encoded form', 'application/x-www-form-urlencoded', 'chatId='],
    ['a JSON-like type', 'application/merge-patch+json', '{}'],
  ])('POST /cases refuses %s with 415, before opening anything', async (_label, type, body) => {
    const res = await authed('post', '/api/cases').set('Content-Type', type).send(body);
    expectError(res, 415, 'unsupported-media-type', 'Send the body as application/json.');
  });

  it('refuses a body without a content type', async () => {
    const res = await authed('put', '/api/settings').set('Content-Type', '').send(Buffer.from('{"darkMode":true}'));
    expectError(res, 415, 'unsupported-media-type', 'Send the body as application/json.');
  });

  it('takes JSON with a charset, and a request without a body and without a type', async () => {
    const withCharset = await authed('put', '/api/settings').set('Content-Type', 'application/json; charset=utf-8').send('{"fullName":7}');
    expectFields(withCharset, { fullName: 'Must be text' });
    expectFields(await authed('put', '/api/settings'), { _: 'Send at least one setting' }, 'Nothing to update');
  });

  it('refuses a form sent to a JSON endpoint', async () => {
    const res = await authed('put', '/api/settings').field('darkMode', 'true');
    expectError(res, 415, 'unsupported-media-type', 'Send the body as application/json.');
  });

  it('refuses anything but a form on the upload endpoints, before any lookup', async () => {
    expectError(
      await authed('post', '/api/documents').send({ caseId: 'x' }),
      415,
      'unsupported-media-type',
      'Send the form as multipart/form-data.',
    );
    expectError(
      await authed('post', '/api/chats/chat-1/attachments').send({ file: 'x' }),
      415,
      'unsupported-media-type',
      'Send the form as multipart/form-data.',
    );
    const xml = await authed('post', '/api/chats/chat-1/attachments').set('Content-Type', 'application/xml').send('<file/>');
    expectError(xml, 415, 'unsupported-media-type', 'Send the form as multipart/form-data.');
  });

  it('takes JSON or a form on POST /tickets, nothing else', async () => {
    const res = await authed('post', '/api/tickets').set('Content-Type', 'text/xml').send('<ticket/>');
    expectError(res, 415, 'unsupported-media-type', 'Send the body as application/json or multipart/form-data.');
  });
});

describe('rate limits', () => {
  it('answers 429 with Retry-After once a user is over the limit, counting each user on their own', async () => {
    const users: Record<string, SignedInUser> = {
      'token-a': { uid: 'user-a', role: 'applicant' },
      'token-b': { uid: 'user-b', role: 'applicant' },
    };
    const limited = createApp({
      rateLimit: { burst: 2, perMinute: 6 },
      storedLocale: () => Promise.resolve('en'),
      verifyIdToken: (token) => (users[token] ? Promise.resolve(users[token]) : Promise.reject(new Error('unknown token'))),
    });
    // A body that fails validation, so no request goes on to Firestore.
    const call = (token: string) => request(limited).put('/api/settings').set('Authorization', `Bearer ${token}`).send({ fullName: 7 });
    expect((await call('token-a')).status).toBe(400);
    expect((await call('token-a')).status).toBe(400);
    const refused = await call('token-a');
    expectError(refused, 429, 'resource-exhausted', 'Too many requests. Please wait 10 seconds and try again.');
    expect(refused.headers['retry-after']).toBe('10');
    expect((await call('token-b')).status).toBe(400);
  });
});

describe('account deletion', () => {
  it('asks for a recent sign-in before deleting anything', async () => {
    const stale = createApp({
      storedLocale: () => Promise.resolve('en'),
      verifyIdToken: () => Promise.resolve({ uid: 'user-stale', role: 'applicant', authTime: Math.floor(Date.now() / 1000) - 3600 }),
    });
    const res = await request(stale).post('/api/account/delete').set('Authorization', 'Bearer any').send({ confirm: 'DELETE' });
    expectError(res, 401, 'unauthenticated', 'For your security, sign in again to delete your account.');
  });

  it('needs the typed confirmation', async () => {
    expectFields(await authed('post', '/api/account/delete').send({ confirm: 'yes' }), { confirm: 'Type DELETE to confirm' });
  });
});

describe('languages (docs/ARCHITECTURE.md, "Languages")', () => {
  it('answers 401 and 404 in the language Accept-Language asks for', async () => {
    expectError(
      await anonymous('get', '/api/verify').set('Accept-Language', 'es'),
      401,
      'unauthenticated',
      'Falta el token de inicio de sesión',
    );
    expectError(
      await authed('get', '/api/no-such-endpoint').set('Accept-Language', 'de-DE,de;q=0.9'),
      404,
      'not-found',
      'Diese Adresse gibt es nicht',
    );
    expectError(await anonymous('get', '/api/verify').set('Accept-Language', 'ja'), 401, 'unauthenticated', 'No token');
  });

  it("translates field messages, the schemas' own and zod's", async () => {
    const res = await authed('put', '/api/settings').set('Accept-Language', 'fr').send({ fullName: 7, phone: 'abc!', darkMode: 'yes' });
    expectError(res, 400, 'invalid-argument', 'Données non valides');
    expect(res.body.error.fields).toEqual({
      fullName: 'Doit être du texte',
      phone: 'Utilisez uniquement des chiffres, des espaces et + ( ) - .',
      darkMode: 'Doit être true ou false',
    });
    // A check without a message of ours: zod's own message, in zod's translation.
    const english = await authed('post', '/api/ai-assistant/documents/reset').send({ extra: 1 });
    const spanish = await authed('post', '/api/ai-assistant/documents/reset').set('Accept-Language', 'es').send({ extra: 1 });
    expect(english.status).toBe(400);
    expect(spanish.body.error.fields['_']).not.toBe(english.body.error.fields['_']);
    expect(spanish.body.error.fields['_']).toBe('Llave desconocida: "extra"');
  });

  it('falls back to the Settings language, then English', async () => {
    const spanish = createApp({
      storedLocale: () => Promise.resolve('es'),
      verifyIdToken: () => Promise.resolve({ uid: 'u-es', role: 'applicant' }),
    });
    const res = await request(spanish).put('/api/settings').set('Authorization', 'Bearer any').send({ fullName: 7 });
    expectError(res, 400, 'invalid-argument', 'Datos no válidos');
    expect(res.body.error.fields).toEqual({ fullName: 'Debe ser texto' });
    // The header wins over the stored language.
    const german = await request(spanish)
      .put('/api/settings')
      .set('Authorization', 'Bearer any')
      .set('Accept-Language', 'de')
      .send({ fullName: 7 });
    expect(german.body.error.fields).toEqual({ fullName: 'Muss Text sein' });
  });
});
