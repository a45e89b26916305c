// Two chat-service processes sharing one redis-server through the socket.io Redis streams adapter, as on Cloud Run
// with several instances and Memorystore: a reply streamed by one process reaches the same chat open on the other,
// in order, and nobody else's; with Redis gone mid-stream the process's own sockets still get the whole reply, and
// the other process hears the chat again once Redis is back. The redis-server is the test's own (Debian's, on a free
// loopback port), so stopping it touches nothing else.
import { spawn, type ChildProcess } from 'node:child_process';
import { randomUUID } from 'node:crypto';
import { connect as netConnect, createServer } from 'node:net';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { connect, endOf, streamed, type Client } from '../support/chat-recorder';
import { createTestUser, type TestUser } from '../support/stack';
import { until } from '../support/stack-launcher';

const ROOT = join(import.meta.dirname, '../..');

async function freePort(): Promise<number> {
  const server = createServer();
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as { port: number };
  await new Promise((resolve) => server.close(resolve));
  return port;
}

interface ChatProcess {
  url: string;
  child: ChildProcess;
}

/** A redis-server of the test's own on `port`, keeping nothing on disk; resolves once it takes connections. */
async function startRedis(port: number): Promise<ChildProcess> {
  const child = spawn('redis-server', ['--port', String(port), '--bind', '127.0.0.1', '--save', '', '--appendonly', 'no'], {
    stdio: 'ignore',
  });
  await until(`redis-server on ${port}`, () => listening(port), 10_000);
  return child;
}

function listening(port: number): Promise<boolean> {
  return new Promise((resolve) => {
    const socket = netConnect(port, '127.0.0.1');
    socket.once('connect', () => {
      socket.destroy();
      resolve(true);
    });
    socket.once('error', () => resolve(false));
  });
}

async function stopProcess(child: ChildProcess | undefined): Promise<void> {
  if (child === undefined || child.exitCode !== null || child.signalCode !== null) return;
  const exited = new Promise((resolve) => child.once('exit', resolve));
  child.kill('SIGTERM');
  await exited;
}

/** `functions/lib/chat-server.js` as the launcher runs it, on its own port, sharing rooms through `redisUrl`. */
async function startChatProcess(redisUrl: string): Promise<ChatProcess> {
  const port = await freePort();
  const child = spawn(process.execPath, [join(ROOT, 'functions/lib/chat-server.js')], {
    cwd: ROOT,
    env: { ...process.env, PORT: String(port), HOST: '127.0.0.1', REDIS_URL: redisUrl, AI_PROVIDER: 'offline', LOG_LEVEL: 'warn' },
    stdio: ['ignore', 'inherit', 'inherit'],
  });
  const url = `http://127.0.0.1:${port}`;
  await until(
    `the chat process on ${url}`,
    async () => {
      if (child.exitCode !== null) throw new Error(`chat process exited with ${child.exitCode}`);
      return fetch(`${url}/healthz`).then(
        (res) => res.ok,
        () => false,
      );
    },
    20_000,
  );
  return { url, child };
}

const stopChatProcess = ({ child }: ChatProcess) => stopProcess(child);

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
      startChatProcess(redisUrl),
      startChatProcess(redisUrl),
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
