// Two chat-service processes sharing one redis-server through the socket.io Redis streams adapter, as on Cloud Run
// with several instances and Memorystore: a reply streamed by one process reaches the same chat open on the other,
// in order, and nobody else's; a user's event limit and a chat's waiting replies are counted across both; an
// expert's presence on one reaches the applicant on the other; with Redis gone mid-stream the process's own sockets
// still get the whole reply, and the other process hears the chat again once Redis is back. The redis-server is the
// test's own (Debian's, on a free loopback port), so stopping it touches nothing else.
import { spawn, type ChildProcess } from 'node:child_process';
import { randomUUID } from 'node:crypto';
import type { Socket } from 'socket.io-client';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { connectCoordinationRedis } from '../../functions/src/data/redis';
import { redisRevocations } from '../../functions/src/data/session-revocations-repo';
import { redisWaitingReplies } from '../../functions/src/data/waiting-replies-repo';
import { MAX_WAITING } from '../../functions/src/services/chat-turns';
import type { DiscussionPresence } from '../../functions/src/shared/discussion/discussion-views';
import { sharedAllowances, SOCKET_EVENT_RATE_LIMIT } from '../../functions/src/transport/rate-limiter';
import { portInUse } from '../../emulators/lib/processes';
import { freePort, startChatProcess, stopProcess, type ChatProcess } from '../support/chat-process';
import { connect, endOf, streamed, type Client } from '../support/chat-recorder';
import { connectChatSocket } from '../support/chat-socket-client';
import { claimedCase, makeExpert } from '../support/experts';
import { createTestUser, type TestUser } from '../support/stack';
import { until } from '../support/stack-launcher';

/** A redis-server of the test's own on `port`, keeping nothing on disk; resolves once it takes connections. */
async function startRedis(port: number): Promise<ChildProcess> {
  const child = spawn('redis-server', ['--port', String(port), '--bind', '127.0.0.1', '--save', '', '--appendonly', 'no'], {
    stdio: 'ignore',
  });
  await until(`redis-server on ${port}`, () => portInUse(port), 10_000);
  return child;
}

/** `functions/lib/chat-server.js` sharing rooms through `redisUrl`, answering with the offline assistant. */
const startSharingChat = (redisUrl: string) => startChatProcess({ REDIS_URL: redisUrl, AI_PROVIDER: 'offline' });
const stopChatProcess = ({ child }: ChatProcess) => stopProcess(child);

/** A socket's `discussion:presence` events of one case, in arrival order. */
function presenceLog(socket: Socket, caseId: string): DiscussionPresence[] {
  const seen: DiscussionPresence[] = [];
  socket.on('discussion:presence', (presence: DiscussionPresence) => {
    if (presence.caseId === caseId) seen.push(presence);
  });
  return seen;
}

type JoinAck = { ok: true; presence: DiscussionPresence } | { ok: false; error: { code: string; message: string } };
const joinDiscussion = (socket: Socket, caseId: string) =>
  socket.timeout(15_000).emitWithAck('discussion:join', { caseId, after: 0 }) as Promise<JoinAck>;

describe('the chat service on two processes sharing one Redis', () => {
  let redisPort: number;
  let redis: ChildProcess | undefined;
  let first: ChatProcess;
  let second: ChatProcess;
  let alice: TestUser;
  let bob: TestUser;
  let phone: Client;
  let laptop: Client;
  let bobOnSecond: Client;
  const chatId = randomUUID();

  beforeAll(async () => {
    redisPort = await freePort();
    redis = await startRedis(redisPort);
    const redisUrl = `redis://127.0.0.1:${redisPort}`;
    [first, second, alice, bob] = await Promise.all([
      startSharingChat(redisUrl),
      startSharingChat(redisUrl),
      createTestUser('Alice'),
      createTestUser('Bob'),
    ]);
    [phone, laptop, bobOnSecond] = await Promise.all([
      connect(alice.idToken, first.url),
      connect(alice.idToken, second.url),
      connect(bob.idToken, second.url),
    ]);
    // The chat exists once its first reply is stored; then the laptop opens it on the other process.
    const opening = await phone.send(chatId, 'What is Form I-130?');
    expect(opening.ok).toBe(true);
    expect(endOf(await phone.reply(opening))).toBeDefined();
    expect((await laptop.history(chatId)).ok).toBe(true);
  }, 60_000);

  afterAll(async () => {
    for (const client of [phone, laptop, bobOnSecond]) client?.close();
    await Promise.all([first, second].filter(Boolean).map(stopChatProcess));
    await stopProcess(redis);
  });

  it.each([
    ['sent on the first process reaches the client on the second', () => [phone, laptop] as const],
    ['sent on the second process reaches the client on the first', () => [laptop, phone] as const],
  ])('a reply %s, every chunk in order, then its end', async (_name, pick) => {
    const [sender, other] = pick();
    const ack = await sender.send(chatId, 'What documents do I need for a green card through marriage?');
    expect(ack.ok).toBe(true);

    const [own, relayed] = await Promise.all([sender.reply(ack), other.reply(ack)]);

    const chunks = streamed(relayed);
    expect(chunks.length).toBeGreaterThan(0);
    expect(chunks.map((chunk) => chunk.index)).toEqual(chunks.map((_chunk, index) => index));
    expect(relayed.map((event) => event.type)).toEqual(own.map((event) => event.type));
    const end = endOf(relayed);
    expect(end?.text).toBe(endOf(own)?.text);
    expect(chunks.map((chunk) => chunk.chunk).join('')).toBe(end?.text);
  });

  it("lets no one else join the chat's room on either process, so another user hears none of it", async () => {
    const refused = await bobOnSecond.history(chatId);
    expect(refused.ok).toBe(false);
    expect(refused.error?.code).toBe('not-found');
    const ack = await phone.send(chatId, 'And how long does it take?');
    await Promise.all([phone.reply(ack), laptop.reply(ack)]);

    expect(bobOnSecond.log).toEqual([]);
  });

  it("refuses a user's burst over the event limit counted across both processes, not per process", async () => {
    const carol = await createTestUser('Carol');
    const [one, two] = await Promise.all([connect(carol.idToken, first.url), connect(carol.idToken, second.url)]);
    try {
      // Half of the burst to each process: counted per process, every event would pass.
      const events = SOCKET_EVENT_RATE_LIMIT.burst + 10;
      const acks = await Promise.all(Array.from({ length: events }, (_e, i) => (i % 2 === 0 ? one : two).history(randomUUID())));
      const codes = acks.map((ack) => ack.error?.code);
      // Each allowed event reads a chat Carol does not have; the rest are refused before anything is read. A burst
      // that outlasts a second gets that second's steady allowance too (transport/rate-limiter.ts).
      const allowed = codes.filter((code) => code === 'not-found').length;
      const { steady } = sharedAllowances(SOCKET_EVENT_RATE_LIMIT);
      expect(allowed).toBeGreaterThanOrEqual(SOCKET_EVENT_RATE_LIMIT.burst);
      expect(allowed).toBeLessThanOrEqual(SOCKET_EVENT_RATE_LIMIT.burst + steady.points);
      expect(codes.filter((code) => code === 'resource-exhausted')).toHaveLength(events - allowed);
      const refused = acks.find((ack) => ack.error?.code === 'resource-exhausted');
      expect(refused?.error?.retryAfterSeconds).toBe(steady.seconds);
      // Alice's own budget is untouched: another user's burst counts against that user only.
      expect((await phone.history(chatId)).ok).toBe(true);
    } finally {
      one.close();
      two.close();
    }
  });

  it("shows an expert's socket on one process to the applicant in the case's discussion on the other", async () => {
    const [ana, eli] = await Promise.all([createTestUser('Ana'), createTestUser('Eli').then(makeExpert)]);
    const caseId = await claimedCase(ana, eli, 'Presence across instances');
    const applicant = await connectChatSocket(first.url, { token: ana.idToken });
    let expert: Socket | undefined;
    try {
      const seen = presenceLog(applicant, caseId);
      const joined = await joinDiscussion(applicant, caseId);
      expect(joined.ok && joined.presence).toEqual({ caseId, expertOnline: false, applicantOnline: true });

      expert = await connectChatSocket(second.url, { token: eli.idToken });
      await until('the expert online, heard on the other process', () => seen.at(-1)?.expertOnline === true, 10_000);
      // The expert's side reads the applicant on the first process as online too.
      const expertJoined = await joinDiscussion(expert, caseId);
      expect(expertJoined.ok && expertJoined.presence).toEqual({ caseId, expertOnline: true, applicantOnline: true });

      expert.close();
      await until('the expert offline again', () => seen.at(-1)?.expertOnline === false, 10_000);
      expect(seen.at(-1)).toEqual({ caseId, expertOnline: false, applicantOnline: true });
    } finally {
      applicant.close();
      expert?.close();
    }
  });

  it("ends a revoked user's sockets on both processes within a second, and nobody else's", async () => {
    const [dana, erin] = await Promise.all([createTestUser('Dana'), createTestUser('Erin')]);
    const sockets = await Promise.all([
      connectChatSocket(first.url, { token: dana.idToken }),
      connectChatSocket(second.url, { token: dana.idToken }),
    ]);
    const bystander = await connectChatSocket(second.url, { token: erin.idToken });
    const url = `redis://127.0.0.1:${redisPort}`;
    const publisher = connectCoordinationRedis(url);
    try {
      const ended = sockets.map((socket) => new Promise<unknown>((resolve) => socket.once('session-ended', resolve)));
      const closed = sockets.map((socket) => new Promise<string>((resolve) => socket.once('disconnect', resolve)));
      const at = Date.now();
      // As the API announces it after deleting the account (data/session-revocations-repo.ts).
      await redisRevocations(publisher, url).announce(dana.uid, 'account-deleted');
      expect(await Promise.all(ended)).toEqual([
        { error: { code: 'unauthenticated', message: 'Invalid token' } },
        { error: { code: 'unauthenticated', message: 'Invalid token' } },
      ]);
      expect(await Promise.all(closed)).toEqual(['io server disconnect', 'io server disconnect']);
      expect(Date.now() - at).toBeLessThanOrEqual(1000);
      expect(bystander.connected).toBe(true);
    } finally {
      publisher.disconnect();
      for (const socket of [...sockets, bystander]) socket.close();
    }
  });

  it("counts a chat's waiting replies across instances, and a lost place lapses", async () => {
    const url = `redis://127.0.0.1:${redisPort}`;
    const connections = [connectCoordinationRedis(url), connectCoordinationRedis(url)];
    try {
      await Promise.all(connections.map((c) => until('the coordination connection', () => c.status === 'ready', 5000)));
      const [one, two] = connections.map((c) => redisWaitingReplies(c, MAX_WAITING, 60_000));
      const chat = randomUUID();
      const places = Array.from({ length: MAX_WAITING }, () => randomUUID());
      const taken = await Promise.all(places.map((place, i) => (i % 2 === 0 ? one : two)!.take(chat, place)));
      expect(taken.every(Boolean)).toBe(true);
      expect(await one!.take(chat, randomUUID())).toBe(false);
      expect(await two!.take(chat, randomUUID())).toBe(false);
      // Another chat has its own places.
      expect(await two!.take(randomUUID(), randomUUID())).toBe(true);
      await one!.give(chat, places[1]!);
      expect(await two!.take(chat, randomUUID())).toBe(true);

      // A place whose instance stopped before giving it back lapses after its lifetime.
      const brief = redisWaitingReplies(connections[0]!, 1, 300);
      const lonely = randomUUID();
      expect(await brief.take(lonely, randomUUID())).toBe(true);
      expect(await brief.take(lonely, randomUUID())).toBe(false);
      await new Promise((resolve) => setTimeout(resolve, 400));
      expect(await brief.take(lonely, randomUUID())).toBe(true);
    } finally {
      for (const c of connections) c.disconnect();
    }
  });

  it('delivers the whole reply to its own process’s sockets while Redis is down, and shares again once it is back', async () => {
    await stopProcess(redis);
    const ack = await phone.send(chatId, 'How long does a marriage green card take?');
    expect(ack.ok).toBe(true);
    const own = await phone.reply(ack, 20_000);
    expect(endOf(own)?.text.length ?? 0).toBeGreaterThan(0);
    expect(streamed(own).map((c) => c.index)).toEqual(streamed(own).map((_c, i) => i));

    redis = await startRedis(redisPort);
    // Both processes reconnect by themselves; then a reply on one reaches the other again.
    await until(
      'a reply shared through the restarted Redis',
      async () => {
        const next = await phone.send(chatId, 'What is a priority date?');
        const [, relayed] = await Promise.all([phone.reply(next, 20_000), laptop.reply(next, 5000).catch(() => [])]);
        return endOf(relayed) !== undefined;
      },
      40_000,
    );
  }, 90_000);
});
