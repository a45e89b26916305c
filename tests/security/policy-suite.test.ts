// The security suite, generated from the policy tables: functions/src/http/route-policies.ts for the API and
// functions/src/socket/event-policies.ts for the chat service. Three real users: A owns one document of every kind
// and shares nothing with experts; B attacks them and fuzzes every route and event with B's own; E, an expert (granted
// with the admin CLI) who holds the case B sent to the experts, attacks A's documents too and fuzzes the expert's
// routes, which B meets as a 404 however B claims the role. Every request must be refused (4xx; an error
// acknowledgement on the socket), none may answer 5xx or drop the connection, no answer to anyone but A may hold
// A's data, and A's data must read the same afterwards. A new route or event is covered by its policy alone.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ROUTE_ID_KINDS, ROUTE_POLICIES, routeKey } from '../../functions/src/http/route-policies';
import { EVENT_POLICIES } from '../../functions/src/socket/event-policies';
import { KNOWN_EVENT_PAYLOADS, KNOWN_JSON_BODIES, KNOWN_MULTIPART_FIELDS, KNOWN_QUERIES } from './corpus';
import {
  type Actor,
  assertDemoInvoiceExists,
  createActor,
  createSocketActor,
  sayInDiscussion,
  shareWithExpert,
  type SocketActor,
  snapshot,
} from './fixtures';
import { makeExpert } from '../support/experts';
import { type Category, type Expectation, type HttpCase, planHttpCases, type World } from './http-cases';
import { planSocketCases, type SocketCase, type SocketOutcome } from './socket-cases';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { createApp } from '../../functions/src/http/app';
import { emulatorFormatToken, forgedTokens, type RawResponse, say, send, useDirectApi } from './transport';

const PARALLEL = 8;
/**
 * Attackers the socket fuzz is spread over: the chat service lets one user burst 30 events, then 2 a second
 * (SOCKET_EVENT_RATE_LIMIT in functions/src/transport/rate-limiter.ts), and a refusal for the rate must not hide
 * the verdict on the payload.
 */
const FUZZERS = 8;

const httpCases = planHttpCases(ROUTE_POLICIES);
const socketCases = planSocketCases(EVENT_POLICIES);

type Outcome = SocketOutcome;
const outcomes = new Map<HttpCase | SocketCase, Outcome>();

let world: World | undefined;
/** A's data before the attacks and after them; then around the isolated cases (A's chat moved on in between). */
const snapshots: Record<'before' | 'after' | 'beforeIsolated' | 'afterIsolated', Record<string, unknown> | undefined> = {
  before: undefined,
  after: undefined,
  beforeIsolated: undefined,
  afterIsolated: undefined,
};
/** Events B's and E's long-lived sockets received about A's chat or A's case discussion. */
const overheard: string[] = [];

// ---- verdicts on HTTP answers ----

const snippet = (res: RawResponse) =>
  res.kind === 'dropped' ? `dropped (${res.reason})` : `${res.status} ${res.body.toString('utf8', 0, 200)}`;

function judge(res: RawResponse, expectation: Expectation, victim: Actor): Outcome {
  if (res.kind === 'dropped') return { sent: 1, refused: 0, failure: `connection dropped: ${res.reason}` };
  const refused = res.status >= 400 && res.status < 500 ? 1 : 0;
  const text = res.body.toString('utf8');
  if (res.status >= 500) {
    // superstatic, the Hosting emulator, answers this plain text when it cannot decode or stat a path itself.
    const hosting =
      !res.contentType.includes('json') && text === 'Unexpected error occurred.' ? ' (from the Hosting emulator, before the API)' : '';
    return { sent: 1, refused, failure: `answered ${snippet(res)}${hosting}` };
  }
  if ([victim.user.uid, victim.user.email, victim.marker].some((secret) => text.includes(secret)))
    return { sent: 1, refused, failure: `the answer holds A's data: ${snippet(res)}` };
  if (res.status === 429) return { sent: 1, refused, failure: `rate-limited, so the verdict is unknown: ${snippet(res)}` };
  if (expectation === 'unauthenticated' && res.status !== 401)
    return { sent: 1, refused, failure: `answered ${snippet(res)} instead of 401` };
  if (expectation === 'not-found' && res.status !== 404) return { sent: 1, refused, failure: `answered ${snippet(res)} instead of 404` };
  if (expectation === 'ok' && (res.status < 200 || res.status >= 300))
    return { sent: 1, refused, failure: `answered ${snippet(res)} to its own user` };
  if (expectation === 'refused' && !refused) return { sent: 1, refused, failure: `accepted: ${snippet(res)}` };
  return { sent: 1, refused };
}

/** Someone else's id must answer exactly like a missing one: same status, same error, or the same body. */
function sameAnswer(a: RawResponse, b: RawResponse): boolean {
  if (a.kind !== 'answered' || b.kind !== 'answered' || a.status !== b.status) return false;
  if (!a.contentType.includes('json') || !b.contentType.includes('json')) return a.contentType === b.contentType;
  const [x, y] = [
    JSON.parse(a.body.toString()) as { error?: { code: string; message: string } },
    JSON.parse(b.body.toString()) as { error?: { code: string; message: string } },
  ];
  if (x.error || y.error) return x.error?.code === y.error?.code && x.error?.message === y.error?.message;
  return JSON.stringify(x) === JSON.stringify(y);
}

/** How often a rate-limited request is sent again: the limiter answers before any handler runs, so it is safe. */
const RATE_LIMIT_RETRIES = 8;
const RATE_LIMIT_WAIT_MS = 1100;

/**
 * Sends a case, waiting out the API's per-user rate limit: the suite's users send thousands of requests, and a 429
 * says nothing about the policy under test. A case still limited after the retries fails as "verdict unknown". The
 * waits add up to 40 s, past the API's 20 s burst window (transport/rate-limiter.ts): a retry that keeps losing the
 * steady allowance to the other workers still meets a fresh burst.
 */
async function sendPatiently(request: Parameters<typeof send>[0]): Promise<RawResponse> {
  let res = await send(request);
  for (let attempt = 1; attempt <= RATE_LIMIT_RETRIES && res.kind === 'answered' && res.status === 429; attempt += 1) {
    await new Promise((resolve) => setTimeout(resolve, RATE_LIMIT_WAIT_MS * attempt));
    res = await send(request);
  }
  return res;
}

async function runHttp(c: HttpCase, w: World): Promise<Outcome> {
  const first = await sendPatiently(c.build(w));
  const verdict = judge(first, c.expect, w.A);
  if (!c.twin) return verdict;
  const twin = await sendPatiently(c.twin(w));
  const twinVerdict = judge(twin, c.expect, w.A);
  const failure =
    verdict.failure ??
    (twinVerdict.failure ? `with a missing id instead: ${twinVerdict.failure}` : undefined) ??
    (sameAnswer(first, twin) ? undefined : `answers differently from a missing id: ${snippet(first)} vs ${snippet(twin)}`);
  return { sent: 2, refused: verdict.refused + twinVerdict.refused, ...(failure ? { failure } : {}) };
}

async function inPool<T>(items: readonly T[], size: number, work: (item: T) => Promise<void>): Promise<void> {
  let next = 0;
  const worker = async () => {
    while (next < items.length) {
      const item = items[next] as T;
      next += 1;
      await work(item);
    }
  };
  await Promise.all(Array.from({ length: Math.min(size, items.length) }, worker));
}

/** How long each phase took, in the summary. */
const phases: string[] = [];
let phaseStart = Date.now();
const phaseDone = (name: string) => {
  phases.push(`${name} ${((Date.now() - phaseStart) / 1000).toFixed(1)} s`);
  phaseStart = Date.now();
};

/** The first case whose connection was dropped: a request that kills the server fails everything after it. */
let firstDrop: string | undefined;
const started = Date.now();

const record = async (c: HttpCase | SocketCase, run: () => Promise<Outcome>) => {
  let outcome: Outcome;
  try {
    outcome = await run();
  } catch (error) {
    outcome = { sent: 0, refused: 0, failure: `the case could not run: ${(error as Error).message}` };
  }
  outcomes.set(c, outcome);
  if (!firstDrop && /connection dropped|disconnected|could not connect/.test(outcome.failure ?? '')) {
    firstDrop = `${'route' in c ? routeKey(c.route.method, c.route.path) : `socket ${c.event}`} ${c.category} ${c.label}, after ${Date.now() - started} ms`;
  }
};

// ---- the summary, to compare over time ----

function printSummary(): void {
  const rows = new Map<string, { sent: number; refused: number; failed: number }>();
  for (const [c, outcome] of outcomes) {
    const key = `${'route' in c ? 'http' : 'socket'} ${c.category}`;
    const row = rows.get(key) ?? { sent: 0, refused: 0, failed: 0 };
    row.sent += outcome.sent;
    row.refused += outcome.refused;
    row.failed += outcome.failure ? 1 : 0;
    rows.set(key, row);
  }
  const lines = [...rows]
    .sort(([a], [b]) => a.localeCompare(b))
    .map(([key, r]) => `${key.padEnd(36)} ${String(r.sent).padStart(6)} ${String(r.refused).padStart(8)} ${String(r.failed).padStart(13)}`);
  const total = [...rows.values()].reduce(
    (t, r) => ({ sent: t.sent + r.sent, refused: t.refused + r.refused, failed: t.failed + r.failed }),
    { sent: 0, refused: 0, failed: 0 },
  );
  console.log(
    [
      `Security suite: ${ROUTE_POLICIES.length} routes, ${EVENT_POLICIES.length} socket events`,
      `${'category'.padEnd(36)} ${'sent'.padStart(6)} ${'refused'.padStart(8)} ${'failed cases'.padStart(13)}`,
      ...lines,
      `${'total'.padEnd(36)} ${String(total.sent).padStart(6)} ${String(total.refused).padStart(8)} ${String(total.failed).padStart(13)}`,
      ...(firstDrop ? [`first dropped connection: ${firstDrop}`] : []),
      `phases: ${phases.join(', ')}`,
    ].join('\n'),
  );
}

// ---- the run ----

let directServer: Server | undefined;

beforeAll(async () => {
  // The isolated cases go to the API app served here (see useDirectApi in transport.ts).
  directServer = createServer(createApp());
  await new Promise<void>((resolve) => directServer?.listen(0, '127.0.0.1', resolve));
  useDirectApi(`http://127.0.0.1:${(directServer.address() as AddressInfo).port}/api`);
  // A cold Functions emulator has left requests unanswered when many arrived at once: warm it, then set up a few at a time.
  await send({ method: 'GET', path: '/verify' });
  const fuzzers: SocketActor[] = [];
  const [A, B] = await Promise.all([
    createActor('Alice'),
    createActor('Bob'),
    inPool(
      Array.from({ length: FUZZERS }, (_, i) => `Fuzzer ${i + 1}`),
      2,
      async (name) => void fuzzers.push(await createSocketActor(name)),
    ),
  ]);
  // After the others: three users set up at once have outrun the Functions emulator (requests left unanswered).
  const E = await createActor('Erin Expert', makeExpert);
  await shareWithExpert(B, E);
  // A writes in A's own discussion (nobody else's to read: A sent the case to no expert), with A's marker.
  await sayInDiscussion(A.socket, A.ids.discussion, `A question only I may read ${A.marker}`);
  const w: World = {
    A,
    B,
    E,
    fuzzers,
    forged: await forgedTokens(A.user.uid, B.user.uid),
    emulatorExpertClaim: emulatorFormatToken(B.user, { role: 'expert' }),
  };
  await assertDemoInvoiceExists(A.ids.invoice);
  world = w;
  phaseDone('users and documents');
  const aboutA = (payload: unknown) =>
    typeof payload === 'object' &&
    payload !== null &&
    ((payload as { chatId?: unknown }).chatId === A.ids.chat || (payload as { caseId?: unknown }).caseId === A.ids.discussion);
  for (const [name, intruder] of [
    ['B', w.B],
    ['E', w.E],
  ] as const) {
    intruder.socket.onAny((event: string, payload: unknown) => {
      if (aboutA(payload)) overheard.push(`${name}: ${event}`);
    });
  }

  snapshots.before = await snapshot(A);
  await inPool(
    httpCases.filter((c) => !c.isolated),
    PARALLEL,
    (c) => record(c, () => runHttp(c, w)),
  );
  phaseDone('http');
  await inPool(socketCases, PARALLEL, (c) => record(c, () => c.run(w)));
  phaseDone('socket');
  snapshots.after = await snapshot(A);

  // A's chat and A's case discussion go on; B's and E's sockets, which asked for them, must hear nothing of them.
  await say(A.socket, A.ids.chat, 'What is a priority date?');
  await sayInDiscussion(A.socket, A.ids.discussion, `Only for my expert ${A.marker}`);
  await new Promise((resolve) => setTimeout(resolve, 300));

  // Last and one at a time: these have stopped the stack, which would fail whatever else was in flight.
  snapshots.beforeIsolated = await snapshot(A);
  let down: string | undefined;
  for (const c of httpCases.filter((h) => h.isolated)) {
    if (down) {
      outcomes.set(c, { sent: 0, refused: 0, failure: `not sent: the API stopped answering after ${down}` });
      continue;
    }
    await record(c, () => runHttp({ ...c, build: (world) => ({ ...c.build(world), direct: true }) }, w));
    const alive = await send({ method: 'GET', path: '/verify', token: A.user.idToken });
    if (alive.kind === 'dropped' || alive.status !== 200) {
      down = `${routeKey(c.route.method, c.route.path)} ${c.category} ${c.label}`;
      const outcome = outcomes.get(c) as Outcome;
      outcomes.set(c, {
        ...outcome,
        failure: `${outcome.failure ? `${outcome.failure}; then ` : ''}the API stopped answering (GET /verify: ${snippet(alive)})`,
      });
    }
  }
  if (!down) snapshots.afterIsolated = await snapshot(A);
  phaseDone('isolated');
}, 300_000);

afterAll(() => {
  directServer?.close();
  world?.A.socket.close();
  world?.B.socket.close();
  world?.E.socket.close();
  printSummary();
});

const failuresOf = (cases: ReadonlyArray<HttpCase | SocketCase>) =>
  cases.flatMap((c) => {
    const outcome = outcomes.get(c);
    if (!outcome) return [`${c.label}: not run`];
    return outcome.failure ? [`${c.label}: ${outcome.failure}`] : [];
  });

const categoriesOf = (cases: ReadonlyArray<HttpCase | SocketCase>): Category[] => [...new Set(cases.map((c) => c.category))];

describe('the generated plan', () => {
  it('sends every route no token and every forged token, and every owned id, body and upload its corpus', () => {
    for (const route of ROUTE_POLICIES) {
      const key = routeKey(route.method, route.path);
      const categories = categoriesOf(httpCases.filter((c) => c.route === route));
      expect(categories, key).toEqual(expect.arrayContaining(['no-token', 'forged-token']));
      const owned = typeof route.owner === 'object' && Object.values(route.owner).some((kind) => ROUTE_ID_KINDS[kind] === 'owned');
      if (owned) expect(categories, key).toContain('cross-user');
      if (typeof route.owner === 'object') expect(categories, key).toContain('fuzz:traversal-id');
      if (route.input.kind === 'json')
        expect(categories, key).toEqual(
          expect.arrayContaining(['fuzz:deep-body', 'fuzz:huge-body', 'fuzz:content-type', 'fuzz:not-an-object']),
        );
      if (route.input.kind === 'multipart' || route.input.kind === 'json-or-multipart') {
        expect(categories, key).toEqual(expect.arrayContaining(['fuzz:multipart-truncated', 'fuzz:multipart-oversized']));
      }
    }
  });

  it("sends every expert's route to the applicant B, plain and dressed up as an expert, and the expert E A's ids", () => {
    for (const route of ROUTE_POLICIES) {
      const key = routeKey(route.method, route.path);
      const cases = httpCases.filter((c) => c.route === route);
      const expertKinds =
        typeof route.owner === 'object' ? Object.values(route.owner).filter((kind) => ROUTE_ID_KINDS[kind] === 'expert') : [];
      // An expert kind means something only where the role is checked first.
      if (route.role !== 'expert') {
        expect(expertKinds, `${key} names an expert's document but is not an expert's route`).toEqual([]);
        continue;
      }
      expect(categoriesOf(cases), key).toEqual(expect.arrayContaining(['wrong-role', 'forged-role']));
      if (expertKinds.length > 0)
        expect(cases.filter((c) => c.category === 'cross-user' && c.label.startsWith('expert E')).length, key).toBeGreaterThan(0);
    }
  });

  it('sends the expert E every owned id of A that B is sent', () => {
    const labels = httpCases.filter((c) => c.category === 'cross-user').map((c) => `${routeKey(c.route.method, c.route.path)} ${c.label}`);
    const missing = labels.filter((label) => label.includes(' B with ') && !labels.includes(label.replace(' B with ', ' expert E with ')));
    expect(missing).toEqual([]);
  });

  it("sends every socket event a fuzz corpus, and B and E name A's documents wherever a payload names one", () => {
    for (const policy of EVENT_POLICIES) {
      const cases = socketCases.filter((c) => c.event === policy.event);
      const categories = categoriesOf(cases);
      expect(categories, policy.event).toEqual(expect.arrayContaining(['fuzz:not-an-object', 'fuzz:deep-body']));
      if (Object.keys(policy.owner).length > 0) {
        expect(categories, policy.event).toEqual(expect.arrayContaining(['cross-user', 'fuzz:traversal-id']));
        const intruders = cases.filter((c) => c.category === 'cross-user').map((c) => c.label.split(' with ')[0]);
        expect(new Set(intruders), policy.event).toEqual(new Set(['B', 'expert E']));
      }
    }
  });

  it('keeps no corpus entry for a route or event that is gone', () => {
    const routes = new Set(ROUTE_POLICIES.map((p) => routeKey(p.method, p.path)));
    const stale = [...Object.keys(KNOWN_JSON_BODIES), ...Object.keys(KNOWN_MULTIPART_FIELDS), ...Object.keys(KNOWN_QUERIES)].filter(
      (key) => !routes.has(key),
    );
    const events = new Set(EVENT_POLICIES.map((p) => p.event));
    expect([...stale, ...Object.keys(KNOWN_EVENT_PAYLOADS).filter((event) => !events.has(event))]).toEqual([]);
  });
});

describe.each(ROUTE_POLICIES.map((route) => [routeKey(route.method, route.path), httpCases.filter((c) => c.route === route)] as const))(
  '%s',
  (_key, cases) => {
    it.each(categoriesOf(cases))('%s', (category) => {
      expect(failuresOf(cases.filter((c) => c.category === category))).toEqual([]);
    });
  },
);

describe.each(
  ['handshake', ...EVENT_POLICIES.map((p) => p.event)].map((event) => [event, socketCases.filter((c) => c.event === event)] as const),
)('socket %s', (_event, cases) => {
  it.each(categoriesOf(cases))('%s', (category) => {
    expect(failuresOf(cases.filter((c) => c.category === category))).toEqual([]);
  });
});

describe("A's data", () => {
  it('is all readable by A (so "the same" compares real answers, discussion included)', () => {
    expect(snapshots.before, 'the run stopped before the first snapshot').toBeDefined();
    const unread = Object.entries(snapshots.before ?? {}).filter(([, read]) => (read as { status?: number }).status !== 200);
    expect(unread).toEqual([]);
  });

  it('reads the same after every attack as before', () => {
    expect(world, 'the three users could not be set up').toBeDefined();
    expect(snapshots.after).toEqual(snapshots.before);
  });

  it('reads the same after the requests that have stopped the stack, which must still answer', () => {
    expect(snapshots.beforeIsolated, 'the run stopped before the isolated requests').toBeDefined();
    expect(snapshots.afterIsolated, 'the API stopped answering: see the isolated cases').toEqual(snapshots.beforeIsolated);
  });

  it("is not streamed to B's or E's socket after they asked for A's chat and A's case discussion", () => {
    expect(world, 'the three users could not be set up').toBeDefined();
    expect(overheard).toEqual([]);
  });
});
