// The policy table against the real routes, in-process: a route without a policy (or a policy without a route)
// fails here, before any security suite runs.
import { describe, expect, it, vi } from 'vitest';

vi.hoisted(() => {
  // A closed port: nothing here reads data, and a mistake must not reach a real backend (see testing/in-process-app.ts).
  process.env['FIRESTORE_EMULATOR_HOST'] = '127.0.0.1:9';
  process.env['FIREBASE_STORAGE_EMULATOR_HOST'] = '127.0.0.1:9';
  process.env['FIREBASE_AUTH_EMULATOR_HOST'] = '127.0.0.1:9';
});

import express, { type RequestHandler } from 'express';
import {
  assertEveryRouteHasPolicy,
  assertRoutesMatchPolicies,
  isPublicRequest,
  type OwnerOf,
  pathParamNames,
  policyTableProblems,
  registeredRoutes,
  ROUTE_POLICIES,
  routeKey,
  routePolicyFor,
  type RoutePolicy,
} from './route-policies';
import { registerRoutes } from './routes';
import { app } from './testing/in-process-app';

const declared = () => ROUTE_POLICIES.map((p) => routeKey(p.method, p.path)).sort();

/** The API router exactly as routes/index.ts builds it. */
function apiRouter(): express.Router {
  const router = express.Router();
  registerRoutes(router);
  return router;
}

const handler: RequestHandler = (_req, res) => {
  res.end();
};

/** The path with each parameter filled in. */
const concrete = (path: string) => path.replace(/:[A-Za-z_][A-Za-z0-9_]*/g, 'x1');

const extraPolicy: RoutePolicy = {
  method: 'GET',
  path: '/extra',
  access: 'signed-in',
  checkRevoked: false,
  owner: 'self',
  input: { kind: 'none' },
};

describe('the route policy table', () => {
  it('declares exactly the routes that routes/index.ts registers', () => {
    const router = apiRouter();
    expect(registeredRoutes(router).sort()).toEqual(declared());
    expect(() => assertEveryRouteHasPolicy(router)).not.toThrow();
  });

  it('covers the real app, under /api', () => {
    expect(registeredRoutes(app.router).sort()).toEqual(declared().map((key) => key.replace(' /', ' /api/')));
  });

  it('is consistent: one entry per route, an owner kind for each path parameter, no body on GET or DELETE', () => {
    expect(policyTableProblems(ROUTE_POLICIES)).toEqual([]);
  });

  it('finds each route by a request path, without one entry shadowing another', () => {
    for (const policy of ROUTE_POLICIES) expect(routePolicyFor(policy.method, concrete(policy.path))).toBe(policy);
  });
});

describe('assertEveryRouteHasPolicy', () => {
  it('throws, naming the route, for a route without a policy', () => {
    const router = apiRouter();
    router.get('/extra', handler);
    router.post('/cases/:id/close', handler);
    expect(() => assertEveryRouteHasPolicy(router)).toThrow(/GET \/extra has no contract[\s\S]*POST \/cases\/:id\/close has no contract/);
  });

  it("throws for a contract's route registered by hand, without the contract's checks", () => {
    const router = apiRouter();
    router.get('/notifications', handler);
    expect(() => assertEveryRouteHasPolicy(router)).toThrow(/GET \/notifications has a contract but is registered by hand/);
  });

  it('throws for a method added to a declared path', () => {
    const router = apiRouter();
    router.delete('/cases/:id/details', handler);
    expect(() => assertEveryRouteHasPolicy(router)).toThrow(/DELETE \/cases\/:id\/details has no contract/);
  });

  it('throws for a policy whose route is gone', () => {
    expect(() => assertRoutesMatchPolicies(apiRouter(), [...ROUTE_POLICIES, extraPolicy])).toThrow(/GET \/extra has a policy but no route/);
  });

  it('follows routers mounted under a path', () => {
    const nested = express.Router();
    nested.get('/items/:id', handler);
    const router = express.Router();
    router.use(express.json());
    router.use('/nest', nested);
    expect(registeredRoutes(router)).toEqual(['GET /nest/items/:id']);
  });

  it('refuses routes it cannot declare: all(), regular expressions', () => {
    const all = express.Router();
    all.all('/anything', handler);
    expect(() => registeredRoutes(all)).toThrow(/all\(\)/);
    const pattern = express.Router();
    pattern.get(/^\/re$/, handler);
    expect(() => registeredRoutes(pattern)).toThrow(/cannot declare/);
  });
});

describe('policyTableProblems', () => {
  it('reports duplicates, owners that do not match the parameters, and bodies on GET', () => {
    const problems = policyTableProblems([
      extraPolicy,
      extraPolicy,
      { ...extraPolicy, path: '/things/:id', owner: { thingId: 'case' } },
      { ...extraPolicy, path: '/things/:id/more', owner: 'self' },
      { ...extraPolicy, path: '/things/*rest' },
      { ...extraPolicy, path: '/upload', input: { kind: 'json' } },
      { ...extraPolicy, path: '/things/:id/files', owner: { id: 'chat' }, creates: 'chatId' },
    ]);
    expect(problems).toEqual([
      'GET /extra is declared twice',
      'GET /things/:id names [thingId] but its parameters are [id]',
      'GET /things/:id/more has path parameters, so its owner must name the kind of each one',
      'Route path /things/*rest: only literal and :param segments are declared in the policy table',
      'GET /upload reads a body, which GET does not carry',
      'GET /things/:id/files creates through chatId, which is not one of its parameters',
    ]);
  });

  it('reads path parameters in order', () => {
    expect(pathParamNames('/chats/:chatId/interactions/:callId/result')).toEqual(['chatId', 'callId']);
    expect(pathParamNames('/cases')).toEqual([]);
  });

  it('checks owners against the path at compile time too', () => {
    const good: OwnerOf<'/chats/:chatId/interactions/:callId/result'> = { chatId: 'chat', callId: 'tool-call' };
    // @ts-expect-error a parameter without its kind
    const missing: OwnerOf<'/chats/:chatId/interactions/:callId/result'> = { chatId: 'chat' };
    // @ts-expect-error a path without parameters acts on the caller's data or shared content
    const noParams: OwnerOf<'/cases'> = { id: 'case' };
    // @ts-expect-error not a kind of document
    const unknownKind: OwnerOf<'/cases/:id'> = { id: 'user' };
    expect([good, missing, noParams, unknownKind]).toHaveLength(4);
  });
});

describe('routePolicyFor', () => {
  it('matches as Express does: parameters are one segment, case-blind, an optional trailing slash, HEAD as GET', () => {
    expect(routePolicyFor('GET', '/cases/abc/details')?.path).toBe('/cases/:id/details');
    expect(routePolicyFor('get', '/CASES/')?.path).toBe('/cases');
    expect(routePolicyFor('HEAD', '/cases')?.method).toBe('GET');
    expect(routePolicyFor('GET', '/cases/a/b/details')).toBeUndefined();
    expect(routePolicyFor('PATCH', '/cases')).toBeUndefined();
    expect(routePolicyFor('GET', '/no-such-endpoint')).toBeUndefined();
  });

  it("names two routes public, a share link's page and a calendar feed, only for GET: every other needs a token", () => {
    expect(
      ROUTE_POLICIES.filter((p) => p.access === 'public')
        .map((p) => routeKey(p.method, p.path))
        .sort(),
    ).toEqual(['GET /calendar/:feedToken/appointments.ics', 'GET /shared/reports/:token']);
    expect(isPublicRequest('GET', '/calendar/abc/appointments.ics')).toBe(true);
    expect(isPublicRequest('DELETE', '/calendar/abc/appointments.ics')).toBe(false);
    expect(isPublicRequest('GET', '/calendar/abc/other.ics')).toBe(false);
    expect(isPublicRequest('GET', '/shared/reports/abc')).toBe(true);
    expect(isPublicRequest('HEAD', '/shared/reports/abc')).toBe(true);
    expect(isPublicRequest('POST', '/shared/reports/abc')).toBe(false);
    expect(isPublicRequest('GET', '/shared/reports/abc/more')).toBe(false);
    expect(isPublicRequest('GET', '/shared/reports')).toBe(false);
    expect(isPublicRequest('GET', '/articles')).toBe(false);
    expect(isPublicRequest('GET', '/no-such-endpoint')).toBe(false);
  });

  it("tells a review's literal sub-paths from its id", () => {
    expect(routePolicyFor('GET', '/ai-assistant/documents/r1/report.pdf')?.path).toBe('/ai-assistant/documents/:reviewId/report.pdf');
    expect(routePolicyFor('GET', '/ai-assistant/documents/r1/reportxpdf')).toBeUndefined();
    expect(routePolicyFor('POST', '/ai-assistant/documents/reset')?.path).toBe('/ai-assistant/documents/reset');
    expect(routePolicyFor('GET', '/ai-assistant/documents/reset')?.path).toBe('/ai-assistant/documents/:reviewId');
  });
});
