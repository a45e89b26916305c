// The assistant's HTTP endpoints, with chats made through the stack's real chat service.
import { randomUUID } from 'node:crypto';
import { PDFParse } from 'pdf-parse';
import { io as connectClient, type Socket } from 'socket.io-client';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { api, API_URL, CHAT_URL, createTestUser, type TestUser } from '../support/stack';

interface Ack {
  ok: boolean;
  messageId?: string;
  replyId?: string;
}
interface Turn {
  ack: Ack;
  text: string;
  calls: Array<{ id: string; function_call: { name: string; payload: Record<string, unknown> } }>;
}
interface MessageView {
  id: string;
  role: string;
  sender: string;
  text: string;
  status: string;
  replyTo: string | null;
  provider: { name: string; label: string } | null;
  function_result?: { name: string; callId: string; result: unknown };
}

async function connect(token: string): Promise<Socket> {
  const socket = connectClient(CHAT_URL, { auth: { token }, transports: ['websocket'], reconnection: false, forceNew: true });
  await new Promise<void>((resolve, reject) => {
    socket.once('connect', resolve);
    socket.once('connect_error', reject);
  });
  return socket;
}

/** Sends one message and waits for its whole reply. */
async function say(socket: Socket, chatId: string, text: string): Promise<Turn> {
  const calls: Array<Turn['calls'][number] & { replyTo: string }> = [];
  const ends = new Map<string, string>();
  const failures = new Map<string, string>();
  const onCall = (event: Turn['calls'][number] & { replyTo: string }) => calls.push(event);
  const onEnd = (event: { replyTo: string; text: string }) => ends.set(event.replyTo, event.text);
  const onError = (event: { replyTo: string; error: { message: string } }) => failures.set(event.replyTo, event.error.message);
  socket.on('assistant-message', onCall);
  socket.on('reply-end', onEnd);
  socket.on('reply-error', onError);
  try {
    const ack = (await socket.timeout(15_000).emitWithAck('message', { chatId, text })) as Ack;
    if (!ack.ok || !ack.messageId) throw new Error(`message refused: ${JSON.stringify(ack)}`);
    const deadline = Date.now() + 15_000;
    while (!ends.has(ack.messageId)) {
      const failure = failures.get(ack.messageId);
      if (failure) throw new Error(failure);
      if (Date.now() > deadline) throw new Error('no reply-end');
      await new Promise((resolve) => setTimeout(resolve, 20));
    }
    return { ack, text: ends.get(ack.messageId) ?? '', calls: calls.filter((c) => c.replyTo === ack.messageId) };
  } finally {
    socket.off('assistant-message', onCall);
    socket.off('reply-end', onEnd);
    socket.off('reply-error', onError);
  }
}

describe('GET /common-questions and GET /function-schemas', () => {
  let user: TestUser;
  beforeAll(async () => {
    user = await createTestUser();
  });

  it('lists at least eight suggested questions in their seeded order', async () => {
    const res = await api<{ questions: Array<{ id: string; text: string }> }>('/common-questions', { token: user.idToken });
    expect(res.status).toBe(200);
    expect(res.body.questions.length).toBeGreaterThanOrEqual(8);
    expect(res.body.questions[0]).toEqual({ id: 'marriage-green-card-timeline', text: 'How long does a marriage-based green card take?' });
    for (const q of res.body.questions) expect(Object.keys(q).sort()).toEqual(['id', 'text']);
    expect((await api('/common-questions')).status).toBe(401);
  });

  it('describes the tools with the shared lists', async () => {
    const res = await api<{
      checkEligibility: {
        country: string[];
        preferredCommunication: string[];
        category: string[];
        categoryFields: Record<string, Array<{ name: string }>>;
      };
      reviewDocuments: { category: Array<{ key: string; label: string }>; country: string[] };
    }>('/function-schemas', { token: user.idToken });
    expect(res.status).toBe(200);
    const { checkEligibility, reviewDocuments } = res.body;
    expect(checkEligibility.category).toHaveLength(14);
    expect(checkEligibility.category).toContain('Investor (EB-5)');
    expect(checkEligibility.country).toContain('Mexico');
    expect(checkEligibility.preferredCommunication).toContain('Email');
    expect(Object.keys(checkEligibility.categoryFields).sort()).toEqual([...checkEligibility.category].sort());
    expect(checkEligibility.categoryFields['Family-Based']?.map((f) => f.name)).toContain('relationshipType');
    expect(reviewDocuments.category.map((c) => c.key)).toEqual([
      'family',
      'employment',
      'student',
      'refugee',
      'kvisa',
      'diversity',
      'special',
    ]);
    expect(reviewDocuments.country).toEqual(checkEligibility.country);
  });
});

describe('chats over HTTP', () => {
  let alice: TestUser;
  let bob: TestUser;
  let socket: Socket;
  let chatId: string;
  let question: Turn;
  let eligibility: Turn;

  beforeAll(async () => {
    [alice, bob] = await Promise.all([createTestUser('Alice Applicant'), createTestUser('Bob')]);
    socket = await connect(alice.idToken);
    chatId = randomUUID();
    question = await say(socket, chatId, 'What is a priority date?');
    eligibility = await say(socket, chatId, 'Am I eligible for an investor visa? I am from Mexico.');
  });
  afterAll(() => socket?.close());

  it("GET /chats lists the caller's chats, most recent first", async () => {
    const later = randomUUID();
    await say(socket, later, 'What is an RFE?');
    const res = await api<{ chats: Array<{ chatId: string; title: string; caseId: string | null; updatedAt: string }> }>('/chats', {
      token: alice.idToken,
    });
    expect(res.status).toBe(200);
    expect(res.body.chats.map((c) => c.chatId)).toEqual([later, chatId]);
    expect(res.body.chats[1]).toMatchObject({ title: 'What is a priority date?', caseId: null });
    const others = await api<{ chats: unknown[] }>('/chats', { token: bob.idToken });
    expect(others.body.chats).toEqual([]);
    expect((await api('/chats?limit=0', { token: alice.idToken })).status).toBe(400);
  });

  it('GET /chats/{chatId}/messages answers the owner only', async () => {
    const res = await api<{ chat: { chatId: string }; messages: MessageView[] }>(`/chats/${chatId}/messages`, { token: alice.idToken });
    expect(res.status).toBe(200);
    expect(res.body.messages.map((m) => m.role)).toEqual(['user', 'assistant', 'user', 'assistant', 'function_call']);
    for (const path of [`/chats/${chatId}/messages`, `/chats/${randomUUID()}/messages`]) {
      expect((await api(path, { token: bob.idToken })).status).toBe(404);
    }
    expect((await api('/chats/..%2F..%2Fusers/messages', { token: alice.idToken })).status).toBe(404);
  });

  it('GET /chats/{chatId}/summary downloads a PDF holding the conversation and the disclaimer', async () => {
    const res = await fetch(`${API_URL}/chats/${chatId}/summary`, { headers: { authorization: `Bearer ${alice.idToken}` } });
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toContain('application/pdf');
    expect(res.headers.get('content-disposition')).toBe('attachment; filename="chat-summary.pdf"');
    const bytes = Buffer.from(await res.arrayBuffer());
    const { text } = await new PDFParse({ data: bytes }).getText();
    const flat = text.replace(/\s+/g, ' ');
    expect(flat).toContain('What is a priority date?');
    expect(flat).toContain('Am I eligible for an investor visa? I am from Mexico.');
    expect(flat).toContain('Open the Eligibility Check tool to continue.');
    expect(flat).toContain('Assistant · ');
    expect(flat).not.toContain('Offline assistant');
    expect(flat).toContain('You');
    // A sentence of the assistant's answer, as plain text (markdown markers removed).
    const answerWords = question.text
      .replace(/[*_#>`[\]()]/g, ' ')
      .split(/\s+/)
      .filter((w) => /^[A-Za-z]{4,}$/.test(w))
      .slice(0, 6);
    for (const word of answerWords) expect(flat).toContain(word);
    expect(flat).toContain('is not legal advice');
  });

  it("GET /chats/{chatId}/summary is 404 for an unknown chat or someone else's", async () => {
    expect((await api(`/chats/${chatId}/summary`, { token: bob.idToken })).status).toBe(404);
    expect((await api(`/chats/${randomUUID()}/summary`, { token: alice.idToken })).status).toBe(404);
  });

  it('POST /chats/{chatId}/interactions/{callId}/result records the result and returns the follow-up, once', async () => {
    const callId = eligibility.calls[0]?.id as string;
    expect(eligibility.calls[0]?.function_call).toMatchObject({ name: 'check_eligibility' });
    const body = {
      name: 'check_eligibility',
      result: {
        input: { category: 'Investor (EB-5)' },
        output: {
          analysis: { eligible: true, reasons: ['Investment meets the threshold'], recommendations: ['Document the source of funds'] },
          caseId: null,
        },
      },
    };
    const res = await api<{
      message: { id: string; text: string; sender: string; provider: { label: string } };
      assistantMessages: unknown[];
    }>(`/chats/${chatId}/interactions/${callId}/result`, { token: alice.idToken, body });
    expect(res.status).toBe(200);
    expect(res.body.message).toMatchObject({ sender: 'ai', provider: { label: 'Offline assistant' } });
    expect(res.body.message.text).toContain('eligible');
    expect(res.body.message.text).toContain('Document the source of funds');

    const again = await api<{ message: { id: string } }>(`/chats/${chatId}/interactions/${callId}/result`, { token: alice.idToken, body });
    expect(again.status).toBe(200);
    expect(again.body.message.id).toBe(res.body.message.id);

    const messages = (await api<{ messages: MessageView[] }>(`/chats/${chatId}/messages`, { token: alice.idToken })).body.messages;
    const results = messages.filter((m) => m.role === 'function_result');
    expect(results).toHaveLength(1);
    expect(results[0]).toMatchObject({ function_result: { callId, name: 'check_eligibility', result: body.result } });
    expect(messages.at(-1)).toMatchObject({ id: res.body.message.id, role: 'assistant', replyTo: results[0]?.id });
  });

  it("POST …/interactions/{callId}/result: 404 for an unknown call or chat, or someone else's; 400 for a bad body", async () => {
    const callId = eligibility.calls[0]?.id as string;
    const body = { name: 'check_eligibility', result: { output: {} } };
    expect((await api(`/chats/${chatId}/interactions/${randomUUID()}/result`, { token: alice.idToken, body })).status).toBe(404);
    expect((await api(`/chats/${randomUUID()}/interactions/${callId}/result`, { token: alice.idToken, body })).status).toBe(404);
    expect((await api(`/chats/${chatId}/interactions/${callId}/result`, { token: bob.idToken, body })).status).toBe(404);
    // The user's own message is not a tool call.
    expect((await api(`/chats/${chatId}/interactions/${question.ack.messageId}/result`, { token: alice.idToken, body })).status).toBe(404);

    const missing = await api<{ error: { fields: Record<string, string> } }>(`/chats/${chatId}/interactions/${callId}/result`, {
      token: alice.idToken,
      body: {},
    });
    expect(missing.status).toBe(400);
    expect(Object.keys(missing.body.error.fields).sort()).toEqual(['name', 'result']);
    const wrongName = await api(`/chats/${chatId}/interactions/${callId}/result`, {
      token: alice.idToken,
      body: { name: 'review_documents', result: {} },
    });
    expect(wrongName.status).toBe(400);
    const malformed = await api(`/chats/${chatId}/interactions/${callId}/result`, { token: alice.idToken, rawBody: '{"name":' });
    expect(malformed.status).toBe(400);
  });

  it("POST /chats/{chatId}/attachments stores image, PDF and audio files; refuses other types and other people's chats", async () => {
    const upload = (token: string, id: string, bytes: Buffer, type: string, name: string) => {
      const form = new FormData();
      form.append('file', new Blob([new Uint8Array(bytes)], { type }), name);
      return fetch(`${API_URL}/chats/${id}/attachments`, { method: 'POST', headers: { authorization: `Bearer ${token}` }, body: form });
    };
    const pdf = await upload(alice.idToken, chatId, Buffer.from('%PDF-1.4\n%%EOF\n'), 'application/pdf', 'i-797.pdf');
    expect(pdf.status).toBe(201);
    expect(await pdf.json()).toMatchObject({ attachment: { name: 'i-797.pdf', mimeType: 'application/pdf' } });
    const audio = await upload(alice.idToken, chatId, Buffer.from([0x1a, 0x45, 0xdf, 0xa3, 1, 2, 3]), 'audio/webm', 'voice.webm');
    expect(audio.status).toBe(201);
    expect((await upload(alice.idToken, chatId, Buffer.from('#!/bin/sh'), 'image/png', 'fake.png')).status).toBe(415);
    expect((await upload(bob.idToken, chatId, Buffer.from('%PDF-1.4'), 'application/pdf', 'x.pdf')).status).toBe(404);
    const empty = await fetch(`${API_URL}/chats/${chatId}/attachments`, {
      method: 'POST',
      headers: { authorization: `Bearer ${alice.idToken}` },
      body: new FormData(),
    });
    expect([400, 415]).toContain(empty.status);
  });
});
