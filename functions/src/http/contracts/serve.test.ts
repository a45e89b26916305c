// serveContracts on a small app of its own: what a contract makes of a request before its handler runs, and what
// it makes of the handler's answer. The real areas' inputs are tested through the API in routes/validation.test.ts.
import { describe, expect, it, vi } from 'vitest';

vi.hoisted(() => {
  // config.ts is read once: these tests run as the emulator stack and the test suites do, with answer checks on.
  process.env['CHECK_API_ANSWERS'] = 'on';
  // A closed port: nothing here reads data (see ../testing/in-process-app.ts).
  process.env['FIRESTORE_EMULATOR_HOST'] = '127.0.0.1:9';
  process.env['FIREBASE_STORAGE_EMULATOR_HOST'] = '127.0.0.1:9';
  process.env['FIREBASE_AUTH_EMULATOR_HOST'] = '127.0.0.1:9';
});

import express, { type NextFunction, type Request, type Response } from 'express';
import request from 'supertest';
import { z } from 'zod';
import { badRequest } from '../../domain/errors';
import { msg } from '../../shared/i18n/message';
import { fileAnswer, jsonBody, jsonOrMultipartBody, multipartBody, noContent, route } from '../../shared/contracts/contract';
import { log } from '../../log';
import { errorMapper } from '../error-mapper';
import { useStoredLocale } from '../request-locale';
import { assertRoutesMatchPolicies, policyOf } from '../route-policies';
import { documentUploadPolicy } from '../routes/multipart';
import { type Handlers, serveContracts, withStatus } from './serve';

const item = z.strictObject({ id: z.string(), name: z.string() });

const contracts = {
  read: route({
    method: 'GET',
    path: '/items/{id}',
    summary: 'One item',
    ids: { id: 'case' },
    query: z.object({ upper: z.enum(['yes', 'no'], { error: 'Say yes or no' }).default('no') }),
    responses: { 200: z.strictObject({ item }) },
  }),
  create: route({
    method: 'POST',
    path: '/items',
    summary: 'A new item, or the one of that name',
    ids: 'self',
    body: jsonBody(
      z.union([z.object({ name: z.string({ error: 'Name it' }) }), z.object({ copyOf: z.string({ error: 'Copy what?' }) })]),
      (body) =>
        typeof body === 'object' && body !== null && 'copyOf' in body
          ? z.object({ copyOf: z.string({ error: 'Copy what?' }) })
          : z.object({ name: z.string({ error: 'Name it' }) }),
    ),
    responses: { 201: z.strictObject({ item }), 200: z.strictObject({ item }) },
  }),
  remove: route({ method: 'DELETE', path: '/items/{id}', summary: 'Gone', ids: { id: 'case' }, responses: { 204: noContent } }),
  drift: route({ method: 'GET', path: '/drift', summary: 'Answers more than it says', ids: 'self', responses: { 200: item } }),
  file: route({ method: 'GET', path: '/file', summary: 'Bytes', ids: 'self', responses: { 200: fileAnswer('text/plain') } }),
  upload: route({
    method: 'POST',
    path: '/uploads',
    summary: 'One file and a note',
    ids: 'self',
    body: multipartBody({ fileField: 'file', maxFiles: 1, maxFileBytes: 10 * 1024 * 1024, fields: z.object({ note: z.string().max(5) }) }),
    responses: { 201: z.strictObject({ note: z.string(), name: z.string() }) },
  }),
  note: route({
    method: 'POST',
    path: '/notes',
    summary: 'A note, as JSON or as a form with a file',
    ids: 'self',
    body: jsonOrMultipartBody({
      fileField: 'file',
      maxFiles: 1,
      maxFileBytes: 10 * 1024 * 1024,
      fields: z.object({ note: z.string({ error: 'Write a note' }).max(5) }),
    }),
    responses: { 201: z.strictObject({ note: z.string(), name: z.string().nullable() }) },
  }),
  publicRead: route({
    method: 'GET',
    path: '/open/{token}',
    summary: 'Anyone',
    ids: { token: 'share-token' },
    access: 'public',
    responses: { 200: z.strictObject({ signedIn: z.boolean() }) },
  }),
};

function appWith(overrides: Partial<Handlers<typeof contracts>> = {}) {
  const app = express();
  // Answered in English: there is no Firestore to read a saved language from.
  useStoredLocale(app, () => Promise.resolve('en'));
  app.use(express.json());
  app.use((req: Request, _res: Response, next: NextFunction) => {
    if (req.path !== '/open/t1') req.user = { uid: 'u1', role: 'applicant' };
    next();
  });
  const router = express.Router();
  serveContracts(router, contracts, {
    read: async ({ params, query }) => ({ item: { id: params.id, name: query.upper === 'yes' ? 'ITEM' : 'item' } }),
    create: async ({ body }) =>
      'name' in body
        ? withStatus(201, { item: { id: 'new', name: body.name } })
        : withStatus(200, { item: { id: body.copyOf, name: 'old' } }),
    remove: async ({ params }) => {
      if (params.id === 'keep') throw badRequest(msg('errors:chooseFile'));
    },
    // Like a view that leaks a stored field the contract does not name.
    drift: async () => Object.assign({ id: 'd1', name: 'drift' }, { ownerUid: 'u1' }),
    file: async ({ res }) => {
      res.type('text/plain').send('bytes');
    },
    upload: async ({ form }) => {
      const { fields, file } = await form.one(documentUploadPolicy);
      if (!file) throw badRequest(msg('errors:chooseFile'));
      return { note: fields.note, name: file.fileName };
    },
    note: async ({ form }) => {
      const { fields, file } = await form.one(documentUploadPolicy);
      return { note: fields.note, name: file?.fileName ?? null };
    },
    publicRead: async ({ user }) => ({ signedIn: user !== undefined }),
    ...overrides,
  });
  app.use(router);
  app.use(errorMapper);
  return { app, router };
}

const PDF = Buffer.from('%PDF-1.4\n%%EOF\n');

describe('serveContracts', () => {
  const { app } = appWith();

  it('hands the handler the path ids and the parsed query', async () => {
    expect((await request(app).get('/items/i-1?upper=yes')).body).toEqual({ item: { id: 'i-1', name: 'ITEM' } });
    expect((await request(app).get('/items/i-1')).body).toEqual({ item: { id: 'i-1', name: 'item' } });
  });

  it('answers an id that cannot name a document of its kind like a missing one', async () => {
    const res = await request(app).get('/items/bad%20id');
    expect(res.status).toBe(404);
    expect(res.body).toEqual({ error: { code: 'not-found', message: 'Case not found' } });
  });

  it('answers 400 with field messages for a query or a body outside its schema', async () => {
    const query = await request(app).get('/items/i-1?upper=maybe');
    expect(query.status).toBe(400);
    expect(query.body.error.fields).toEqual({ upper: 'Say yes or no' });
    // The body's own shape decides which schema's messages it gets.
    expect((await request(app).post('/items').send({ copyOf: 7 })).body.error.fields).toEqual({ copyOf: 'Copy what?' });
    expect((await request(app).post('/items').send({})).body.error.fields).toEqual({ name: 'Name it' });
  });

  it('sends the status the handler chose among the contract', async () => {
    const created = await request(app).post('/items').send({ name: 'n' });
    expect([created.status, created.body]).toEqual([201, { item: { id: 'new', name: 'n' } }]);
    expect((await request(app).post('/items').send({ copyOf: 'c1' })).status).toBe(200);
  });

  it('answers 204 for a contract with nothing to say, and lets errors through to the mapper', async () => {
    const gone = await request(app).delete('/items/i-1');
    expect([gone.status, gone.text]).toEqual([204, '']);
    expect((await request(app).delete('/items/keep')).status).toBe(400);
  });

  it('answers 500 when an answer is outside its contract, naming what differs in the log', async () => {
    const logged = vi.spyOn(log, 'error').mockImplementation(() => undefined);
    const res = await request(app).get('/drift');
    expect(res.status).toBe(500);
    expect(res.body.error.code).toBe('internal');
    expect(logged).toHaveBeenCalledWith(
      'request failed',
      expect.anything(),
      expect.objectContaining({ message: expect.stringMatching(/GET \/drift answered 200 outside its contract[\s\S]*ownerUid/) }),
    );
    logged.mockRestore();
  });

  it('leaves a file answer to the handler', async () => {
    const res = await request(app).get('/file');
    expect([res.status, res.text, res.headers['content-type']]).toEqual([200, 'bytes', 'text/plain; charset=utf-8']);
  });

  it("reads an upload with the contract's file field and its fields' schema", async () => {
    const ok = await request(app)
      .post('/uploads')
      .field('note', 'hi')
      .attach('file', PDF, { filename: 'a.pdf', contentType: 'application/pdf' });
    expect([ok.status, ok.body]).toEqual([201, { note: 'hi', name: 'a.pdf' }]);
    const long = await request(app).post('/uploads').field('note', 'too long').attach('file', PDF, 'a.pdf');
    expect(Object.keys(long.body.error.fields)).toEqual(['note']);
  });

  it('refuses an upload policy whose limits differ from the contract (500)', async () => {
    const { app: mismatched } = appWith({
      upload: async ({ form }) => {
        await form.one((field) => ({ ...documentUploadPolicy(field), maxFileBytes: 1 }));
        return { note: '', name: '' };
      },
    });
    expect((await request(mismatched).post('/uploads').attach('file', PDF, 'a.pdf')).status).toBe(500);
  });

  it('reads a body that may be JSON or a form with the same fields schema, the file only from a form', async () => {
    const json = await request(app).post('/notes').send({ note: 'hi' });
    expect([json.status, json.body]).toEqual([201, { note: 'hi', name: null }]);
    const form = await request(app).post('/notes').field('note', 'hey').attach('file', PDF, 'a.pdf');
    expect([form.status, form.body]).toEqual([201, { note: 'hey', name: 'a.pdf' }]);
    const missing = await request(app).post('/notes').send({});
    expect([missing.status, missing.body.error.fields]).toEqual([400, { note: 'Write a note' }]);
    const badForm = await request(app).post('/notes').field('note', 'too long');
    expect(badForm.status).toBe(400);
  });

  it('gives a public route no user', async () => {
    expect((await request(app).get('/open/t1')).body).toEqual({ signedIn: false });
  });
});

describe('policyOf', () => {
  it('turns a contract into the policy the security suite reads, with an Express path', () => {
    expect(policyOf(contracts.upload)).toEqual({
      method: 'POST',
      path: '/uploads',
      access: 'signed-in',
      checkRevoked: false,
      owner: 'self',
      input: { kind: 'multipart', fileField: 'file' },
    });
    expect(policyOf(contracts.publicRead)).toMatchObject({
      path: '/open/:token',
      access: 'public',
      owner: { token: 'share-token' },
      input: { kind: 'none' },
    });
    expect(policyOf(contracts.create).input).toEqual({ kind: 'json' });
    expect(policyOf(contracts.note).input).toEqual({ kind: 'json-or-multipart', fileField: 'file' });
  });

  it('lets the start-up check see that the routes are served by their contracts', () => {
    const { router } = appWith();
    const policies = Object.values(contracts).map(policyOf);
    expect(() => assertRoutesMatchPolicies(router, policies)).not.toThrow();
    router.get('/items/:id/extra', (_req, res) => void res.end());
    expect(() => assertRoutesMatchPolicies(router, policies)).toThrow(/GET \/items\/:id\/extra has no contract/);
  });
});
