// The chat service over real sockets: the stack's service on CHAT_URL (offline assistant), and in-process services
// on port 0 whose assistant is the real Vertex provider talking to a local fake of the Gen AI endpoint, which lets a
// test make the model slow, failing or silent.
import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DISCLAIMER } from '../../functions/src/domain/chat/disclaimer';
import {
  errorBody,
  startFakeVertexServer,
  textChunks,
  type FakeVertexServer,
} from '../../functions/src/ai/vertex/testing/fake-vertex-server';
import { db } from '../../functions/src/data/firebase';
import { api, CHAT_URL, createTestUser, expiredToken, type TestUser } from '../support/stack';
import { handshakeRefusal } from '../support/chat-socket-client';
import {
  connect,
  endOf,
  errorOf,
  streamed,
  twoConnectedUsers,
  type Client,
  type Logged,
  type MessageView,
  type TwoUsers,
} from '../support/chat-recorder';
import { startInProcessChat, type InProcessChat } from '../support/in-process-chat';

const UNAVAILABLE = 'The assistant is unavailable right now. Please try again.';

async function eventually<T>(probe: () => Promise<T | undefined>, timeoutMs = 10_000): Promise<T> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const value = await probe();
    if (value !== undefined) return value;
    if (Date.now() > deadline) throw new Error('condition not met in time');
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}

describe('chat service handshake', () => {
  let user: TestUser;
  beforeAll(async () => {
    user = await createTestUser();
  });

  it("refuses a connection without a token with 'No token'", async () => {
    expect(await handshakeRefusal(CHAT_URL, {})).toBe('No token');
    expect(await handshakeRefusal(CHAT_URL, { token: '' })).toBe('No token');
  });

  it("refuses a bad or expired token with 'Invalid token'", async () => {
    expect(await handshakeRefusal(CHAT_URL, { token: 'not-a-jwt' })).toBe('Invalid token');
    expect(await handshakeRefusal(CHAT_URL, { token: expiredToken(user.uid) })).toBe('Invalid token');
  });
});

describe("chatting with the offline assistant (the stack's chat service)", () => {
  let users: TwoUsers | undefined;
  let alice: TestUser;
  let bob: TestUser;
  let a: Client;
  let b: Client;

  beforeAll(async () => {
    users = await twoConnectedUsers();
    ({ alice, bob, a, b } = users);
  });
  afterAll(() => users?.close());

  it('stores the message, streams chunks in order, ends with reply-end, and stores exactly what was streamed', async () => {
    const chatId = randomUUID();
    const ack = await a.send(chatId, 'What is a green card?');
    expect(ack).toMatchObject({ ok: true, chatId, duplicate: false });
    const events = await a.reply(ack);
    const chunks = streamed(events);
    expect(chunks.length).toBeGreaterThan(1);
    expect(chunks.map((c) => c.index)).toEqual(chunks.map((_c, i) => i));
    expect(events.at(-1)?.type).toBe('reply-end');
    const end = endOf(events);
    expect(end).toMatchObject({
      chatId,
      messageId: ack.replyId,
      replyTo: ack.messageId,
      provider: { name: 'offline', label: 'Offline assistant' },
    });
    const text = chunks.map((c) => c.chunk).join('');
    expect(end?.text).toBe(text);
    // The chat shows the disclaimer once at its top; a general answer does not repeat it.
    expect(text).not.toContain(DISCLAIMER);

    const history = await a.history(chatId);
    expect(history.ok).toBe(true);
    expect(history.chat).toMatchObject({ chatId, title: 'What is a green card?' });
    expect(history.inProgress).toBeNull();
    const [user, reply] = history.messages ?? [];
    expect(user).toMatchObject({ id: ack.messageId, role: 'user', sender: 'user', text: 'What is a green card?', status: 'answered' });
    expect(reply).toMatchObject({
      id: ack.replyId,
      role: 'assistant',
      sender: 'ai',
      text,
      replyTo: ack.messageId,
      provider: { label: 'Offline assistant' },
    });

    const rest = await api<{ messages: MessageView[] }>(`/chats/${chatId}/messages`, { token: alice.idToken });
    expect(rest.status).toBe(200);
    expect(rest.body.messages.map((m) => m.text)).toEqual(['What is a green card?', text]);
  });

  it('answers two quick messages of one chat in order', async () => {
    const chatId = randomUUID();
    const [first, second] = await Promise.all([a.send(chatId, 'What is an RFE?'), a.send(chatId, 'What is a priority date?')]);
    expect(first.ok && second.ok).toBe(true);
    await a.reply(second);
    await a.reply(first);
    const log = a.log.filter((e) => 'messageId' in e.event && [first.replyId, second.replyId].includes(e.event.messageId));
    const endFirst = log.findIndex((e) => e.type === 'reply-end' && e.event.messageId === first.replyId);
    const startSecond = log.findIndex((e) => e.type === 'reply-stream' && e.event.messageId === second.replyId);
    expect(endFirst).toBeGreaterThanOrEqual(0);
    expect(startSecond).toBeGreaterThan(endFirst);

    const history = await a.history(chatId);
    expect(history.messages?.map((m) => [m.role, m.id === first.messageId || m.replyTo === first.messageId ? 1 : 2])).toEqual([
      ['user', 1],
      ['assistant', 1],
      ['user', 2],
      ['assistant', 2],
    ]);
  });

  it('turns a tool request into an assistant-message with the function call, before reply-end', async () => {
    const chatId = randomUUID();
    const ack = await a.send(chatId, 'Am I eligible for an investor visa? I am from Mexico.');
    const events = await a.reply(ack);
    const call = events.find((e): e is Extract<Logged, { type: 'assistant-message' }> => e.type === 'assistant-message')?.event;
    expect(call).toMatchObject({
      chatId,
      type: 'function_call',
      content: 'Open the Eligibility Check tool to continue.',
      actionLabel: 'Open Eligibility Check',
      function_call: { name: 'check_eligibility', payload: { category: 'Investor (EB-5)', country: 'Mexico' } },
    });
    expect(events.at(-1)?.type).toBe('reply-end');
    const history = await a.history(chatId);
    const stored = history.messages?.find((m) => m.role === 'function_call');
    expect(stored).toMatchObject({ id: call?.id, sender: 'ai', function_call: { callId: call?.id, name: 'check_eligibility' } });
  });

  it('does not start a tool for small talk', async () => {
    const ack = await a.send(randomUUID(), 'thanks!');
    const events = await a.reply(ack);
    expect(events.some((e) => e.type === 'assistant-message')).toBe(false);
    expect(endOf(events)?.text.length).toBeGreaterThan(0);
  });

  it('keeps a chat to its owner: no reading, no writing, no hearing its replies', async () => {
    const chatId = randomUUID();
    const ack = await a.send(chatId, 'What is a visa bulletin?');
    await a.reply(ack);
    const bobEventsBefore = b.log.length;

    const write = await b.send(chatId, 'Let me in');
    expect(write).toMatchObject({ ok: false, error: { code: 'not-found', message: 'Chat not found' } });
    const read = await b.history(chatId);
    expect(read).toMatchObject({ ok: false, error: { code: 'not-found' } });
    const retry = await b.emit('retry', { chatId, messageId: ack.messageId });
    expect(retry).toMatchObject({ ok: false, error: { code: 'not-found' } });
    expect((await api(`/chats/${chatId}/messages`, { token: bob.idToken })).status).toBe(404);

    // Alice keeps chatting; Bob hears nothing of it, and her chat has only her messages.
    const more = await a.send(chatId, 'And what is a priority date?');
    await a.reply(more);
    expect(b.log.length).toBe(bobEventsBefore);
    const history = await a.history(chatId);
    expect(history.messages?.filter((m) => m.role === 'user').map((m) => m.text)).toEqual([
      'What is a visa bulletin?',
      'And what is a priority date?',
    ]);
  });

  it('validates messages: field errors in the ack, or a message-error event without an ack', async () => {
    const noChat = await a.send('not-a-uuid', 'hi');
    expect(noChat).toMatchObject({ ok: false, error: { code: 'invalid-argument', fields: { chatId: 'Must be a UUID' } } });
    const blank = await a.send(randomUUID(), '   ');
    expect(blank).toMatchObject({ ok: false, error: { code: 'invalid-argument', fields: { text: 'Type a message' } } });
    const tooLong = await a.send(randomUUID(), 'x'.repeat(8001));
    expect(tooLong.error?.fields).toHaveProperty('text');
    const notObject = await a.emit('message', 'hello');
    expect(notObject).toMatchObject({ ok: false, error: { code: 'invalid-argument' } });

    const reported = new Promise<{ request: string; error: { code: string } }>((resolve) => a.socket.once('message-error', resolve));
    a.socket.emit('message', { chatId: randomUUID(), text: '' });
    expect(await reported).toMatchObject({ request: 'message', error: { code: 'invalid-argument' } });
  });

  it('treats a resent message id as the same message', async () => {
    const chatId = randomUUID();
    const messageId = randomUUID();
    const first = await a.send(chatId, 'What is parole?', { messageId });
    const again = await a.send(chatId, 'What is parole?', { messageId });
    expect(again).toMatchObject({ ok: true, messageId, duplicate: true, replyId: first.replyId });
    await a.reply(first);
    const history = await a.history(chatId);
    expect(history.messages?.filter((m) => m.role === 'user')).toHaveLength(1);
  });

  it("accepts only files from the sender's own chat folder, and stores their details", async () => {
    const chatId = randomUUID();
    const foreign = await a.send(chatId, 'see file', {
      attachments: [{ path: `users/${bob.uid}/chat/${chatId}/x.png`, name: 'x.png', mimeType: 'image/png' }],
    });
    expect(foreign).toMatchObject({
      ok: false,
      error: { code: 'invalid-argument', fields: { 'attachments.0.path': 'Not one of your chat files' } },
    });
    const missing = await a.send(chatId, 'see file', {
      attachments: [{ path: `users/${alice.uid}/chat/${chatId}/nothing.png`, name: 'nothing.png', mimeType: 'image/png' }],
    });
    expect(missing).toMatchObject({ ok: false, error: { code: 'invalid-argument' } });

    const form = new FormData();
    const png = Buffer.from('89504e470d0a1a0a0000000d4948445200000001000000010806000000', 'hex');
    form.append('file', new Blob([png], { type: 'image/png' }), 'passport photo.png');
    const upload = await fetch(`${process.env['API_URL'] ?? 'http://127.0.0.1:5000/api'}/chats/${chatId}/attachments`, {
      method: 'POST',
      headers: { authorization: `Bearer ${alice.idToken}` },
      body: form,
    });
    expect(upload.status).toBe(201);
    const { attachment } = (await upload.json()) as { attachment: { path: string; name: string; mimeType: string; size: number } };
    expect(attachment).toMatchObject({ name: 'passport photo.png', mimeType: 'image/png', size: png.length });
    expect(attachment.path.startsWith(`users/${alice.uid}/chat/${chatId}/`)).toBe(true);

    const ack = await a.send(chatId, 'Is this photo fine?', {
      attachments: [{ path: attachment.path, name: attachment.name, mimeType: 'image/png' }],
    });
    expect(ack.ok).toBe(true);
    await a.reply(ack);
    const history = await a.history(chatId);
    expect(history.messages?.[0]?.attachments).toEqual([attachment]);
  });
});

describe('replies that outlive the client, fail or time out (in-process service, Vertex provider on a local fake)', () => {
  let fake: FakeVertexServer;
  let chat: InProcessChat | undefined;
  let url: string;
  let user: TestUser;
  const open: Client[] = [];

  beforeAll(async () => {
    fake = await startFakeVertexServer();
    // The service's own budget, short so that a silent model times out within the test.
    chat = await startInProcessChat(fake, { timeoutMs: 2500 });
    url = chat.url;
    user = await createTestUser('Casey');
  });

  afterAll(async () => {
    for (const client of open) client.close();
    await chat?.stop();
    await fake?.close();
  });

  const client = async () => {
    const c = await connect(user.idToken, url);
    open.push(c);
    return c;
  };

  it('refuses connections without a valid token here too', async () => {
    expect(await handshakeRefusal(url, {})).toBe('No token');
    expect(await handshakeRefusal(url, { token: 'nope' })).toBe('Invalid token');
  });

  it('stores the whole reply even though the client disconnected mid-reply, and shows it after reconnecting', async () => {
    const parts = ['Part one of the answer. ', 'Part two. ', 'Part three. ', 'Part four.'];
    fake.enqueue({ kind: 'stream', chunks: textChunks(parts), delayMs: 250 });
    const first = await client();
    const chatId = randomUUID();
    const ack = await first.send(chatId, 'Tell me everything');
    await eventually(async () => (streamed(first.log).some((c) => c.messageId === ack.replyId) ? true : undefined));
    first.close();

    const again = await client();
    const stored = await eventually(async () => {
      const history = await again.history(chatId);
      const reply = history.messages?.find((m) => m.id === ack.replyId);
      return reply ?? undefined;
    });
    expect(stored).toMatchObject({
      role: 'assistant',
      sender: 'ai',
      replyTo: ack.messageId,
      provider: { name: 'vertex', label: 'Gemini on Vertex AI' },
    });
    expect(stored.text).toBe(parts.join(''));
    const history = await again.history(chatId);
    expect(history.messages?.find((m) => m.id === ack.messageId)?.status).toBe('answered');
  });

  it('stores nothing of a reply whose chat was deleted (say, in the console) while it streamed', async () => {
    fake.enqueue({ kind: 'stream', chunks: textChunks(['One. ', 'Two. ', 'Three.']), delayMs: 300 });
    const c = await client();
    const chatId = randomUUID();
    const ack = await c.send(chatId, 'Forget this chat');
    await eventually(async () => (streamed(c.log).some((e) => e.messageId === ack.replyId) ? true : undefined));
    const chatRef = db().collection('chats').doc(chatId);
    await Promise.all([chatRef.collection('messages').doc(String(ack.messageId)).delete(), chatRef.delete()]);
    const events = await c.reply(ack);
    expect(errorOf(events)?.error.message).toBe(UNAVAILABLE);
    expect((await chatRef.get()).exists).toBe(false);
    expect((await chatRef.collection('messages').get()).size).toBe(0);
  });

  it('gives a client that reconnects mid-reply the text so far, then the rest of the stream', async () => {
    const parts = ['Alpha. ', 'Beta. ', 'Gamma. ', 'Delta. ', 'Epsilon.'];
    fake.enqueue({ kind: 'stream', chunks: textChunks(parts), delayMs: 200 });
    const first = await client();
    const chatId = randomUUID();
    const ack = await first.send(chatId, 'Spell it out');
    await eventually(async () => (streamed(first.log).some((c) => c.messageId === ack.replyId) ? true : undefined));
    first.close();

    const second = await client();
    const history = await second.history(chatId);
    expect(history.inProgress).toMatchObject({ messageId: ack.replyId, replyTo: ack.messageId });
    const progress = history.inProgress as { text: string; chunks: number };
    expect(progress.chunks).toBeGreaterThan(0);
    const events = await second.reply(ack);
    const later = streamed(events).filter((c) => c.index >= progress.chunks);
    expect(progress.text + later.map((c) => c.chunk).join('')).toBe(endOf(events)?.text);
  });

  it('tells the user when the model fails, keeps the message as retryable, and answers it on retry', async () => {
    fake.enqueue({ kind: 'error', status: 503, body: errorBody(503) });
    const c = await client();
    const chatId = randomUUID();
    const ack = await c.send(chatId, 'What is TPS?');
    const events = await c.reply(ack);
    expect(errorOf(events)).toMatchObject({
      chatId,
      replyTo: ack.messageId,
      retryable: true,
      error: { code: 'unavailable', message: UNAVAILABLE },
    });
    const failed = await c.history(chatId);
    expect(failed.messages).toHaveLength(1);
    expect(failed.messages?.[0]).toMatchObject({ id: ack.messageId, text: 'What is TPS?', status: 'failed', retryable: true });

    fake.enqueue({ kind: 'stream', chunks: textChunks(['Temporary Protected Status.']) });
    const retry = await c.emit('retry', { chatId, messageId: ack.messageId });
    expect(retry).toMatchObject({ ok: true, chatId, messageId: ack.messageId });
    expect(retry.replyId).not.toBe(ack.replyId);
    const answered = await c.reply(retry);
    expect(endOf(answered)?.text).toContain('Temporary Protected Status.');
    const history = await c.history(chatId);
    expect(history.messages?.map((m) => [m.role, m.status])).toEqual([
      ['user', 'answered'],
      ['assistant', 'complete'],
    ]);
    // The request that failed and the retry both carried the question as the last turn.
    const lastTurn = fake.requests.at(-1)?.body.contents?.at(-1);
    expect(lastTurn?.parts?.[0]?.text).toBe('What is TPS?');

    const twice = await c.emit('retry', { chatId, messageId: ack.messageId });
    expect(twice).toMatchObject({ ok: false, error: { code: 'invalid-argument', message: 'This message already has a reply' } });
  });

  it('times out a silent model with the same message; resending the message id retries it', async () => {
    fake.enqueue({ kind: 'hang' });
    const c = await client();
    const chatId = randomUUID();
    const messageId = randomUUID();
    const started = Date.now();
    const ack = await c.send(chatId, 'Are you there?', { messageId });
    const events = await c.reply(ack);
    expect(errorOf(events)?.error.message).toBe(UNAVAILABLE);
    expect(Date.now() - started).toBeLessThan(5000);

    fake.enqueue({ kind: 'stream', chunks: textChunks(['Yes, I am here.']) });
    const resent = await c.send(chatId, 'Are you there?', { messageId });
    expect(resent).toMatchObject({ ok: true, messageId, duplicate: true });
    const answered = await c.reply(resent);
    expect(endOf(answered)?.text).toContain('Yes, I am here.');
  });
});
