// The API's security cases, generated from the route policy table (functions/src/http/route-policies.ts) and the
// corpus: a new route is covered by adding its policy, with no new test. Cases are planned without the stack; each
// builds its request once the three users exist. An expert's route (role 'expert') is attacked and fuzzed by the
// expert E with E's own ids, and refused to the applicant B however B dresses up as an expert.
import { randomBytes } from 'node:crypto';
import { ROUTE_ID_KINDS, ROUTE_POLICIES, routeKey, type RouteIdKind, type RoutePolicy } from '../../functions/src/http/route-policies';
import {
  BAD_COUNTS,
  BAD_CURSORS,
  type ContentTypeFuzz,
  DEEP_LEVELS,
  deepJsonText,
  HUGE_BYTES,
  JSON_FOR_UPLOAD,
  jsonTypeOf,
  type JsonType,
  KNOWN_JSON_BODIES,
  KNOWN_MULTIPART_FIELDS,
  KNOWN_QUERIES,
  SAMPLE_QUERIES,
  NOT_AN_OBJECT,
  UNKNOWN_KEYS,
  OVERSIZED_FILE_BYTES,
  PDF,
  RAW,
  TEXT_FUZZ,
  TEXT_PLAIN_JSON,
  TEXT_XML,
  type TextFuzzKind,
  TRAVERSAL_IDS,
  URLENCODED,
  wrongTypeValues,
} from './corpus';
import { type Actor, missingId, type SocketActor } from './fixtures';
import { multipart, type FilePart, type ForgedTokenKind, FORGED_TOKEN_KINDS, type RawRequest } from './transport';

export type Category = 'no-token' | 'forged-token' | 'cross-user' | 'wrong-role' | 'forged-role' | 'own-reads' | `fuzz:${string}`;

/**
 * The three users and the forged tokens: A owns the data under attack and shares nothing with experts; B attacks it
 * and fuzzes with their own, and has sent B's case to the experts; E, an expert holding B's case, attacks it too and
 * fuzzes the expert's routes.
 */
export interface World {
  A: Actor;
  B: Actor;
  E: Actor;
  forged: Record<ForgedTokenKind, string>;
  /**
   * B's token in the Auth emulator's own unsigned format, claiming role 'expert': firebase-admin takes it as valid when
   * it talks to the emulator (production needs Google's signature), so here the expert's routes must still refuse B
   * because B is not on the experts' roster.
   */
  emulatorExpertClaim: string;
  /** More attackers for the chat socket, whose per-user event limit one user's fuzzing would exhaust. */
  fuzzers: SocketActor[];
}

/**
 * `unauthenticated`: exactly 401. `not-found`: exactly 404 (an expert's route to anyone else: no such endpoint).
 * `refused`: a 4xx. `not-server-error`: a status below 500 (a filter by someone else's id may answer like a filter by a
 * missing one, e.g. an empty list). `ok`: a 2xx (a user's read of their own data).
 */
export type Expectation = 'unauthenticated' | 'not-found' | 'refused' | 'not-server-error' | 'ok';

export interface HttpCase {
  route: RoutePolicy;
  category: Category;
  label: string;
  build: (world: World) => RawRequest;
  expect: Expectation;
  /**
   * The same request with a missing id instead of the other user's (or to a path no route serves): both must get the
   * same answer.
   */
  twin?: (world: World) => RawRequest;
  /**
   * Has stopped the local stack (the worker, or the emulator process itself): sent last, alone, each followed by a
   * check that the API still answers, so the damage is blamed on the request that did it.
   */
  isolated?: boolean;
}

type Ids = Record<string, string>;

const isOwned = (kind: RouteIdKind) => ROUTE_ID_KINDS[kind] === 'owned';
const isExpertKind = (kind: RouteIdKind) => ROUTE_ID_KINDS[kind] === 'expert';
const forExperts = (route: RoutePolicy) => route.role === 'expert';
/** Who attacks a route and fuzzes it with their own ids: the expert on an expert's route, else the applicant B. */
const attackerOf = (route: RoutePolicy, w: World): Actor => (forExperts(route) ? w.E : w.B);
const ownerParams = (route: RoutePolicy): Array<[string, RouteIdKind]> =>
  typeof route.owner === 'string' ? [] : Object.entries(route.owner);

/** Path parameters filled from an actor's real ids (raw values are inserted as written). */
function pathWith(route: RoutePolicy, actor: Actor, overrides: Ids = {}, raw: Ids = {}): string {
  const kinds = typeof route.owner === 'string' ? {} : route.owner;
  return route.path.replace(/:([A-Za-z_][A-Za-z0-9_]*)/g, (_m, name: string) => {
    if (raw[name] !== undefined) return raw[name];
    const kind = kinds[name];
    return encodeURIComponent(overrides[name] ?? (kind ? actor.ids[kind] : 'x'));
  });
}

const sampleOf = (route: RoutePolicy, actor: Actor): Record<string, unknown> =>
  KNOWN_JSON_BODIES[routeKey(route.method, route.path)]?.sample(actor.sample) ?? {};

const jsonBody = (body: unknown) => ({
  headers: { 'content-type': 'application/json' },
  body: Buffer.from(typeof body === 'string' ? body : JSON.stringify(body)),
});

function validFile(route: RoutePolicy): FilePart[] {
  return route.input.kind === 'multipart' || route.input.kind === 'json-or-multipart'
    ? [{ field: route.input.fileField, filename: 'scan.pdf', type: 'application/pdf', bytes: PDF }]
    : [];
}

const formFieldsOf = (route: RoutePolicy, actor: Actor): Record<string, string> =>
  KNOWN_MULTIPART_FIELDS[routeKey(route.method, route.path)]?.(actor.sample) ?? {};

/** A body the route accepts from `actor`, with body references overridden. */
function validBody(route: RoutePolicy, actor: Actor, refs: Ids = {}): Pick<RawRequest, 'headers' | 'body'> {
  switch (route.input.kind) {
    case 'none':
      return {};
    case 'json':
    case 'json-or-multipart':
      return jsonBody({ ...sampleOf(route, actor), ...refs });
    case 'multipart': {
      const form = multipart({ ...formFieldsOf(route, actor), ...refs }, validFile(route));
      return { headers: { 'content-type': form.contentType }, body: form.body };
    }
  }
}

/** The route's request as `actor` would send it, to `pathOwner`'s ids, signed with `token`. */
function request(
  route: RoutePolicy,
  token: string | undefined,
  actor: Actor,
  pathOwner: Actor,
  more: { path?: string; query?: string; refs?: Ids } = {},
): RawRequest {
  return {
    method: route.method,
    path: `${more.path ?? pathWith(route, pathOwner)}${more.query ?? ''}`,
    ...(token === undefined ? {} : { token }),
    ...validBody(route, actor, more.refs),
  };
}

// ---- leaf fields of a JSON sample ----

interface Leaf {
  path: string[];
  value: unknown;
}

/** Leaf fields of a sample, through nested objects; arrays, and fields with declared types, are leaves. */
function leaves(value: Record<string, unknown>, declared: ReadonlySet<string>, prefix: string[] = []): Leaf[] {
  return Object.entries(value).flatMap(([key, child]) => {
    const path = [...prefix, key];
    return jsonTypeOf(child) === 'object' && Object.keys(child as object).length > 0 && !declared.has(path.join('.'))
      ? leaves(child as Record<string, unknown>, declared, path)
      : [{ path, value: child }];
  });
}

function withLeaf(sample: Record<string, unknown>, path: string[], value: unknown): Record<string, unknown> {
  const copy = structuredClone(sample);
  let node: Record<string, unknown> = copy;
  for (const key of path.slice(0, -1)) node = node[key] as Record<string, unknown>;
  node[path[path.length - 1] as string] = value;
  return copy;
}

const accepted = (route: RoutePolicy, leaf: Leaf): readonly JsonType[] | 'any' =>
  KNOWN_JSON_BODIES[routeKey(route.method, route.path)]?.accepts?.[leaf.path.join('.')] ?? [jsonTypeOf(leaf.value)];

/** A sample as JSON text with the field at `path` holding `raw` JSON text (for values too deep to build as objects). */
function withRawLeaf(sample: Record<string, unknown>, path: string[], raw: string): string {
  const mark = `__raw_${path.join('_')}__`;
  return JSON.stringify(withLeaf(sample, path, mark)).replace(JSON.stringify(mark), raw);
}

// ---- the plan ----

export function planHttpCases(routes: readonly RoutePolicy[]): HttpCase[] {
  return routes.flatMap((route) => [
    ...authCases(route),
    ...crossUserCases(route),
    ...roleCases(route),
    ...ownReadCases(route),
    ...fuzzCases(route),
  ]);
}

function authCases(route: RoutePolicy): HttpCase[] {
  const expect: Expectation = route.access === 'public' ? 'not-server-error' : 'unauthenticated';
  return [
    { route, category: 'no-token', label: 'no Authorization header', expect, build: (w) => request(route, undefined, w.A, w.A) },
    ...FORGED_TOKEN_KINDS.map((kind): HttpCase => ({
      route,
      category: 'forged-token',
      label: kind,
      expect,
      build: (w) => request(route, w.forged[kind], w.A, w.A),
    })),
  ];
}

/** Who names A's documents: B and the expert E (an expert has no more rights on an applicant's data), only E on an expert's route. */
interface Intruder {
  label: string;
  of: (w: World) => Actor;
  /** The kinds of A's ids this intruder sends. */
  attacks: (kind: RouteIdKind) => boolean;
}
const APPLICANT_B: Intruder = { label: 'B', of: (w) => w.B, attacks: isOwned };
const EXPERT_E: Intruder = { label: 'expert E', of: (w) => w.E, attacks: (kind) => isOwned(kind) || isExpertKind(kind) };

function crossUserCases(route: RoutePolicy): HttpCase[] {
  return (forExperts(route) ? [EXPERT_E] : [APPLICANT_B, EXPERT_E]).flatMap((intruder) => intruderCases(route, intruder));
}

function intruderCases(route: RoutePolicy, intruder: Intruder): HttpCase[] {
  const cases: HttpCase[] = [];
  const owned = ownerParams(route).filter(([, kind]) => intruder.attacks(kind));
  if (owned.length > 0) {
    // Every attacked id from A; then, with more than one, each alone from A and the rest the intruder's own.
    const sets = [owned, ...(owned.length > 1 ? owned.map((param) => [param]) : [])];
    for (const set of sets) {
      const names = set.map(([name]) => name);
      const fromA = (w: World) => Object.fromEntries(set.map(([name, kind]) => [name, w.A.ids[kind]]));
      const missing = () => Object.fromEntries(set.map(([name, kind]) => [name, missingId(kind)]));
      // A missing id of a creating parameter makes a new document: there is no missing twin to compare with.
      const comparable = !names.includes(route.creates ?? '');
      const as = (w: World, ids: Ids) => {
        const actor = intruder.of(w);
        return request(route, actor.user.idToken, actor, actor, { path: pathWith(route, actor, ids) });
      };
      cases.push({
        route,
        category: 'cross-user',
        label: `${intruder.label} with A's ${names.join(' and ')}`,
        expect: 'refused',
        build: (w) => as(w, fromA(w)),
        ...(comparable ? { twin: (w: World) => as(w, missing()) } : {}),
      });
    }
  }
  const refs = route.references ?? {};
  for (const [where, fields] of Object.entries(refs) as Array<['query' | 'body', Readonly<Record<string, RouteIdKind>>]>) {
    for (const [field, kind] of Object.entries(fields)) {
      if (!intruder.attacks(kind)) continue;
      const send = (w: World, id: string) => {
        const actor = intruder.of(w);
        return where === 'query'
          ? request(route, actor.user.idToken, actor, actor, { query: `?${field}=${encodeURIComponent(id)}` })
          : request(route, actor.user.idToken, actor, actor, { refs: { [field]: id } });
      };
      cases.push({
        route,
        category: 'cross-user',
        label: `${intruder.label} with A's ${kind} as ${where} field ${field}`,
        // A filter may answer an empty list for an id it cannot use, as long as it answers the same for a missing one.
        expect: route.method === 'GET' ? 'not-server-error' : 'refused',
        build: (w) => send(w, w.A.ids[kind]),
        twin: (w) => send(w, missingId(kind)),
      });
    }
  }
  return cases;
}

/** The same method to a path no route serves: what an expert's route must look like to anyone else. */
const noSuchEndpoint = (req: RawRequest): RawRequest => ({ ...req, path: `/no-such-endpoint/${randomBytes(6).toString('hex')}` });

/** Ways B may dress up as an expert without a token that says so; each must meet the 404 of a path that does not exist. */
const ROLE_FORGERIES: ReadonlyArray<{ label: string; dress: (req: RawRequest, w: World) => RawRequest }> = [
  {
    label: "role: 'expert' and E's uid in the JSON body",
    dress: (req, w) => {
      const sample =
        req.body && req.headers?.['content-type'] === 'application/json'
          ? (JSON.parse(req.body.toString()) as Record<string, unknown>)
          : {};
      const claims = {
        role: 'expert',
        uid: w.E.user.uid,
        userId: w.E.user.uid,
        email: w.E.user.email,
        claims: { role: 'expert' },
        customClaims: { role: 'expert' },
      };
      return { ...req, ...jsonBody({ ...sample, ...claims }) };
    },
  },
  {
    label: "role=expert and E's uid in the query",
    dress: (req, w) => ({ ...req, path: `${req.path}?role=expert&uid=${encodeURIComponent(w.E.user.uid)}` }),
  },
  {
    label: 'role headers',
    dress: (req, w) => ({
      ...req,
      headers: { ...req.headers, 'x-user-role': 'expert', 'x-role': 'expert', 'x-user-id': w.E.user.uid, 'x-forwarded-user': w.E.user.uid },
    }),
  },
];

/**
 * An expert's route to the applicant B, with B's valid token and B's own ids (B's case is shared with experts and
 * held by E, so only the role can refuse): exactly the 404 of a path that does not exist, however B asks.
 */
function roleCases(route: RoutePolicy): HttpCase[] {
  if (!forExperts(route)) return [];
  const asApplicant = (w: World) => request(route, w.B.user.idToken, w.B, w.B);
  return [
    {
      route,
      category: 'wrong-role',
      label: 'applicant on an expert route',
      expect: 'not-found',
      build: asApplicant,
      twin: (w) => noSuchEndpoint(asApplicant(w)),
    },
    ...ROLE_FORGERIES.map(({ label, dress }): HttpCase => ({
      route,
      category: 'forged-role',
      label,
      expect: 'not-found',
      build: (w) => dress(asApplicant(w), w),
      twin: (w) => noSuchEndpoint(dress(asApplicant(w), w)),
    })),
    {
      route,
      category: 'forged-role',
      label: "B's emulator-format token claiming role: 'expert' (B is on no roster)",
      expect: 'refused',
      build: (w) => request(route, w.emulatorExpertClaim, w.B, w.B),
    },
  ];
}

/**
 * B's and E's plain reads of their own data (every GET, with their own ids; an expert's routes E's alone): whatever
 * they answer, nothing of A's may be in it (A shares nothing, so an expert's queue must not list A's case). They must
 * be served, too: a refusal of A's id says something only where the same user's own id works. Invoices are the
 * demo user's, nobody's here.
 */
function ownReadCases(route: RoutePolicy): HttpCase[] {
  if (route.method !== 'GET' || route.access === 'public') return [];
  const sample = SAMPLE_QUERIES[routeKey(route.method, route.path)];
  const served = !ownerParams(route).some(([, kind]) => kind === 'invoice') && sample?.mayBeMissing !== true;
  return (forExperts(route) ? [EXPERT_E] : [APPLICANT_B, EXPERT_E]).map((intruder) => ({
    route,
    category: 'own-reads',
    label: `${intruder.label} reads their own`,
    expect: served ? 'ok' : 'not-server-error',
    build: (w) => {
      const actor = intruder.of(w);
      return request(route, actor.user.idToken, actor, actor, sample ? { query: sample.query } : {});
    },
  }));
}

const DOT_DOT = /^(\.|%2e){2}$/i;
const declared = new Set(ROUTE_POLICIES.map((r) => routeKey(r.method, r.path)));

/**
 * Whether an encoded `..` as the path's last segment makes the URL another declared route of the same method: URL
 * parsers resolve it before the request is sent (`/cases/:id/attachments/%2e%2e` is `/cases/:id`), so the API never
 * sees the traversal, only a valid request for the caller's own case.
 */
function resolvesToAnotherRoute(route: RoutePolicy, param: string, id: string): boolean {
  if (!DOT_DOT.test(id) || !route.path.endsWith(`/:${param}`)) return false;
  const parent = route.path.split('/').slice(0, -2).join('/');
  return declared.has(routeKey(route.method, parent));
}

function fuzzCases(route: RoutePolicy): HttpCase[] {
  const cases: HttpCase[] = [];
  const add = (kind: string, label: string, build: HttpCase['build'], isolated = false) =>
    cases.push({ route, category: `fuzz:${kind}`, label, expect: 'refused', build, ...(isolated ? { isolated } : {}) });
  // The attacker sends their own ids and samples, but for the field under fuzz.
  const by = (w: World): Actor => attackerOf(route, w);
  const asAttacker = (w: World, more: Parameters<typeof request>[4] = {}) => request(route, by(w).user.idToken, by(w), by(w), more);
  const key = routeKey(route.method, route.path);

  for (const [param] of ownerParams(route)) {
    for (const id of TRAVERSAL_IDS.filter((id) => !resolvesToAnotherRoute(route, param, id)))
      add('traversal-id', `${param} = ${id.length > 40 ? `${id.slice(0, 8)}… (${id.length} chars)` : id}`, (w) =>
        asAttacker(w, { path: pathWith(route, by(w), {}, { [param]: id }) }),
      );
  }

  for (const [field, type] of Object.entries(KNOWN_QUERIES[key] ?? {})) {
    const values = type === 'count' ? BAD_COUNTS : type === 'cursor' ? BAD_CURSORS : TRAVERSAL_IDS.filter((id) => id !== '.');
    for (const value of values) add('query', `${field}=${value.slice(0, 40)}`, (w) => asAttacker(w, { query: `?${field}=${value}` }));
    add('query', `${field} repeated`, (w) => asAttacker(w, { query: `?${field}=1&${field}=2` }));
  }

  const bodyRequest = (w: World, body: Pick<RawRequest, 'headers' | 'body'>): RawRequest => ({
    ...asAttacker(w),
    headers: body.headers ?? {},
    body: body.body ?? Buffer.alloc(0),
  });
  const contentTypeCase = (fuzz: ContentTypeFuzz) =>
    add('content-type', fuzz.name, (w) =>
      bodyRequest(w, { headers: { 'content-type': fuzz.contentType }, body: fuzz.body(sampleFieldsFor(route, by(w))) }),
    );

  if (route.input.kind === 'json' || route.input.kind === 'json-or-multipart') {
    const known = KNOWN_JSON_BODIES[key];
    const sampleLeaves = known ? leaves(known.sample(placeholderSample), new Set(Object.keys(known.accepts ?? {}))) : [];
    for (const leaf of sampleLeaves) {
      const name = leaf.path.join('.');
      const types = accepted(route, leaf);
      if (types === 'any') {
        add('deep-body', `${name} nested ${DEEP_LEVELS} levels`, (w) =>
          bodyRequest(w, jsonBody(withRawLeaf(sampleOf(route, by(w)), leaf.path, deepJsonText(DEEP_LEVELS)))),
        );
        continue;
      }
      for (const value of wrongTypeValues(leaf.value, types)) {
        add('wrong-type', `${name} = ${JSON.stringify(value)}`, (w) =>
          bodyRequest(w, jsonBody(withLeaf(sampleOf(route, by(w)), leaf.path, value))),
        );
      }
      if (types.includes('string')) {
        for (const [kind, text] of Object.entries(TEXT_FUZZ) as Array<[TextFuzzKind, string]>) {
          add(kind, `${name} = ${JSON.stringify(text)}`, (w) =>
            bodyRequest(w, jsonBody(withLeaf(sampleOf(route, by(w)), leaf.path, text))),
          );
        }
      }
    }
    for (const raw of NOT_AN_OBJECT) add('not-an-object', raw, (w) => bodyRequest(w, jsonBody(raw)));
    if (known?.closed === true) {
      // Written as raw JSON: an object literal's "__proto__" would set its prototype, not send the key.
      for (const extra of UNKNOWN_KEYS) {
        add('unknown-key', extra, (w) => {
          const sample = JSON.stringify(sampleOf(route, by(w)));
          return bodyRequest(w, jsonBody(`${sample.slice(0, -1)},${JSON.stringify(extra)}:{"polluted":true}}`));
        });
      }
    }
    add('deep-body', `an extra field nested ${DEEP_LEVELS} levels`, (w) =>
      bodyRequest(w, jsonBody(withRawLeaf(sampleOf(route, by(w)), ['nested'], deepJsonText(DEEP_LEVELS)))),
    );
    add(
      'huge-body',
      `${HUGE_BYTES} bytes`,
      (w) => bodyRequest(w, jsonBody({ ...sampleOf(route, by(w)), padding: 'x'.repeat(HUGE_BYTES) })),
      true,
    );
    for (const fuzz of route.input.kind === 'json'
      ? [TEXT_XML, TEXT_PLAIN_JSON, URLENCODED, RAW, MULTIPART_FOR_JSON]
      : [TEXT_XML, TEXT_PLAIN_JSON, URLENCODED, RAW])
      contentTypeCase(fuzz);
  } else if (route.input.kind === 'none' && (route.method === 'POST' || route.method === 'PUT' || route.method === 'PATCH')) {
    for (const fuzz of [TEXT_XML, RAW]) contentTypeCase(fuzz);
  }

  if (route.input.kind === 'multipart' || route.input.kind === 'json-or-multipart') {
    const fileField = route.input.fileField;
    const form = (w: World, files: FilePart[], fields = formFieldsOf(route, by(w))) => multipart(fields, files);
    const formRequest = (w: World, contentType: string, body: Buffer) => bodyRequest(w, { headers: { 'content-type': contentType }, body });
    const pdf = (field = fileField, bytes = PDF, filename = 'scan.pdf'): FilePart => ({ field, filename, type: 'application/pdf', bytes });

    add(
      'multipart-truncated',
      'cut before the closing boundary',
      (w) => {
        const f = form(w, [pdf()]);
        return formRequest(w, f.contentType, f.body.subarray(0, f.closingAt));
      },
      true,
    );
    add(
      'multipart-truncated',
      'cut inside the file',
      (w) => {
        const f = form(w, [pdf()]);
        return formRequest(w, f.contentType, f.body.subarray(0, f.fileStart + Math.floor((f.fileEnd - f.fileStart) / 2)));
      },
      true,
    );
    add(
      'multipart-truncated',
      "cut inside the file part's headers",
      (w) => {
        const f = form(w, [pdf()]);
        return formRequest(w, f.contentType, f.body.subarray(0, f.lastPartAt + 20));
      },
      true,
    );
    add('multipart-truncated', 'an empty body', (w) => formRequest(w, form(w, []).contentType, Buffer.alloc(0)), true);
    add(
      'multipart-oversized',
      `a ${OVERSIZED_FILE_BYTES}-byte file`,
      (w) => {
        const f = form(w, [pdf(fileField, Buffer.concat([PDF, Buffer.alloc(OVERSIZED_FILE_BYTES)]))]);
        return formRequest(w, f.contentType, f.body);
      },
      true,
    );
    add('multipart-malformed', 'no boundary', (w) => formRequest(w, 'multipart/form-data', form(w, [pdf()]).body));
    add('multipart-malformed', 'a boundary the body does not use', (w) =>
      formRequest(w, 'multipart/form-data; boundary=not-the-one', form(w, [pdf()]).body),
    );
    // One file more than the route takes: a second one, or for a route of several files (maxFiles) one past its limit.
    const tooMany = (route.input.kind === 'multipart' ? route.input.maxFiles : undefined) ?? 1;
    add('multipart-malformed', tooMany === 1 ? 'two files' : `${tooMany + 1} files`, (w) => {
      const f = form(
        w,
        Array.from({ length: tooMany + 1 }, (_, i) => pdf(fileField, PDF, `scan-${i + 1}.pdf`)),
      );
      return formRequest(w, f.contentType, f.body);
    });
    add('multipart-malformed', 'the file under another field', (w) => {
      const f = form(w, [pdf(`${fileField}-other`)]);
      return formRequest(w, f.contentType, f.body);
    });
    add('multipart-malformed', 'an empty file', (w) => {
      const f = form(w, [pdf(fileField, Buffer.alloc(0))]);
      return formRequest(w, f.contentType, f.body);
    });
    add('multipart-malformed', 'text named .pdf', (w) => {
      const f = form(w, [pdf(fileField, Buffer.from('just some text, not a PDF'))]);
      return formRequest(w, f.contentType, f.body);
    });
    if (route.input.kind === 'multipart') {
      for (const fuzz of [JSON_FOR_UPLOAD, TEXT_XML, TEXT_PLAIN_JSON, RAW]) contentTypeCase(fuzz);
      for (const field of Object.keys(KNOWN_MULTIPART_FIELDS[key]?.(placeholderSample) ?? {})) {
        for (const kind of ['nul', 'control-chars', 'invisible-only'] as const) {
          add(kind, `form field ${field} = ${JSON.stringify(TEXT_FUZZ[kind])}`, (w) => {
            const f = form(w, [pdf()], { ...formFieldsOf(route, by(w)), [field]: TEXT_FUZZ[kind] });
            return formRequest(w, f.contentType, f.body);
          });
        }
      }
    }
  }
  return cases;
}

/** A sample's fields for bodies in other content types: the JSON sample, or the form fields of an upload. */
function sampleFieldsFor(route: RoutePolicy, actor: Actor): Record<string, unknown> {
  return route.input.kind === 'multipart' ? formFieldsOf(route, actor) : sampleOf(route, actor);
}

/** The JSON sample's fields sent as multipart/form-data, to a route that reads JSON. */
const MULTIPART_FOR_JSON: ContentTypeFuzz = {
  name: 'multipart/form-data',
  contentType: 'multipart/form-data; boundary=security-json-as-form',
  body: (fields) =>
    multipart(
      Object.fromEntries(Object.entries(fields).map(([k, v]) => [k, typeof v === 'string' ? v : JSON.stringify(v)])),
      [],
      'security-json-as-form',
    ).body,
};

/** Enough of a sample context to read which fields a sample has, before the users exist. */
const placeholderSample = {
  email: 'placeholder@example.test',
  chat: 'chat',
  toolCall: 'call',
  chatMessage: 'message',
  case: 'case',
  review: 'review',
};
