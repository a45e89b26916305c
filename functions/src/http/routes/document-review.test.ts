// Document review's routes in-process: the upload limits (413), types judged by their bytes (415), field and body
// messages (400), ids that cannot name a review (404), and the public share page's token check and rate limit. Every
// request here fails before any data access; stored reviews are tested against the emulators
// (tests/integration/document-review.test.ts, document-shares.test.ts).
import { afterAll, describe, expect, it, vi } from 'vitest';

vi.hoisted(() => {
  // A closed port: a data access made by mistake is refused at once (see ../testing/in-process-app.ts).
  process.env['FIRESTORE_EMULATOR_HOST'] = '127.0.0.1:9';
  process.env['FIREBASE_STORAGE_EMULATOR_HOST'] = '127.0.0.1:9';
  process.env['FIREBASE_AUTH_EMULATOR_HOST'] = '127.0.0.1:9';
});

import request from 'supertest';
import { createApp } from '../app';
import {
  FILE_TOO_LARGE_MESSAGE,
  REVIEW_TYPES_MESSAGE,
  SELECT_COUNTRY_MESSAGE,
  TOO_MANY_FILES_MESSAGE,
  TOTAL_TOO_LARGE_MESSAGE,
} from '../../shared/documents/review-inputs';
import { SHARED_REPORT_NOT_FOUND } from '../../services/report-shares';
import { anonymous, authed, expectError, expectFields, expectNoBackendReached, tokenChecks } from '../testing/in-process-app';
import { SHARED_REPORT_RATE_LIMIT } from './shared-reports';
import { renderIssue } from '../../domain/i18n/render';

afterAll(expectNoBackendReached);

const MB = 1024 * 1024;
const PDF = Buffer.from('%PDF-1.4\n%%EOF\n');
const EXE = Buffer.concat([Buffer.from('MZ\x90\x00\x03\x00\x00\x00', 'latin1'), Buffer.alloc(64)]);
const pdfOf = (bytes: number) => Buffer.concat([PDF, Buffer.alloc(bytes - PDF.length, 0x20)]);
const FIELDS = { category: 'family', country: 'Mexico', comment: '' };

/** POST /api/ai-assistant/documents as the test user, with the files under `files`. */
function upload(files: Array<{ name: string; bytes: Buffer; type?: string }>, fields: Record<string, string> = FIELDS) {
  let req = authed('post', '/api/ai-assistant/documents');
  for (const [name, value] of Object.entries(fields)) req = req.field(name, value);
  for (const file of files) req = req.attach('files', file.bytes, { filename: file.name, contentType: file.type ?? 'application/pdf' });
  return req;
}

describe('POST /ai-assistant/documents', () => {
  it('needs a token and a multipart form', async () => {
    expectError(await anonymous('post', '/api/ai-assistant/documents').attach('files', PDF, 'a.pdf'), 401, 'unauthenticated', 'No token');
    expectError(await authed('post', '/api/ai-assistant/documents').send({ category: 'family' }), 415, 'unsupported-media-type');
  });

  it('answers 413 for one file more than 10', async () => {
    const files = Array.from({ length: 11 }, (_, i) => ({ name: `f${i}.pdf`, bytes: PDF }));
    expectError(await upload(files), 413, 'payload-too-large', TOO_MANY_FILES_MESSAGE);
  });

  it('answers 413 for a file over 10 MB', async () => {
    expectError(await upload([{ name: 'big.pdf', bytes: pdfOf(10 * MB + 1) }]), 413, 'payload-too-large', FILE_TOO_LARGE_MESSAGE);
  });

  // Over 100 MB streamed through the in-process app: on a busy machine this took longer than the default 5 s.
  it('answers 413 for files over 50 MB together, announced or found while reading', { timeout: 30_000 }, async () => {
    // Six files of 9 MB: the announced length alone is over what any form within the limits can weigh.
    const announced = Array.from({ length: 6 }, (_, i) => ({ name: `f${i}.pdf`, bytes: pdfOf(9 * MB) }));
    expectError(await upload(announced), 413, 'payload-too-large', TOTAL_TOO_LARGE_MESSAGE);
    // Five files of exactly 10 MB and one more small one: within the announced slack, refused while reading.
    const counted = [
      ...Array.from({ length: 5 }, (_, i) => ({ name: `f${i}.pdf`, bytes: pdfOf(10 * MB) })),
      { name: 'more.pdf', bytes: pdfOf(64 * 1024) },
    ];
    expectError(await upload(counted), 413, 'payload-too-large', TOTAL_TOO_LARGE_MESSAGE);
  });

  it('answers 415 for a file that is not a PDF, DOCX, JPEG or PNG by its bytes, whatever its name and type say', async () => {
    expectError(await upload([{ name: 'passport.pdf', bytes: EXE }]), 415, 'unsupported-media-type', REVIEW_TYPES_MESSAGE);
    expectError(
      await upload([{ name: 'notes.pdf', bytes: Buffer.from('just some text, not a PDF') }]),
      415,
      'unsupported-media-type',
      REVIEW_TYPES_MESSAGE,
    );
    expectError(
      await upload([
        { name: 'a.pdf', bytes: PDF },
        { name: 'b.png', bytes: EXE, type: 'image/png' },
      ]),
      415,
      'unsupported-media-type',
    );
  });

  it('answers 400 with field messages for a bad category, country or id, and for no files', async () => {
    expectFields(await upload([{ name: 'a.pdf', bytes: PDF }], { category: 'cooking', country: 'Atlantis' }), {
      category: 'Choose a document category',
      country: renderIssue('en', { message: SELECT_COUNTRY_MESSAGE }),
    });
    expectFields(await upload([{ name: 'a.pdf', bytes: PDF }], { ...FIELDS, caseId: '../x', chatId: 'a b' }), {
      caseId: 'Not a valid case id',
      chatId: 'Not a valid chat id',
    });
    const none = expectError(await upload([]), 400, 'invalid-argument', 'Choose at least one file to review.');
    expect(none.fields).toEqual({ files: 'Choose at least one file' });
  });

  it('answers 400 for an empty file and for a file under another field', async () => {
    expect(
      expectError(
        await upload([
          { name: 'a.pdf', bytes: PDF },
          { name: 'b.pdf', bytes: Buffer.alloc(0) },
        ]),
        400,
        'invalid-argument',
      ).fields,
    ).toEqual({
      files: 'The file is empty',
    });
    const other = await authed('post', '/api/ai-assistant/documents').field('category', 'family').attach('file', PDF, 'a.pdf');
    expect(expectError(other, 400, 'invalid-argument').fields).toEqual({ file: 'Unexpected file field; use "files"' });
  });
});

describe("the review's follow-ups", () => {
  it.each([
    ['get', '/api/ai-assistant/documents/bad%20id'],
    ['get', '/api/ai-assistant/documents/a%2Fb/report.pdf'],
    ['post', '/api/ai-assistant/documents/bad%20id/share'],
    ['delete', '/api/ai-assistant/documents/bad%20id/share'],
    ['post', '/api/ai-assistant/documents/bad%20id/chat'],
  ] as const)('%s %s answers 404 for an id that cannot name a review', async (method, path) => {
    expectError(await authed(method, path), 404, 'not-found', 'Review not found');
  });

  it('reset takes an optional review id and nothing else', async () => {
    expectFields(await authed('post', '/api/ai-assistant/documents/reset').send({ reviewId: 5 }), { reviewId: 'Must be text' });
    expectFields(await authed('post', '/api/ai-assistant/documents/reset').send({ reviewId: '../x' }), {
      reviewId: 'Not a valid review id',
    });
    expectError(await authed('post', '/api/ai-assistant/documents/reset').send({ other: 1 }), 400, 'invalid-argument');
  });

  it('add to case takes one of your cases or a new case', async () => {
    for (const body of [{}, { newCase: false }, { caseId: 'c1', newCase: true }, { caseId: 'a b' }]) {
      expectError(await authed('post', '/api/ai-assistant/documents/r1/case').send(body), 400, 'invalid-argument');
    }
  });
});

describe('GET /shared/reports/:token', () => {
  it('needs no token, ignores one sent, and answers 404 for a token that cannot be a link', async () => {
    tokenChecks.length = 0;
    expectError(await anonymous('get', '/api/shared/reports/short'), 404, 'not-found', SHARED_REPORT_NOT_FOUND);
    expectError(await anonymous('get', '/api/shared/reports/bad%20token'), 404, 'not-found', SHARED_REPORT_NOT_FOUND);
    expectError(
      await anonymous('get', `/api/shared/reports/${'x'.repeat(44)}`).set('Authorization', 'Bearer forged'),
      404,
      'not-found',
      SHARED_REPORT_NOT_FOUND,
    );
    expect(tokenChecks).toEqual([]);
  });

  it('still needs a token on the paths around it', async () => {
    expectError(await anonymous('get', '/api/shared/reports'), 401, 'unauthenticated');
    expectError(await anonymous('post', '/api/shared/reports/short'), 401, 'unauthenticated');
    expectError(await anonymous('get', '/api/shared/reports/short/more'), 401, 'unauthenticated');
  });

  it(`answers 429 with Retry-After after ${SHARED_REPORT_RATE_LIMIT.burst} requests from one address`, async () => {
    // The clock stands still: the bucket refills a token a second, and on a busy machine the requests below can take
    // longer than that, which would let one more through.
    vi.useFakeTimers({ toFake: ['Date'] });
    try {
      // An app of its own, so this limit's bucket starts full and is not shared with the tests above.
      const app = createApp({
        rateLimit: { burst: 1_000_000, perMinute: 1_000_000 },
        verifyIdToken: () => Promise.reject(new Error('no token expected')),
      });
      for (let i = 0; i < SHARED_REPORT_RATE_LIMIT.burst; i += 1)
        expect((await request(app).get('/api/shared/reports/short')).status).toBe(404);
      const limited = await request(app).get('/api/shared/reports/short');
      expectError(limited, 429, 'resource-exhausted');
      expect(Number(limited.headers['retry-after'])).toBeGreaterThan(0);
    } finally {
      vi.useRealTimers();
    }
  });
});
