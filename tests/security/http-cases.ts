// The API's security cases, generated from the route policy table (functions/src/http/route-policies.ts) and the
// corpus: a new route is covered by adding its policy, with no new test. Cases are planned without the stack; each
// builds its request once the two users exist.
import { ROUTE_ID_KINDS, ROUTE_POLICIES, routeKey, type RouteIdKind, type RoutePolicy } from '../../functions/src/http/route-policies';
import {
  BAD_COUNTS,
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
  NOT_AN_OBJECT,
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

export type Category = 'no-token' | 'forged-token' | 'cross-user' | `fuzz:${string}`;

/** The two users and the forged tokens: A owns the data under attack, B attacks it and fuzzes with their own. */
export interface World {
  A: Actor;
  B: Actor;
  forged: Record<ForgedTokenKind, string>;
  /** More attackers for the chat socket, whose per-user event limit one user's fuzzing would exhaust. */
  fuzzers: SocketActor[];
}

/**
 * `unauthenticated`: exactly 401. `refused`: a 4xx. `not-server-error`: any answer below 500 (a filter by someone
 * else's id may answer like a filter by a missing one, e.g. an empty list).
 */
export type Expectation = 'unauthenticated' | 'refused' | 'not-server-error';

export interface HttpCase {
  route: RoutePolicy;
  category: Category;
  label: string;
  build: (world: World) => RawRequest;
  expect: Expectation;
  /** The same request with a missing id instead of the other user's: both must get the same answer. */
  twin?: (world: World) => RawRequest;
  /**
   * Has stopped the local stack (the worker, or the emulator process itself): sent last, alone, each followed by a
   * check that the API still answers, so the damage is blamed on the request that did it.
   */
  isolated?: boolean;
}

type Ids = Record<string, string>;

const isOwned = (kind: RouteIdKind) => ROUTE_ID_KINDS[kind] === 'owned';
const ownerParams = (route: RoutePolicy): Array<[string, RouteIdKind]> => (typeof route.owner === 'string' ? [] : Object.entries(route.owner));

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

const jsonBody = (body: unknown) => ({ headers: { 'content-type': 'application/json' }, body: Buffer.from(typeof body === 'string' ? body : JSON.stringify(body)) });

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
function request(route: RoutePolicy, token: string | undefined, actor: Actor, pathOwner: Actor, more: { path?: string; query?: string; refs?: Ids } = {}): RawRequest {
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
  return routes.flatMap((route) => [...authCases(route), ...crossUserCases(route), ...fuzzCases(route)]);
}

function authCases(route: RoutePolicy): HttpCase[] {
  const expect: Expectation = route.access === 'public' ? 'not-server-error' : 'unauthenticated';
  return [
    { route, category: 'no-token', label: 'no Authorization header', expect, build: (w) => request(route, undefined, w.A, w.A) },
    ...FORGED_TOKEN_KINDS.map(
      (kind): HttpCase => ({ route, category: 'forged-token', label: kind, expect, build: (w) => request(route, w.forged[kind], w.A, w.A) }),
    ),
  ];
}

function crossUserCases(route: RoutePolicy): HttpCase[] {
  const cases: HttpCase[] = [];
  const owned = ownerParams(route).filter(([, kind]) => isOwned(kind));
  if (owned.length > 0) {
    // Every owned id from A; then, with more than one, each alone from A and the rest B's own.
    const sets = [owned, ...(owned.length > 1 ? owned.map((param) => [param]) : [])];
    for (const set of sets) {
      const names = set.map(([name]) => name);
      const fromA = (w: World) => Object.fromEntries(set.map(([name, kind]) => [name, w.A.ids[kind]]));
      const missing = () => Object.fromEntries(set.map(([name, kind]) => [name, missingId(kind)]));
      // A missing id of a creating parameter makes a new document: there is no missing twin to compare with.
      const comparable = !names.includes(route.creates ?? '');
      cases.push({
        route,
        category: 'cross-user',
        label: `B with A's ${names.join(' and ')}`,
        expect: 'refused',
        build: (w) => request(route, w.B.user.idToken, w.B, w.B, { path: pathWith(route, w.B, fromA(w)) }),
        ...(comparable ? { twin: (w: World) => request(route, w.B.user.idToken, w.B, w.B, { path: pathWith(route, w.B, missing()) }) } : {}),
      });
    }
  }
  const refs = route.references ?? {};
  for (const [where, fields] of Object.entries(refs) as Array<['query' | 'body', Readonly<Record<string, RouteIdKind>>]>) {
    for (const [field, kind] of Object.entries(fields)) {
      if (!isOwned(kind)) continue;
      const send = (w: World, id: string) =>
        where === 'query'
          ? request(route, w.B.user.idToken, w.B, w.B, { query: `?${field}=${encodeURIComponent(id)}` })
          : request(route, w.B.user.idToken, w.B, w.B, { refs: { [field]: id } });
      cases.push({
        route,
        category: 'cross-user',
        label: `B with A's ${kind} as ${where} field ${field}`,
        // A filter may answer an empty list for an id it cannot use, as long as it answers the same for a missing one.
        expect: route.method === 'GET' ? 'not-server-error' : 'refused',
        build: (w) => send(w, w.A.ids[kind]),
        twin: (w) => send(w, missingId(kind)),
      });
    }
  }
  return cases;
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
  const asB = (w: World, more: Parameters<typeof request>[4] = {}) => request(route, w.B.user.idToken, w.B, w.B, more);
  const key = routeKey(route.method, route.path);

  for (const [param] of ownerParams(route)) {
    for (const id of TRAVERSAL_IDS.filter((id) => !resolvesToAnotherRoute(route, param, id))) add('traversal-id', `${param} = ${id.length > 40 ? `${id.slice(0, 8)}… (${id.length} chars)` : id}`, (w) => asB(w, { path: pathWith(route, w.B, {}, { [param]: id }) }));
  }

  for (const [field, type] of Object.entries(KNOWN_QUERIES[key] ?? {})) {
    const values = type === 'count' ? BAD_COUNTS : TRAVERSAL_IDS.filter((id) => id !== '.');
    for (const value of values) add('query', `${field}=${value.slice(0, 40)}`, (w) => asB(w, { query: `?${field}=${value}` }));
    add('query', `${field} repeated`, (w) => asB(w, { query: `?${field}=1&${field}=2` }));
  }

  const bodyRequest = (w: World, body: Pick<RawRequest, 'headers' | 'body'>): RawRequest => ({ ...asB(w), headers: body.headers ?? {}, body: body.body ?? Buffer.alloc(0) });
  const contentTypeCase = (fuzz: ContentTypeFuzz) =>
    add('content-type', fuzz.name, (w) => bodyRequest(w, { headers: { 'content-type': fuzz.contentType }, body: fuzz.body(sampleFieldsFor(route, w.B)) }));

  if (route.input.kind === 'json' || route.input.kind === 'json-or-multipart') {
    const known = KNOWN_JSON_BODIES[key];
    const sampleLeaves = known ? leaves(known.sample(placeholderSample), new Set(Object.keys(known.accepts ?? {}))) : [];
    for (const leaf of sampleLeaves) {
      const name = leaf.path.join('.');
      const types = accepted(route, leaf);
      if (types === 'any') {
        add('deep-body', `${name} nested ${DEEP_LEVELS} levels`, (w) => bodyRequest(w, jsonBody(withRawLeaf(sampleOf(route, w.B), leaf.path, deepJsonText(DEEP_LEVELS)))));
        continue;
      }
      for (const value of wrongTypeValues(leaf.value, types)) {
        add('wrong-type', `${name} = ${JSON.stringify(value)}`, (w) => bodyRequest(w, jsonBody(withLeaf(sampleOf(route, w.B), leaf.path, value))));
      }
      if (types.includes('string')) {
        for (const [kind, text] of Object.entries(TEXT_FUZZ) as Array<[TextFuzzKind, string]>) {
          add(kind, `${name} = ${JSON.stringify(text)}`, (w) => bodyRequest(w, jsonBody(withLeaf(sampleOf(route, w.B), leaf.path, text))));
        }
      }
    }
    for (const raw of NOT_AN_OBJECT) add('not-an-object', raw, (w) => bodyRequest(w, jsonBody(raw)));
    add('deep-body', `an extra field nested ${DEEP_LEVELS} levels`, (w) => bodyRequest(w, jsonBody(withRawLeaf(sampleOf(route, w.B), ['nested'], deepJsonText(DEEP_LEVELS)))));
    add('huge-body', `${HUGE_BYTES} bytes`, (w) => bodyRequest(w, jsonBody({ ...sampleOf(route, w.B), padding: 'x'.repeat(HUGE_BYTES) })), true);
    for (const fuzz of route.input.kind === 'json' ? [TEXT_XML, TEXT_PLAIN_JSON, URLENCODED, RAW, MULTIPART_FOR_JSON] : [TEXT_XML, TEXT_PLAIN_JSON, URLENCODED, RAW]) contentTypeCase(fuzz);
  } else if (route.input.kind === 'none' && (route.method === 'POST' || route.method === 'PUT' || route.method === 'PATCH')) {
    for (const fuzz of [TEXT_XML, RAW]) contentTypeCase(fuzz);
  }

  if (route.input.kind === 'multipart' || route.input.kind === 'json-or-multipart') {
    const fileField = route.input.fileField;
    const form = (w: World, files: FilePart[], fields = formFieldsOf(route, w.B)) => multipart(fields, files);
    const formRequest = (w: World, contentType: string, body: Buffer) => bodyRequest(w, { headers: { 'content-type': contentType }, body });
    const pdf = (field = fileField, bytes = PDF, filename = 'scan.pdf'): FilePart => ({ field, filename, type: 'application/pdf', bytes });

    add('multipart-truncated', 'cut before the closing boundary', (w) => { const f = form(w, [pdf()]); return formRequest(w, f.contentType, f.body.subarray(0, f.closingAt)); }, true);
    add('multipart-truncated', 'cut inside the file', (w) => { const f = form(w, [pdf()]); return formRequest(w, f.contentType, f.body.subarray(0, f.fileStart + Math.floor((f.fileEnd - f.fileStart) / 2))); }, true);
    add('multipart-truncated', "cut inside the file part's headers", (w) => { const f = form(w, [pdf()]); return formRequest(w, f.contentType, f.body.subarray(0, f.lastPartAt + 20)); }, true);
    add('multipart-truncated', 'an empty body', (w) => formRequest(w, form(w, []).contentType, Buffer.alloc(0)), true);
    add('multipart-oversized', `a ${OVERSIZED_FILE_BYTES}-byte file`, (w) => { const f = form(w, [pdf(fileField, Buffer.concat([PDF, Buffer.alloc(OVERSIZED_FILE_BYTES)]))]); return formRequest(w, f.contentType, f.body); }, true);
    add('multipart-malformed', 'no boundary', (w) => formRequest(w, 'multipart/form-data', form(w, [pdf()]).body));
    add('multipart-malformed', 'a boundary the body does not use', (w) => formRequest(w, 'multipart/form-data; boundary=not-the-one', form(w, [pdf()]).body));
    // One file more than the route takes: a second one, or for a route of several files (maxFiles) one past its limit.
    const tooMany = (route.input.kind === 'multipart' ? route.input.maxFiles : undefined) ?? 1;
    add('multipart-malformed', tooMany === 1 ? 'two files' : `${tooMany + 1} files`, (w) => {
      const f = form(w, Array.from({ length: tooMany + 1 }, (_, i) => pdf(fileField, PDF, `scan-${i + 1}.pdf`)));
      return formRequest(w, f.contentType, f.body);
    });
    add('multipart-malformed', 'the file under another field', (w) => { const f = form(w, [pdf(`${fileField}-other`)]); return formRequest(w, f.contentType, f.body); });
    add('multipart-malformed', 'an empty file', (w) => { const f = form(w, [pdf(fileField, Buffer.alloc(0))]); return formRequest(w, f.contentType, f.body); });
    add('multipart-malformed', 'text named .pdf', (w) => { const f = form(w, [pdf(fileField, Buffer.from('just some text, not a PDF'))]); return formRequest(w, f.contentType, f.body); });
    if (route.input.kind === 'multipart') {
      for (const fuzz of [JSON_FOR_UPLOAD, TEXT_XML, TEXT_PLAIN_JSON, RAW]) contentTypeCase(fuzz);
      for (const field of Object.keys(KNOWN_MULTIPART_FIELDS[key]?.(placeholderSample) ?? {})) {
        for (const kind of ['nul', 'control-chars', 'invisible-only'] as const) {
          add(kind, `form field ${field} = ${JSON.stringify(TEXT_FUZZ[kind])}`, (w) => {
            const f = form(w, [pdf()], { ...formFieldsOf(route, w.B), [field]: TEXT_FUZZ[kind] });
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
    multipart(Object.fromEntries(Object.entries(fields).map(([k, v]) => [k, typeof v === 'string' ? v : JSON.stringify(v)])), [], 'security-json-as-form').body,
};

/** Enough of a sample context to read which fields a sample has, before the users exist. */
const placeholderSample = { email: 'placeholder@example.test', chat: 'chat', toolCall: 'call', chatMessage: 'message', case: 'case', review: 'review' };
