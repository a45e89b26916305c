// Fault: the chat service dies (SIGKILL) in the middle of a reply. The launcher starts it again; the client's retry,
// with the same message id, then completes the message exactly once, and nothing of the lost reply is stored.
// The reply comes from the Vertex provider pointed at a local fake that sends one chunk and then holds the stream, so
// the kill lands mid-reply every time; a fake metadata server gives the service's Google auth library its token.
import { randomUUID } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { Socket } from 'socket.io-client';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  partsChunk,
  startFakeVertexServer,
  textChunks,
  type FakeVertexServer,
} from '../../functions/src/ai/vertex/testing/fake-vertex-server';
import type { ReplyEndEvent, ReplyStreamEvent } from '../../functions/src/shared/chat/chat-events';
import type { MessageView } from '../../functions/src/shared/chat/chat-views';
import { openChatSocket } from '../support/chat-socket-client';
import { FAKE_METADATA_TOKEN, startFakeMetadataServer, type FakeMetadataServer } from '../support/fake-metadata-server';
import { api, CHAT_URL, createTestUser, PROJECT_ID } from '../support/stack';
import { interruptStack, launchStack, portOpen, STACK_PORTS, stackProcesses, until, type LaunchedStack } from '../support/stack-launcher';

const dataDir = mkdtempSync(join(tmpdir(), 'faults-chat-'));
const FULL_REPLY = ['A green card ', 'is lawful permanent residence.'];

let vertex: FakeVertexServer;
let metadata: FakeMetadataServer;
let stack: LaunchedStack | undefined;
const sockets: Socket[] = [];

type Ack = { ok: true; messageId: string; replyId: string } | { ok: false; error: { code: string; message: string } };
type HistoryAck = { ok: true; messages: MessageView[]; inProgress: unknown } | { ok: false; error: { message: string } };

async function connect(token: string): Promise<Socket> {
  const socket = openChatSocket(CHAT_URL, { token });
  sockets.push(socket);
  await new Promise<void>((resolve, reject) => {
    socket.once('connect', () => resolve());
    socket.once('connect_error', reject);
  });
  return socket;
}

const emit = <T>(socket: Socket, event: string, payload: unknown) => socket.timeout(15_000).emitWithAck(event, payload) as Promise<T>;

async function history(socket: Socket, chatId: string): Promise<HistoryAck & { ok: true }> {
  const ack = await emit<HistoryAck>(socket, 'history', { chatId });
  if (!ack.ok) throw new Error(`history refused: ${ack.error.message}`);
  return ack;
}

/** The one chat service process of this stack. */
function chatServicePid(): number | null {
  const found = stackProcesses(dataDir).filter((p) => p.command.includes('functions/lib/chat-server.js'));
  return found.length === 1 && found[0] ? found[0].pid : null;
}

describe('the chat service killed mid-reply', () => {
  beforeAll(async () => {
    vertex = await startFakeVertexServer();
    metadata = await startFakeMetadataServer(PROJECT_ID);
    stack = launchStack(dataDir, {
      VERTEX_PROJECT: PROJECT_ID,
      VERTEX_BASE_URL: vertex.baseUrl,
      GCE_METADATA_HOST: metadata.host,
      METADATA_SERVER_DETECTION: 'assume-present',
    });
    await stack.ready;
  }, 200_000);

  afterAll(async () => {
    for (const socket of sockets) socket.close();
    if (stack) await interruptStack(stack.child);
    await vertex?.close();
    await metadata?.close();
    rmSync(dataDir, { recursive: true, force: true });
  });

  it('is started again, and the retry completes the message once', async () => {
    // First request: one chunk, then the stream stays open until the service dies. The retry's: the whole reply.
    vertex.enqueue(
      { kind: 'hang', chunksFirst: [partsChunk([{ text: 'A green card is ' }], false)] },
      { kind: 'stream', chunks: textChunks(FULL_REPLY) },
    );
    const user = await createTestUser('Faulty Connection');
    const chatId = randomUUID();
    const messageId = randomUUID();

    const before = await connect(user.idToken);
    const firstChunk = new Promise<ReplyStreamEvent>((resolve) => before.once('reply-stream', resolve));
    const sent = await emit<Ack>(before, 'message', { chatId, messageId, text: 'What is a green card?' });
    expect(sent).toMatchObject({ ok: true, messageId });
    expect(await firstChunk).toMatchObject({ chatId, replyTo: messageId, index: 0, chunk: 'A green card is ' });
    // The service asked Vertex with the fake metadata server's token: the reply is really in flight.
    expect(vertex.requests[0]?.headers.authorization).toBe(`Bearer ${FAKE_METADATA_TOKEN}`);

    const killed = chatServicePid();
    expect(killed, 'one chat service process').not.toBeNull();
    const disconnected = new Promise<void>((resolve) => before.once('disconnect', () => resolve()));
    process.kill(killed as number, 'SIGKILL');
    await disconnected;

    // The launcher starts it again.
    const restarted = await until(
      'a new chat service process',
      () => {
        const pid = chatServicePid();
        return pid !== null && pid !== killed ? pid : null;
      },
      30_000,
    );
    await until(
      'the restarted chat service to answer',
      async () => (await fetch(`${CHAT_URL}/healthz`).catch(() => null))?.ok ?? false,
      30_000,
    );
    expect(stack?.output()).toContain('the chat service stopped (SIGKILL); starting it again');

    // Reconnected, the client finds its message waiting for a retry, and no trace of the lost half reply.
    const after = await connect(user.idToken);
    const lost = await history(after, chatId);
    expect(lost.inProgress).toBeNull();
    expect(lost.messages.map(({ id, role, status, retryable }) => ({ id, role, status, retryable }))).toEqual([
      { id: messageId, role: 'user', status: 'pending', retryable: true },
    ]);

    const ended = new Promise<ReplyEndEvent>((resolve) =>
      after.on('reply-end', (event: ReplyEndEvent) => event.replyTo === messageId && resolve(event)),
    );
    const retried = await emit<Ack>(after, 'retry', { chatId, messageId });
    expect(retried).toMatchObject({ ok: true, messageId });
    const end = await ended;
    const replyText = FULL_REPLY.join('');
    expect(end).toMatchObject({ chatId, replyTo: messageId, text: replyText, provider: { name: 'vertex' } });

    // Exactly one user message with that id and one final reply to it, over the socket and over the API.
    const done = await history(after, chatId);
    const expected = [
      { id: messageId, role: 'user', status: 'answered', replyTo: null, text: 'What is a green card?' },
      { id: end.messageId, role: 'assistant', status: 'complete', replyTo: messageId, text: replyText },
    ];
    const shape = (messages: MessageView[]) => messages.map(({ id, role, status, replyTo, text }) => ({ id, role, status, replyTo, text }));
    expect(shape(done.messages)).toEqual(expected);
    const overHttp = await api<{ messages: MessageView[] }>(`/chats/${chatId}/messages`, { token: user.idToken });
    expect(shape(overHttp.body.messages)).toEqual(expected);

    // A second retry, or the same message sent again, answers nothing more.
    expect(await emit<Ack>(after, 'retry', { chatId, messageId })).toMatchObject({
      ok: false,
      error: { message: 'This message already has a reply' },
    });
    expect(await emit<Ack>(after, 'message', { chatId, messageId, text: 'What is a green card?' })).toMatchObject({ ok: true, messageId });
    expect(shape((await history(after, chatId)).messages)).toEqual(expected);
    expect(vertex.requests).toHaveLength(2);
    expect(restarted).not.toBe(killed);

    // Ctrl-C stops the restarted service with the rest.
    for (const socket of sockets) socket.close();
    await interruptStack((stack as LaunchedStack).child);
    for (const port of STACK_PORTS) expect(await portOpen(port), `port ${port} still open after Ctrl-C`).toBe(false);
    expect(stackProcesses(dataDir)).toEqual([]);
  }, 120_000);
});
