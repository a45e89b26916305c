// Two chat-service processes behind the Firestore cluster adapter (functions/src/socket/cluster-adapter.ts), as on
// Cloud Run with several instances: a reply streamed by one process reaches the same chat open on the other, in
// order, and nobody else's.
import { spawn, type ChildProcess } from 'node:child_process';
import { randomUUID } from 'node:crypto';
import { createServer } from 'node:net';
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

/** `functions/lib/chat-server.js` as the launcher runs it, on its own port, with the Firestore adapter. */
async function startChatProcess(): Promise<ChatProcess> {
  const port = await freePort();
  const child = spawn(process.execPath, [join(ROOT, 'functions/lib/chat-server.js')], {
    cwd: ROOT,
    env: { ...process.env, PORT: String(port), HOST: '127.0.0.1', CHAT_ADAPTER: 'firestore', AI_PROVIDER: 'offline', LOG_LEVEL: 'warn' },
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

async function stopChatProcess({ child }: ChatProcess): Promise<void> {
  if (child.exitCode !== null) return;
  const exited = new Promise((resolve) => child.once('exit', resolve));
  child.kill('SIGTERM');
  await exited;
}

describe('the chat service on two processes behind one adapter', () => {
  let first: ChatProcess;
  let second: ChatProcess;
  let alice: TestUser;
  let bob: TestUser;
  let phone: Client;
  let laptop: Client;
  let bobOnSecond: Client;
  const chatId = randomUUID();

  beforeAll(async () => {
    [first, second, alice, bob] = await Promise.all([
      startChatProcess(),
      startChatProcess(),
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
});
