// Revocation reaches every channel: an open chat socket of a user who is then disabled, deleted or revoked is
// answered and disconnected with 'Invalid token' (on its next event, and by the periodic check with no event at
// all); the socket takes refreshed tokens with `auth`; billing, settings and account calls refuse a revoked token.
// Also the chat's limit of waiting replies under 25 concurrent messages. In-process chat services on port 0 (the
// Vertex provider on a local fake), real users and tokens from the Auth emulator, the stack's API.
import { randomUUID } from 'node:crypto';
import type { Socket } from 'socket.io-client';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startFakeVertexServer, textChunks, type FakeVertexServer } from '../../functions/src/ai/vertex/testing/fake-vertex-server';
import { adminAuth, db } from '../../functions/src/data/firebase';
import { connectCoordinationRedis } from '../../functions/src/data/redis';
import {
  firestoreRevocations,
  redisRevocations,
  watchRevocations,
  type RevocationChannel,
} from '../../functions/src/data/session-revocations-repo';
import { MAX_WAITING } from '../../functions/src/services/chat-turns';
import { grantExpert, revokeExpert } from '../../functions/src/services/expert-roles';
import type { ChatServiceOptions } from '../../functions/src/socket/chat-socket';
import { api, createTestUser, signInWithPassword, type TestUser } from '../support/stack';
import { handshakeRefusal, openChatSocket } from '../support/chat-socket-client';
import { startInProcessChat } from '../support/in-process-chat';

interface Ack {
  ok: boolean;
  messageId?: string;
  replyId?: string;
  error?: { code: string; message: string };
}

const INVALID_TOKEN = { code: 'unauthenticated', message: 'Invalid token' };
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** A connected socket that records how the server ends it. */
interface Watched {
  socket: Socket;
  /** The `session-ended` event's error. */
  ended: Promise<{ code: string; message: string }>;
  /** The disconnect reason. */
  disconnected: Promise<string>;
  emit(event: string, payload: unknown): Promise<Ack>;
}

function within<T>(promise: Promise<T>, ms: number, what: string): Promise<T> {
  return Promise.race([promise, sleep(ms).then(() => Promise.reject(new Error(`no ${what} within ${ms} ms`)))]);
}

async function connect(url: string, token: string): Promise<Watched> {
  const socket = openChatSocket(url, { token });
  const ended = new Promise<{ code: string; message: string }>((resolve) =>
    socket.once('session-ended', (event: { error: { code: string; message: string } }) => resolve(event.error)),
  );
  const disconnected = new Promise<string>((resolve) => socket.once('disconnect', resolve));
  await new Promise<void>((resolve, reject) => {
    socket.once('connect', resolve);
    socket.once('connect_error', reject);
  });
  return { socket, ended, disconnected, emit: (event, payload) => socket.timeout(15_000).emitWithAck(event, payload) as Promise<Ack> };
}

/**
 * What happens to the account. Revocation compares the token's auth_time with the account's tokensValidAfterTime,
 * both in whole seconds: a revocation in the second of the sign-in would not count, so it waits for the next one.
 */
const ACTIONS = {
  disabled: (user: TestUser) => adminAuth().updateUser(user.uid, { disabled: true }),
  deleted: (user: TestUser) => adminAuth().deleteUser(user.uid),
  revoked: async (user: TestUser) => {
    await sleep(1100);
    await adminAuth().revokeRefreshTokens(user.uid);
  },
} as const;
const CASES = Object.keys(ACTIONS) as Array<keyof typeof ACTIONS>;

let fake: FakeVertexServer;
const stops: Array<() => Promise<void>> = [];
const sockets: Socket[] = [];

beforeAll(async () => {
  fake = await startFakeVertexServer();
});
afterAll(async () => {
  for (const socket of sockets) socket.close();
  for (const stop of stops) await stop();
  await fake?.close();
});

async function service(options: Omit<ChatServiceOptions, 'provider'>): Promise<string> {
  const started = await startInProcessChat(fake, options);
  stops.push(started.stop);
  return started.url;
}

async function watched(url: string, token: string): Promise<Watched> {
  const client = await connect(url, token);
  sockets.push(client.socket);
  return client;
}

describe('a chat socket checked on every event (maxAgeMs 0)', () => {
  let url: string;
  beforeAll(async () => {
    url = await service({ timeoutMs: 10_000, sessionCheck: { maxAgeMs: 0, intervalMs: 600_000 } });
  });

  it.each(CASES)("refuses the next message of a %s account with 'Invalid token', stores nothing, and disconnects", async (action) => {
    const user = await createTestUser();
    const client = await watched(url, user.idToken);
    // Before: the check passes (an unknown chat is simply not found).
    expect(await client.emit('history', { chatId: randomUUID() })).toMatchObject({ ok: false, error: { code: 'not-found' } });

    await ACTIONS[action](user);
    const chatId = randomUUID();
    const ack = await client.emit('message', { chatId, text: 'Am I still here?' });
    expect(ack).toEqual({ ok: false, error: INVALID_TOKEN });
    expect(await within(client.ended, 5000, 'session-ended')).toEqual(INVALID_TOKEN);
    expect(await within(client.disconnected, 5000, 'disconnect')).toBe('io server disconnect');
    expect((await db().collection('chats').doc(chatId).get()).exists).toBe(false);
    // Nor may it come back with the same token.
    expect(await handshakeRefusal(url, { token: user.idToken })).toBe('Invalid token');
  });

  it("refuses the history of a revoked account with 'Invalid token'", async () => {
    const user = await createTestUser();
    const client = await watched(url, user.idToken);
    await ACTIONS.revoked(user);
    expect(await client.emit('history', { chatId: randomUUID() })).toEqual({ ok: false, error: INVALID_TOKEN });
    expect(await within(client.disconnected, 5000, 'disconnect')).toBe('io server disconnect');
  });

  it('lets a revoked user who signed in again connect and chat', async () => {
    const user = await createTestUser();
    await ACTIONS.revoked(user);
    expect(await handshakeRefusal(url, { token: user.idToken })).toBe('Invalid token');
    const client = await watched(url, await signInWithPassword(user.email, user.password));
    expect(await client.emit('history', { chatId: randomUUID() })).toMatchObject({ ok: false, error: { code: 'not-found' } });
  });
});

describe('a chat socket with no events, checked in the background (intervalMs 300)', () => {
  let url: string;
  beforeAll(async () => {
    url = await service({ timeoutMs: 10_000, sessionCheck: { maxAgeMs: 60_000, intervalMs: 300, retryMs: 300 } });
  });

  it.each(CASES)("is sent session-ended 'Invalid token' and disconnected once the account is %s", async (action) => {
    const user = await createTestUser();
    const client = await watched(url, user.idToken);
    await sleep(700);
    expect(client.socket.connected).toBe(true);
    await ACTIONS[action](user);
    expect(await within(client.ended, 5000, 'session-ended')).toEqual(INVALID_TOKEN);
    expect(await within(client.disconnected, 5000, 'disconnect')).toBe('io server disconnect');
  });
});

describe('a chat socket told at once by the API (the default 45 s check, and the revocation signal)', () => {
  let url: string;
  beforeAll(async () => {
    url = await service({ timeoutMs: 10_000, revocations: watchRevocations });
  });

  it('is closed within a second of the account being deleted, and the message sent just before gets no reply stored', async () => {
    const user = await createTestUser();
    const client = await watched(url, user.idToken);
    // A slow reply is streaming when the account goes.
    fake.enqueue({ kind: 'stream', chunks: textChunks(['One. ', 'Two. ', 'Three. ', 'Four.']), delayMs: 400 });
    const chatId = randomUUID();
    const ack = await client.emit('message', { chatId, text: 'Delete me while you answer' });
    expect(ack).toMatchObject({ ok: true });
    expect((await api('/account/delete', { token: user.idToken, body: { confirm: 'DELETE' } })).status).toBe(204);
    const deletedAt = Date.now();
    expect(await within(client.ended, 1000, 'session-ended')).toEqual(INVALID_TOKEN);
    expect(Date.now() - deletedAt).toBeLessThanOrEqual(1000);
    expect(await within(client.disconnected, 1000, 'disconnect')).toBe('io server disconnect');
    // The reply finishes on the server, but nothing is stored for a deleted account.
    await sleep(2500);
    const chat = db().collection('chats').doc(chatId);
    expect((await chat.get()).exists).toBe(false);
    expect((await chat.collection('messages').get()).empty).toBe(true);
  });

  it('is closed within a second of the expert role being revoked', async () => {
    const expert = await createTestUser('Revoked Expert');
    await grantExpert(expert.email);
    await sleep(1100); // revocation counts whole seconds after the sign-in
    const client = await watched(url, await signInWithPassword(expert.email, expert.password));
    await revokeExpert(expert.email);
    expect(await within(client.ended, 1000, 'session-ended')).toEqual(INVALID_TOKEN);
  });

  it("leaves other users' sockets open", async () => {
    const [kept, gone] = await Promise.all([createTestUser(), createTestUser()]);
    const keptClient = await watched(url, kept.idToken);
    const goneClient = await watched(url, gone.idToken);
    expect((await api('/account/delete', { token: gone.idToken, body: { confirm: 'DELETE' } })).status).toBe(204);
    await within(goneClient.ended, 1000, 'session-ended');
    expect(keptClient.socket.connected).toBe(true);
    expect(await keptClient.emit('history', { chatId: randomUUID() })).toMatchObject({ ok: false, error: { code: 'not-found' } });
  });
});

describe('the revocation channel', () => {
  const redisUrl = process.env['REDIS_URL'];
  const channels: Array<[string, () => { channel: RevocationChannel; close(): void }]> = [
    ['Firestore, where there is no Redis', () => ({ channel: firestoreRevocations, close: () => undefined })],
    [
      'Redis, when REDIS_URL is set',
      () => {
        if (!redisUrl) throw new Error('No REDIS_URL: install redis-server (apt-get install redis-server) and restart the stack');
        const publisher = connectCoordinationRedis(redisUrl);
        return { channel: redisRevocations(publisher, redisUrl), close: () => publisher.disconnect() };
      },
    ],
  ];

  it.each(channels)('carries an announcement to every watcher within a second, through %s', async (_name, open) => {
    const { channel, close } = open();
    const heard: Array<Array<{ uid: string; reason: string }>> = [[], []];
    const errors: Error[] = [];
    const stops = heard.map((log) =>
      channel.watch(
        (uid, reason) => log.push({ uid, reason }),
        (error) => errors.push(error),
      ),
    );
    try {
      await sleep(500); // the watchers are listening
      const uid = `revoked-${randomUUID()}`;
      const at = Date.now();
      await channel.announce(uid, 'account-deleted');
      await expect.poll(() => heard.every((log) => log.some((r) => r.uid === uid)), { timeout: 1000, interval: 20 }).toBe(true);
      expect(Date.now() - at).toBeLessThanOrEqual(1000);
      expect(heard.map((log) => log.filter((r) => r.uid === uid))).toEqual([
        [{ uid, reason: 'account-deleted' }],
        [{ uid, reason: 'account-deleted' }],
      ]);
      expect(errors).toEqual([]);
    } finally {
      for (const stop of stops) stop();
      close();
    }
  });
});

describe('refreshed tokens (the auth event)', () => {
  let url: string;
  beforeAll(async () => {
    url = await service({ timeoutMs: 10_000, sessionCheck: { maxAgeMs: 0, intervalMs: 600_000 } });
  });

  it('takes a new token of the same user and keeps the socket', async () => {
    const user = await createTestUser();
    const client = await watched(url, user.idToken);
    const fresh = await signInWithPassword(user.email, user.password);
    expect(await client.emit('auth', { token: fresh })).toEqual({ ok: true });
    expect(await client.emit('history', { chatId: randomUUID() })).toMatchObject({ ok: false, error: { code: 'not-found' } });
    expect(client.socket.connected).toBe(true);
  });

  it.each([
    ['another user', async () => (await createTestUser('Mallory')).idToken],
    ['a forged token', () => Promise.resolve('not-a-jwt')],
  ])("ends the session with 'Invalid token' for %s", async (_label, token) => {
    const user = await createTestUser();
    const client = await watched(url, user.idToken);
    expect(await client.emit('auth', { token: await token() })).toEqual({ ok: false, error: INVALID_TOKEN });
    expect(await within(client.ended, 5000, 'session-ended')).toEqual(INVALID_TOKEN);
    expect(await within(client.disconnected, 5000, 'disconnect')).toBe('io server disconnect');
  });

  it('answers invalid-argument, and keeps the socket, for a payload without a token', async () => {
    const user = await createTestUser();
    const client = await watched(url, user.idToken);
    expect(await client.emit('auth', {})).toMatchObject({ ok: false, error: { code: 'invalid-argument', fields: { token: 'Required' } } });
    expect(client.socket.connected).toBe(true);
  });
});

describe('sensitive API calls (checkRevoked)', () => {
  // The Auth emulator makes firebase-admin check revocation on every verification (node_modules/firebase-admin/lib/
  // auth/base-auth.js, verifyIdToken), so here any call refuses a revoked token; that other calls skip the check in
  // production is shown in-process (functions/src/http/middleware/authenticate.test.ts).
  it.each(CASES)("answer 401 'Invalid token' once the account is %s", async (action) => {
    const user = await createTestUser();
    expect((await api('/payments', { token: user.idToken })).status).toBe(200);
    await ACTIONS[action](user);
    for (const path of ['/payments', '/payment-methods', '/billing/settings', '/settings', '/verify']) {
      const res = await api(path, { token: user.idToken });
      expect(res.status, path).toBe(401);
      expect(res.body, path).toEqual({ error: INVALID_TOKEN });
    }
  });
});

describe(`the limit of ${MAX_WAITING} waiting replies per chat`, () => {
  let url: string;
  beforeAll(async () => {
    url = await service({ timeoutMs: 20_000 });
  });

  it(`accepts exactly ${MAX_WAITING} of 25 concurrent messages, refuses the rest with resource-exhausted, and answers every accepted one`, async () => {
    // The first reply starts streaming only after 4 s, so no reply ends while the 25 messages are stored.
    fake.enqueue({ kind: 'stream', chunks: textChunks(['Answer 0.']), delayMs: 4000 });
    for (let i = 1; i < MAX_WAITING; i += 1) fake.enqueue({ kind: 'stream', chunks: textChunks([`Answer ${i}.`]) });
    const user = await createTestUser();
    const client = await watched(url, user.idToken);
    const ends: string[] = [];
    client.socket.on('reply-end', (event: { replyTo: string }) => ends.push(event.replyTo));
    const chatId = randomUUID();

    const acks = await Promise.all(
      Array.from({ length: 25 }, (_, i) => client.emit('message', { chatId, text: `Question ${i}`, messageId: `q-${i}` })),
    );
    expect(ends, 'a reply ended before all messages were acknowledged; the test cannot tell the limit apart').toEqual([]);
    const accepted = acks.filter((a) => a.ok);
    const refused = acks.filter((a) => !a.ok);
    expect(accepted).toHaveLength(MAX_WAITING);
    expect(refused).toHaveLength(25 - MAX_WAITING);
    for (const ack of refused) {
      expect(ack).toEqual({
        ok: false,
        error: { code: 'resource-exhausted', message: 'Please wait for the replies to your earlier messages.' },
      });
    }

    const deadline = Date.now() + 30_000;
    while (ends.length < MAX_WAITING && Date.now() < deadline) await sleep(100);
    expect(new Set(ends)).toEqual(new Set(accepted.map((a) => a.messageId)));

    const history = await client.emit('history', { chatId });
    const messages = (history as Ack & { messages: Array<{ id: string; role: string; status: string; replyTo: string | null }> }).messages;
    const questions = messages.filter((m) => m.role === 'user');
    expect(questions.map((m) => m.id).sort()).toEqual(accepted.map((a) => a.messageId).sort());
    expect(questions.every((m) => m.status === 'answered')).toBe(true);
    expect(
      messages
        .filter((m) => m.role === 'assistant')
        .map((m) => m.replyTo)
        .sort(),
    ).toEqual(questions.map((m) => m.id).sort());
  }, 60_000);
});

describe('the per-user limit of socket events', () => {
  it("refuses events past the limit with resource-exhausted and how long to wait, across all of the user's sockets", async () => {
    const limit = { burst: 3, perMinute: 6 };
    const url = await service({ timeoutMs: 10_000, rateLimit: limit });
    const user = await createTestUser();
    const other = await createTestUser();
    const [first, second, stranger] = await Promise.all([
      watched(url, user.idToken),
      watched(url, user.idToken),
      watched(url, other.idToken),
    ]);
    const answers: Ack[] = [];
    for (const client of [first, second, first, second]) answers.push(await client.emit('history', { chatId: randomUUID() }));
    expect(answers.slice(0, 3).map((a) => a.error?.code)).toEqual(['not-found', 'not-found', 'not-found']);
    // Counted in the stack's Redis or in memory, the wait is the time one more event takes at the sustained rate.
    const wait = 10;
    expect(answers[3]).toEqual({
      ok: false,
      error: {
        code: 'resource-exhausted',
        message: `Too many requests. Please wait ${wait} seconds and try again.`,
        retryAfterSeconds: wait,
      },
    });
    // Someone else's events are counted on their own.
    expect((await stranger.emit('history', { chatId: randomUUID() })).error?.code).toBe('not-found');
  });
});
