// The one multipart reader, on its own: every malformed or interrupted upload ends as a 4xx answer, never an
// unhandled error or a request left hanging. Served both ways the API receives bodies: streamed (Express, the chat
// service's tests) and pre-read into rawBody (Cloud Functions).
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import express, { type Request } from 'express';
import request from 'supertest';
import { afterEach, describe, expect, it } from 'vitest';
import { DomainError } from '../../domain/errors';
import { errorMapper } from '../error-mapper';
import { CHAT_UPLOAD_POLICY } from './chat-upload';
import {
  documentUploadPolicy,
  type MultiFileUploadPolicy,
  readMultipart,
  readMultipartFiles,
  UPLOAD_IDLE_MS,
  type UploadPolicy,
} from './multipart';
import { msg } from '../../shared/i18n/message';

const PDF = Buffer.from('%PDF-1.4\n%%EOF\n');
const PNG = Buffer.concat([Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]), Buffer.alloc(16, 1)]);
const BOUNDARY = 'test-boundary-1234';
const MULTIPART = `multipart/form-data; boundary=${BOUNDARY}`;

function filePart(field: string, name: string, type: string, bytes: Buffer): Buffer {
  return Buffer.concat([
    Buffer.from(`--${BOUNDARY}\r\nContent-Disposition: form-data; name="${field}"; filename="${name}"\r\nContent-Type: ${type}\r\n\r\n`),
    bytes,
    Buffer.from('\r\n'),
  ]);
}
const fieldPart = (name: string, value: string) =>
  Buffer.from(`--${BOUNDARY}\r\nContent-Disposition: form-data; name="${name}"\r\n\r\n${value}\r\n`);
const END = Buffer.from(`--${BOUNDARY}--\r\n`);

/** An app that reads one form with the policy and answers what it read, or the mapped error. */
function appFor<T>(policy: UploadPolicy<T>, { rawBody = false } = {}) {
  const app = express();
  if (rawBody) {
    // As Cloud Functions hands requests over: the body already read, kept in rawBody.
    app.use(
      express.raw({
        type: () => true,
        limit: '20mb',
        verify: (req, _res, buf) => void ((req as Request & { rawBody?: Buffer }).rawBody = buf),
      }),
    );
  }
  app.post('/upload', async (req, res) => {
    const form = await readMultipart(req, policy);
    res.json({
      fields: form.fields,
      file: form.file ? JSON.parse(JSON.stringify(form.file, (key, value: unknown) => (key === 'bytes' ? undefined : value))) : null,
    });
  });
  app.use(errorMapper);
  return app;
}

const documents = documentUploadPolicy('file');

describe.each([
  ['streamed', false],
  ['pre-read into rawBody', true],
])('multipart reader, %s', (_label, rawBody) => {
  const app = appFor(documents, { rawBody });
  const post = (body: Buffer, type = MULTIPART) => request(app).post('/upload').set('Content-Type', type).send(body);

  it('reads the fields and the file', async () => {
    const res = await post(Buffer.concat([fieldPart('caseId', 'case-1'), filePart('file', 'Scan.pdf', 'application/pdf', PDF), END]));
    expect(res.status).toBe(200);
    expect(res.body).toEqual({ fields: { caseId: 'case-1' }, file: { field: 'file', fileName: 'Scan.pdf', kind: 'pdf' } });
  });

  it('reads a UTF-8 file name as UTF-8, without control or bidi characters', async () => {
    const res = await post(Buffer.concat([filePart('file', 'résumé\u202Egnp.pdf', 'application/pdf', PDF), END]));
    expect(res.body.file.fileName).toBe('résumégnp.pdf');
  });

  it.each([
    ['before the closing boundary', Buffer.concat([fieldPart('caseId', 'case-1'), filePart('file', 'a.pdf', 'application/pdf', PDF)])],
    ['inside the file', Buffer.concat([fieldPart('caseId', 'case-1'), filePart('file', 'a.pdf', 'application/pdf', PDF)]).subarray(0, -6)],
    ['inside the part headers', Buffer.from(`--${BOUNDARY}\r\nContent-Disposition: form-data; name="file"; filena`)],
    ['after the first boundary', Buffer.from(`--${BOUNDARY}\r\n`)],
  ])('answers 400 for a body cut off %s', async (_where, body) => {
    const res = await post(body);
    expect(res.status).toBe(400);
    expect(res.body.error).toMatchObject({ code: 'invalid-argument', message: 'The upload could not be read.' });
  });

  it('answers 400 for an empty body and for bytes that are no form', async () => {
    expect((await post(Buffer.alloc(0))).status).toBe(400);
    expect((await post(Buffer.from('hello, this is not a form'))).status).toBe(400);
  });

  it('answers 400 when the boundary is missing', async () => {
    const res = await post(Buffer.concat([filePart('file', 'a.pdf', 'application/pdf', PDF), END]), 'multipart/form-data');
    expect(res.status).toBe(400);
    expect(res.body.error.message).toBe('The upload could not be read.');
  });

  it('answers 415 for a content type other than multipart/form-data', async () => {
    for (const type of ['multipart/mixed; boundary=x', 'application/json', 'application/pdf', 'text/plain']) {
      const res = await post(Buffer.concat([filePart('file', 'a.pdf', 'application/pdf', PDF), END]), type);
      expect(res.status, type).toBe(415);
    }
  });

  it('answers 413 for a file over the limit, announced or not', async () => {
    const big = Buffer.concat([Buffer.from('%PDF-1.4\n'), Buffer.alloc(10 * 1024 * 1024)]);
    const res = await post(Buffer.concat([filePart('file', 'big.pdf', 'application/pdf', big), END]));
    expect(res.status).toBe(413);
    expect(res.body.error).toMatchObject({ code: 'payload-too-large', message: 'Files must be 10 MB or smaller.' });
  });

  it('answers 413 for a field over its size', async () => {
    const res = await post(Buffer.concat([fieldPart('note', 'x'.repeat(64 * 1024 + 1)), END]));
    expect(res.status).toBe(413);
  });

  it('answers 400 for two files, too many fields, or a file under another field', async () => {
    const two = Buffer.concat([filePart('file', 'a.pdf', 'application/pdf', PDF), filePart('file', 'b.pdf', 'application/pdf', PDF), END]);
    expect((await post(two)).body.error.message).toBe('Upload one file at a time.');
    const many = Buffer.concat([...Array.from({ length: 21 }, (_, i) => fieldPart(`f${i}`, 'x')), END]);
    expect((await post(many)).status).toBe(400);
    const other = await post(Buffer.concat([filePart('upload', 'a.pdf', 'application/pdf', PDF), END]));
    expect(other.status).toBe(400);
    expect(other.body.error.fields).toEqual({ upload: 'Unexpected file field; use "file"' });
  });

  it('keeps a field named __proto__ as a plain field', async () => {
    const res = await post(Buffer.concat([fieldPart('__proto__', 'x'), END]));
    expect(res.status).toBe(200);
    expect(res.body.fields).toEqual({ ['__proto__']: 'x' });
  });

  it('answers 415 for a type the policy does not take, and 400 for an empty file', async () => {
    expect((await post(Buffer.concat([filePart('file', 'a.exe', 'application/octet-stream', Buffer.from('MZ')), END]))).status).toBe(415);
    expect((await post(Buffer.concat([filePart('file', 'a.pdf', 'application/pdf', Buffer.alloc(0)), END]))).body.error.fields).toEqual({
      file: 'The file is empty',
    });
  });

  it('serves the chat policy with its own types', async () => {
    const chat = appFor(CHAT_UPLOAD_POLICY, { rawBody });
    const png = await request(chat)
      .post('/upload')
      .set('Content-Type', MULTIPART)
      .send(Buffer.concat([filePart('file', 'p.png', 'image/png', PNG), END]));
    expect(png.body.file).toEqual({ name: 'p.png', mimeType: 'image/png' });
    const text = await request(chat)
      .post('/upload')
      .set('Content-Type', MULTIPART)
      .send(Buffer.concat([filePart('file', 'a.txt', 'text/plain', Buffer.from('hi')), END]));
    expect(text.status).toBe(415);
    const cut = await request(chat)
      .post('/upload')
      .set('Content-Type', MULTIPART)
      .send(filePart('file', 'p.png', 'image/png', PNG));
    expect(cut.status).toBe(400);
  });
});

/** Up to 3 files of at most 1 KB each, 2 KB in all: small numbers, the same code path as document review's. */
const several: MultiFileUploadPolicy<{ name: string; size: number }> = {
  fileField: 'files',
  maxFiles: 3,
  tooManyFilesMessage: msg('errors:tooManyReviewFiles', { max: 3 }),
  maxFileBytes: 1024,
  tooLargeMessage: msg('errors:reviewFileTooLarge', { size: '1 KB' }),
  maxTotalBytes: 2048,
  totalTooLargeMessage: msg('errors:reviewFilesTooLarge', { size: '2 KB' }),
  maxFields: 5,
  maxFieldBytes: 1024,
  accept: ({ fileName, bytes }) => ({ name: fileName, size: bytes.length }),
};

function multiAppFor({ rawBody = false } = {}) {
  const app = express();
  if (rawBody) {
    app.use(
      express.raw({
        type: () => true,
        limit: '20mb',
        verify: (req, _res, buf) => void ((req as Request & { rawBody?: Buffer }).rawBody = buf),
      }),
    );
  }
  app.post('/upload', async (req, res) => {
    res.json(await readMultipartFiles(req, several));
  });
  app.use(errorMapper);
  return app;
}

describe.each([
  ['streamed', false],
  ['pre-read into rawBody', true],
])('multipart reader for several files, %s', (_label, rawBody) => {
  const app = multiAppFor({ rawBody });
  const post = (body: Buffer, type = MULTIPART) => request(app).post('/upload').set('Content-Type', type).send(body);
  const pdfOf = (size: number) => Buffer.concat([PDF, Buffer.alloc(size - PDF.length, 0x20)]);

  it('reads every file of the repeated field, in order, with the fields', async () => {
    const res = await post(
      Buffer.concat([
        fieldPart('category', 'family'),
        filePart('files', 'a.pdf', 'application/pdf', PDF),
        filePart('files', 'b.png', 'image/png', PNG),
        END,
      ]),
    );
    expect(res.status).toBe(200);
    expect(res.body).toEqual({
      fields: { category: 'family' },
      files: [
        { name: 'a.pdf', size: PDF.length },
        { name: 'b.png', size: PNG.length },
      ],
    });
  });

  it('answers an empty list for a form without files', async () => {
    const res = await post(Buffer.concat([fieldPart('category', 'family'), END]));
    expect(res.body).toEqual({ fields: { category: 'family' }, files: [] });
  });

  it('answers 413 for one file more than the limit', async () => {
    const four = Buffer.concat([...['a', 'b', 'c', 'd'].map((n) => filePart('files', `${n}.pdf`, 'application/pdf', PDF)), END]);
    const res = await post(four);
    expect(res.status).toBe(413);
    expect(res.body.error).toMatchObject({ code: 'payload-too-large', message: 'Upload at most 3 files at a time.' });
    expect(
      (await post(Buffer.concat([...['a', 'b', 'c'].map((n) => filePart('files', `${n}.pdf`, 'application/pdf', PDF)), END]))).status,
    ).toBe(200);
  });

  it('answers 413 for one file over its limit, and for files over the total', async () => {
    const big = await post(Buffer.concat([filePart('files', 'a.pdf', 'application/pdf', pdfOf(1025)), END]));
    expect(big.body.error).toMatchObject({ code: 'payload-too-large', message: 'Each file must be 1 KB or smaller.' });
    const total = await post(
      Buffer.concat([...['a', 'b', 'c'].map((n) => filePart('files', `${n}.pdf`, 'application/pdf', pdfOf(1000))), END]),
    );
    expect(total.body.error).toMatchObject({ code: 'payload-too-large', message: 'The files together must be 2 KB or smaller.' });
    const both = await post(Buffer.concat([...['a', 'b'].map((n) => filePart('files', `${n}.pdf`, 'application/pdf', pdfOf(1024))), END]));
    expect(both.status).toBe(200);
  });

  it('answers 413 from the announced length alone for a body no form within the limits can have', async () => {
    const res = await request(app)
      .post('/upload')
      .set('Content-Type', MULTIPART)
      .set('Content-Length', String(10 * 1024 * 1024))
      .send(Buffer.alloc(10 * 1024 * 1024));
    expect(res.body.error).toMatchObject({ code: 'payload-too-large', message: 'The files together must be 2 KB or smaller.' });
  });

  it('answers 400 for an empty file among others, a file under another field, and a cut-off body', async () => {
    const empty = await post(
      Buffer.concat([
        filePart('files', 'a.pdf', 'application/pdf', PDF),
        filePart('files', 'b.pdf', 'application/pdf', Buffer.alloc(0)),
        END,
      ]),
    );
    expect(empty.body.error.fields).toEqual({ files: 'The file is empty' });
    const other = await post(Buffer.concat([filePart('file', 'a.pdf', 'application/pdf', PDF), END]));
    expect(other.body.error.fields).toEqual({ file: 'Unexpected file field; use "files"' });
    const cut = await post(
      Buffer.concat([filePart('files', 'a.pdf', 'application/pdf', PDF), filePart('files', 'b.pdf', 'application/pdf', PDF)]).subarray(
        0,
        -4,
      ),
    );
    expect(cut.status).toBe(400);
  });
});

describe('an interrupted stream', () => {
  let server: http.Server | undefined;
  afterEach(async () => {
    server?.closeAllConnections();
    await new Promise((done) => (server ? server.close(done) : done(undefined)));
    server = undefined;
  });

  /** A server whose reader's outcome is reported, since the client that broke off never sees an answer. */
  async function listen(policy = documents): Promise<{ port: number; outcome: Promise<unknown> }> {
    let report: (value: unknown) => void = () => undefined;
    const outcome = new Promise((resolve) => (report = resolve));
    const app = express();
    app.post('/upload', (req, res) => {
      readMultipart(req, policy).then(
        (form) => report(form),
        (error: unknown) => report(error),
      );
      res.on('close', () => undefined);
    });
    server = app.listen(0, '127.0.0.1');
    await new Promise((done) => server?.once('listening', done));
    return { port: (server.address() as AddressInfo).port, outcome };
  }

  it('refuses the upload when the client disconnects halfway', async () => {
    const { port, outcome } = await listen();
    const client = http.request({
      port,
      host: '127.0.0.1',
      method: 'POST',
      path: '/upload',
      headers: { 'content-type': MULTIPART, 'content-length': '100000' },
    });
    client.on('error', () => undefined);
    client.write(filePart('file', 'a.pdf', 'application/pdf', PDF));
    await new Promise((done) => setTimeout(done, 50));
    client.destroy();
    const error = await outcome;
    expect(error).toBeInstanceOf(DomainError);
    expect((error as DomainError).code).toBe('invalid-argument');
  });

  it(`refuses the upload when the client stops sending (for ${UPLOAD_IDLE_MS / 1000} s by default)`, async () => {
    const { port, outcome } = await listen({ ...documents, idleMs: 100 });
    const client = http.request({
      port,
      host: '127.0.0.1',
      method: 'POST',
      path: '/upload',
      headers: { 'content-type': MULTIPART, 'content-length': '100000' },
    });
    client.on('error', () => undefined);
    client.write(filePart('file', 'a.pdf', 'application/pdf', PDF));
    const error = await outcome;
    expect((error as DomainError).message).toBe('The upload stopped before it was complete.');
    client.destroy();
  });
});
