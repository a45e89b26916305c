// The chat service's security cases, generated from the event policy table (functions/src/socket/event-policies.ts)
// and the corpus: the handshake without a token or with a forged one, B and the expert E naming A's documents, and
// fuzz payloads.
// An event must answer each with an error acknowledgement whose code is a refusal, never 'internal'.
import { randomUUID } from 'node:crypto';
import type { Socket } from 'socket.io-client';
import type { EventPolicy } from '../../functions/src/socket/event-policies';
import {
  DEEP_LEVELS,
  deepJsonText,
  EVENT_ITEM_TEMPLATES,
  EVENT_TOKEN_FIELDS,
  HUGE_BYTES,
  jsonTypeOf,
  KNOWN_EVENT_PAYLOADS,
  NOT_AN_OBJECT_PAYLOADS,
  TEXT_FUZZ,
  TRAVERSAL_PAYLOAD_IDS,
  wrongTypeValues,
} from './corpus';
import { missingId, type SocketActor } from './fixtures';
import type { Category, World } from './http-cases';
import { type Ack, connect, emitRawWithAck, emitWithAck, type EmitOutcome, FORGED_TOKEN_KINDS, handshake } from './transport';

/** Error codes that refuse a request (their HTTP statuses are 4xx: http/error-mapper.ts). */
export const REFUSAL_CODES: ReadonlySet<string> = new Set([
  'invalid-argument',
  'unauthenticated',
  'not-found',
  'conflict',
  'payload-too-large',
  'unsupported-media-type',
]);

export interface SocketOutcome {
  /** Handshakes and events sent. */
  sent: number;
  refused: number;
  failure?: string;
}

export interface SocketCase {
  /** The event, or 'handshake'. */
  event: string;
  category: Category;
  label: string;
  run: (world: World) => Promise<SocketOutcome>;
}

// ---- payloads ----

function setField(payload: Record<string, unknown>, event: string, field: string, value: unknown): Record<string, unknown> {
  const copy = structuredClone(payload);
  const keys = field.split('.');
  let node: Record<string, unknown> = copy;
  keys.forEach((segment, i) => {
    const last = i === keys.length - 1;
    if (segment.endsWith('[]') && last) {
      // An array of ids (`fileIds[]`): the value is its one item.
      node[segment.slice(0, -2)] = [value];
    } else if (segment.endsWith('[]')) {
      const key = segment.slice(0, -2);
      const items = Array.isArray(node[key]) ? (node[key] as unknown[]) : [];
      if (items.length === 0) items.push({ ...EVENT_ITEM_TEMPLATES[`${event}:${key}`] });
      node[key] = items;
      node = items[0] as Record<string, unknown>;
    } else if (last) {
      node[segment] = value;
    } else {
      node[segment] = typeof node[segment] === 'object' && node[segment] !== null ? node[segment] : {};
      node = node[segment] as Record<string, unknown>;
    }
  });
  return copy;
}

/** A payload the event accepts from `actor`: owner fields outside arrays are the actor's own (a new chat for `creates`). */
function validPayload(policy: EventPolicy, actor: SocketActor): Record<string, unknown> {
  let payload = KNOWN_EVENT_PAYLOADS[policy.event]?.({ token: actor.user.idToken }) ?? {};
  for (const [field, kind] of Object.entries(policy.owner)) {
    if (field.includes('[]')) continue;
    payload = setField(payload, policy.event, field, field === policy.creates ? randomUUID() : actor.ids[kind]);
  }
  return payload;
}

interface Leaf {
  path: string;
  value: unknown;
}
const leaves = (payload: Record<string, unknown>): Leaf[] => Object.entries(payload).map(([path, value]) => ({ path, value }));

// ---- verdicts ----

const leakIn = (text: string, victim: World['A']): string | undefined =>
  [victim.user.uid, victim.user.email, victim.marker].find((secret) => text.includes(secret));

/** An event's outcome as a refusal, or why it is not one. */
function judgeAck(outcome: EmitOutcome, victim: World['A']): SocketOutcome {
  if (outcome.kind === 'no-ack') return { sent: 1, refused: 0, failure: outcome.reason };
  const text = JSON.stringify(outcome.ack);
  const leak = leakIn(text, victim);
  if (leak) return { sent: 1, refused: 0, failure: `the acknowledgement holds A's data: ${text.slice(0, 200)}` };
  if (outcome.ack.ok) return { sent: 1, refused: 0, failure: `accepted: ${text.slice(0, 200)}` };
  const { code } = outcome.ack.error;
  if (code === 'resource-exhausted')
    return { sent: 1, refused: 0, failure: `rate-limited, so the verdict is unknown: ${text.slice(0, 200)}` };
  if (!REFUSAL_CODES.has(code)) return { sent: 1, refused: 0, failure: `answered ${code} instead of a refusal: ${text.slice(0, 200)}` };
  return { sent: 1, refused: 1 };
}

const errorOf = (outcome: EmitOutcome) =>
  outcome.kind === 'ack' && !outcome.ack.ok ? (outcome.ack as Extract<Ack, { ok: false }>).error : null;

let nextFuzzer = 0;

/** A payload built from the attacker's own ids; `json` is sent as written, for what the client cannot encode. */
type FuzzPayload = (own: SocketActor, w: World) => unknown | { json: string };
const isJson = (value: unknown): value is { json: string } =>
  typeof value === 'object' && value !== null && typeof (value as { json?: unknown }).json === 'string';

/** Emits once on a fresh socket of the next attacker's, so a payload that kills the socket is this case's alone. */
async function onFreshSocket(world: World, event: string, build: FuzzPayload): Promise<SocketOutcome> {
  const attacker = world.fuzzers[nextFuzzer++ % world.fuzzers.length] as SocketActor;
  let socket: Socket;
  try {
    socket = await connect(attacker.user.idToken);
  } catch (error) {
    return { sent: 0, refused: 0, failure: `the attacker could not connect: ${(error as Error).message}` };
  }
  try {
    const payload = build(attacker, world);
    return judgeAck(await (isJson(payload) ? emitRawWithAck(socket, event, payload.json) : emitWithAck(socket, event, payload)), world.A);
  } finally {
    socket.close();
  }
}

async function refusedHandshake(auth: Record<string, unknown> | undefined): Promise<SocketOutcome> {
  const outcome = await handshake(auth);
  if ('socket' in outcome) {
    outcome.socket.close();
    return { sent: 1, refused: 0, failure: 'the handshake was accepted' };
  }
  return { sent: 1, refused: 1 };
}

// ---- the plan ----

export function planSocketCases(policies: readonly EventPolicy[]): SocketCase[] {
  const cases: SocketCase[] = [
    ...(
      [
        ['no auth at all', undefined],
        ['an empty auth', {}],
        ['an empty token', { token: '' }],
        ['a number as token', { token: 42 }],
        ['null as token', { token: null }],
      ] as const
    ).map(([label, auth]): SocketCase => ({ event: 'handshake', category: 'no-token', label, run: () => refusedHandshake(auth) })),
    ...FORGED_TOKEN_KINDS.map((kind): SocketCase => ({
      event: 'handshake',
      category: 'forged-token',
      label: kind,
      run: (w) => refusedHandshake({ token: w.forged[kind] }),
    })),
  ];
  for (const policy of policies) cases.push(...eventCases(policy));
  return cases;
}

function eventCases(policy: EventPolicy): SocketCase[] {
  const { event } = policy;
  const cases: SocketCase[] = [];
  const add = (category: Category, label: string, run: SocketCase['run']) => cases.push({ event, category, label, run });
  const fuzz = (kind: string, label: string, payload: FuzzPayload) => add(`fuzz:${kind}`, label, (w) => onFreshSocket(w, event, payload));

  for (const field of EVENT_TOKEN_FIELDS[event] ?? []) {
    for (const kind of FORGED_TOKEN_KINDS) {
      add('forged-token', `${field} = ${kind}`, (w) =>
        onFreshSocket(w, event, (own) => setField(validPayload(policy, own), event, field, w.forged[kind])),
      );
    }
  }

  // B, then the expert E (who holds B's case, not A's), name A's documents on their long-lived sockets: each owner
  // field alone (the rest their own), then all of them.
  const owned = Object.entries(policy.owner);
  const sets = owned.length > 1 ? [...owned.map((entry) => [entry]), owned] : owned.map((entry) => [entry]);
  const intruders: ReadonlyArray<[string, (w: World) => World['B']]> = [
    ['B', (w) => w.B],
    ['expert E', (w) => w.E],
  ];
  for (const [name, intruderOf] of intruders) {
    for (const set of sets) {
      const fields = set.map(([field]) => field);
      const withIds = (w: World, id: (kind: (typeof set)[number][1]) => string) =>
        set.reduce((payload, [field, kind]) => setField(payload, event, field, id(kind)), validPayload(policy, intruderOf(w)));
      // A missing id of a creating field would create the document: there is no missing twin to compare with.
      const comparable = !fields.includes(policy.creates ?? '');
      add('cross-user', `${name} with A's ${fields.join(' and ')}`, async (w) => {
        const { socket } = intruderOf(w);
        const theirs = await emitWithAck(
          socket,
          event,
          withIds(w, (kind) => w.A.ids[kind]),
        );
        const verdict = judgeAck(theirs, w.A);
        if (verdict.failure || !comparable) return verdict;
        const missing = await emitWithAck(
          socket,
          event,
          withIds(w, (kind) => missingId(kind)),
        );
        const [a, b] = [errorOf(theirs), errorOf(missing)];
        const same = a && b && a.code === b.code && a.message === b.message;
        return {
          sent: 2,
          refused: verdict.refused + judgeAck(missing, w.A).refused,
          ...(same ? {} : { failure: `answers differently from a missing id: ${JSON.stringify(a)} vs ${JSON.stringify(b)}` }),
        };
      });
    }
  }

  for (const payload of NOT_AN_OBJECT_PAYLOADS)
    fuzz('not-an-object', payload === undefined ? 'no payload' : JSON.stringify(payload), () => payload);

  const sample = KNOWN_EVENT_PAYLOADS[event] ? leaves(validPayload(policy, placeholderActor)) : [];
  for (const leaf of sample) {
    for (const value of wrongTypeValues(leaf.value, [jsonTypeOf(leaf.value)])) {
      fuzz('wrong-type', `${leaf.path} = ${JSON.stringify(value)}`, (own) => setField(validPayload(policy, own), event, leaf.path, value));
    }
    if (typeof leaf.value === 'string') {
      for (const [kind, text] of Object.entries(TEXT_FUZZ))
        fuzz(kind, `${leaf.path} = ${JSON.stringify(text)}`, (own) => setField(validPayload(policy, own), event, leaf.path, text));
      fuzz('huge-body', `${leaf.path} of ${HUGE_BYTES} characters`, (own) =>
        setField(validPayload(policy, own), event, leaf.path, 'x'.repeat(HUGE_BYTES)),
      );
    }
  }
  for (const [field] of owned) {
    for (const id of TRAVERSAL_PAYLOAD_IDS) {
      fuzz('traversal-id', `${field} = ${JSON.stringify(id.length > 40 ? `${id.slice(0, 8)}… (${id.length} chars)` : id)}`, (own) =>
        setField(validPayload(policy, own), event, field, id),
      );
    }
  }
  fuzz('deep-body', `an extra field nested ${DEEP_LEVELS} levels`, (own) => ({
    json: JSON.stringify({ ...validPayload(policy, own), nested: '__deep__' }).replace('"__deep__"', deepJsonText(DEEP_LEVELS)),
  }));
  return cases;
}

/** Enough of an actor to read which fields a payload has, before the users exist. */
const placeholderActor = {
  user: { idToken: 'token' },
  ids: { chat: 'id', 'chat-message': 'id', 'chat-file': 'id', case: 'id', discussion: 'id', 'discussion-file': 'id' },
} as unknown as SocketActor;
