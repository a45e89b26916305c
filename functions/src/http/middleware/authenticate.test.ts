// Which API calls ask Firebase Auth whether the account is still valid (checkRevoked), in-process: the verifier of
// http/testing/in-process-app.ts refuses its revoked token only when asked to check revocation.
import { afterAll, beforeEach, describe, expect, it, vi } from 'vitest';

vi.hoisted(() => {
  // A closed port: any data access by mistake is refused at once (see testing/in-process-app.ts).
  process.env['FIRESTORE_EMULATOR_HOST'] = '127.0.0.1:9';
  process.env['FIREBASE_STORAGE_EMULATOR_HOST'] = '127.0.0.1:9';
  process.env['FIREBASE_AUTH_EMULATOR_HOST'] = '127.0.0.1:9';
});

import request from 'supertest';
import { app, expectError, expectNoBackendReached, REVOKED_TOKEN, tokenChecks } from '../testing/in-process-app';
import { routePolicyFor } from '../route-policies';

afterAll(expectNoBackendReached);

const withRevokedToken = (method: 'get' | 'post' | 'put' | 'delete', path: string) =>
  request(app)[method](path).set('Authorization', `Bearer ${REVOKED_TOKEN}`);

describe('which routes declare the revocation check (route-policies.ts)', () => {
  it.each([
    ['GET', '/payments'],
    ['GET', '/invoices/inv-1'],
    ['GET', '/invoices/inv-1/pdf'],
    ['POST', '/payment-methods'],
    ['POST', '/payment-methods/pm-1/default'],
    ['PUT', '/billing/settings'],
    ['GET', '/settings'],
    ['GET', '/settings/'],
    ['POST', '/users'],
    ['GET', '/verify'],
    ['GET', '/account/export'],
    ['POST', '/account/delete'],
    ['GET', '/audit-log'],
    ['GET', '/PAYMENTS'],
    ['GET', '/Billing/Settings'],
  ])('checks %s %s', (method, path) => {
    expect(routePolicyFor(method, path)?.checkRevoked).toBe(true);
  });

  it.each([
    ['GET', '/cases'],
    ['GET', '/chats/c1/messages'],
    ['GET', '/documents'],
    ['GET', '/tickets'],
  ])('does not check %s %s', (method, path) => {
    expect(routePolicyFor(method, path)?.checkRevoked).toBe(false);
  });

  it.each(['/paymentsx', '/settingsx/a', '/accounts', '/account', '/'])('has no route, so no check, at %s', (path) => {
    expect(routePolicyFor('GET', path)).toBeUndefined();
  });
});

describe('a revoked token', () => {
  beforeEach(() => {
    tokenChecks.length = 0;
  });

  it.each([
    ['get', '/api/payments'],
    ['get', '/api/invoices/inv-1'],
    ['get', '/api/invoices/inv-1/pdf'],
    ['get', '/api/payment-methods'],
    ['post', '/api/payment-methods'],
    ['post', '/api/payment-methods/pm-1/default'],
    ['delete', '/api/payment-methods/pm-1'],
    ['get', '/api/billing/settings'],
    ['put', '/api/billing/settings'],
    ['get', '/api/settings'],
    ['put', '/api/settings'],
    ['post', '/api/users'],
    ['get', '/api/verify'],
    ['get', '/api/account/export'],
    ['post', '/api/account/delete'],
    ['get', '/api/audit-log'],
    ['get', '/api/Payments'],
  ] as const)("is refused with 401 'Invalid token' on %s %s, before any data access", async (method, path) => {
    expectError(await withRevokedToken(method, path), 401, 'unauthenticated', 'Invalid token');
    expect(tokenChecks).toEqual([{ token: REVOKED_TOKEN, checkRevoked: true }]);
  });

  it('still passes the token check elsewhere until it expires (no extra round trip there)', async () => {
    // An unknown endpoint answers 404 only after the token check: the check passed.
    expectError(await withRevokedToken('get', '/api/no-such-endpoint'), 404, 'not-found', 'No such endpoint');
    expectError(await withRevokedToken('get', '/api/paymentsx'), 404, 'not-found', 'No such endpoint');
    expect(tokenChecks).toEqual([
      { token: REVOKED_TOKEN, checkRevoked: false },
      { token: REVOKED_TOKEN, checkRevoked: false },
    ]);
  });
});
