// The API in-process, for routing and validation tests: createApp with a token verifier that knows one fixed
// token, so no request needs the Auth emulator. Only requests that fail before any data access belong here;
// stored data is tested against the emulators (tests/integration).
import { getApps } from 'firebase-admin/app';
import request from 'supertest';
import { expect } from 'vitest';
import type { SignedInUser } from '../../domain/signed-in-user';
import { unauthenticated } from '../../domain/errors';
import { createApp } from '../app';
import { msg } from '../../shared/i18n/message';
import { renderEnglish } from '../../domain/i18n/render';
import type { Message } from '../../shared/i18n/message';

/**
 * firebase-admin reads these when it first connects. The test module sets them (in `vi.hoisted`, before this module
 * loads) to a closed loopback port, so a request that reaches Firestore, Storage or Auth by mistake is refused at
 * once instead of going to a real project.
 */
const BACKEND_HOSTS = ['FIRESTORE_EMULATOR_HOST', 'FIREBASE_STORAGE_EMULATOR_HOST', 'FIREBASE_AUTH_EMULATOR_HOST'] as const;
for (const name of BACKEND_HOSTS) {
  if (!/^127\.0\.0\.1:\d+$/.test(process.env[name] ?? ''))
    throw new Error(`Set ${name} to a closed loopback port before importing the app`);
}

export const TEST_TOKEN = 'in-process-test-token';
export const TEST_USER: SignedInUser = { uid: 'in-process-user', role: 'applicant', email: 'tester@example.com', name: 'Test User' };

/** A token of TEST_USER whose account has since been revoked: only a check with `checkRevoked` refuses it. */
export const REVOKED_TOKEN = 'in-process-revoked-token';

/** Every token check the app asked for, in order, with whether it asked for the revocation check. */
export const tokenChecks: Array<{ token: string; checkRevoked: boolean }> = [];

export const app = createApp({
  // These tests send hundreds of requests as one user; the limit itself is tested with an app of its own.
  rateLimit: { burst: 1_000_000, perMinute: 1_000_000 },
  // No Firestore here: a request without Accept-Language is answered in English.
  storedLocale: () => Promise.resolve('en'),
  verifyIdToken: (token, { checkRevoked }) => {
    tokenChecks.push({ token, checkRevoked });
    if (token === TEST_TOKEN || (token === REVOKED_TOKEN && !checkRevoked)) return Promise.resolve(TEST_USER);
    return Promise.reject(unauthenticated(msg('errors:invalidToken')));
  },
});

type Method = 'get' | 'post' | 'put' | 'delete';

/** A request as the signed-in test user. */
export const authed = (method: Method, path: string) => request(app)[method](path).set('Authorization', `Bearer ${TEST_TOKEN}`);

/** A request with no Authorization header. */
export const anonymous = (method: Method, path: string) => request(app)[method](path);

export interface ErrorBody {
  error: { code: string; message: string; fields?: Record<string, string> };
}

/** Asserts a JSON error answer `{ error: { code, message, fields? } }` and returns its error. */
/** `message` is the English answer, or the Message it renders. */
export function expectError(res: request.Response, status: number, code: string, message?: string | Message): ErrorBody['error'] {
  expect(res.status, JSON.stringify(res.body)).toBe(status);
  expect(res.headers['content-type']).toMatch(/^application\/json\b/);
  const { error } = res.body as ErrorBody;
  expect(error.code).toBe(code);
  if (message !== undefined) expect(error.message).toBe(typeof message === 'string' ? message : renderEnglish(message));
  return error;
}

/** Asserts a 400 with exactly these field messages. */
export function expectFields(res: request.Response, fields: Record<string, string>, message = 'Invalid input'): void {
  expect(expectError(res, 400, 'invalid-argument', message).fields).toEqual(fields);
}

/** firebase-admin initialises its app on the first data access; none means every request stopped before one. */
export function expectNoBackendReached(): void {
  expect(getApps(), 'a request reached firebase-admin (Firestore, Storage or Auth)').toHaveLength(0);
}
