// Cases opened from the assistant's create_case call: POST /cases, GET /cases and GET /cases/{id}/details.
import { randomUUID } from 'node:crypto';
import { io as connectClient, type Socket } from 'socket.io-client';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { api, CHAT_URL, createTestUser, type TestUser } from '../support/stack';

interface CaseItem {
  caseId: string;
  applicantInfo: { name: string };
  tags: string[];
  status: string;
  updatedAt: number;
  caseNumber: string;
  caseName: string;
  category: string | null;
  chatId: string | null;
  timeline: Array<{ date: string; event: string }>;
  attachments: string[];
}

async function connect(token: string): Promise<Socket> {
  const socket = connectClient(CHAT_URL, { auth: { token }, transports: ['websocket'], reconnection: false, forceNew: true });
  await new Promise<void>((resolve, reject) => {
    socket.once('connect', resolve);
    socket.once('connect_error', reject);
  });
  return socket;
}

/** Sends a message and answers the tool calls of its reply. */
async function toolCallsFor(
  socket: Socket,
  chatId: string,
  text: string,
): Promise<Array<{ id: string; function_call: { name: string; payload: Record<string, unknown> } }>> {
  const calls: Array<{ id: string; replyTo: string; function_call: { name: string; payload: Record<string, unknown> } }> = [];
  const ended = new Set<string>();
  const onCall = (event: (typeof calls)[number]) => calls.push(event);
  const onEnd = (event: { replyTo: string }) => ended.add(event.replyTo);
  socket.on('assistant-message', onCall);
  socket.on('reply-end', onEnd);
  try {
    const ack = (await socket.timeout(15_000).emitWithAck('message', { chatId, text })) as { ok: boolean; messageId: string };
    expect(ack.ok).toBe(true);
    const deadline = Date.now() + 15_000;
    while (!ended.has(ack.messageId)) {
      if (Date.now() > deadline) throw new Error('no reply-end');
      await new Promise((resolve) => setTimeout(resolve, 20));
    }
    return calls.filter((c) => c.replyTo === ack.messageId);
  } finally {
    socket.off('assistant-message', onCall);
    socket.off('reply-end', onEnd);
  }
}

describe('cases opened from a chat', () => {
  let alice: TestUser;
  let bob: TestUser;
  let socket: Socket;
  let chatId: string;
  let caseId: string;

  beforeAll(async () => {
    [alice, bob] = await Promise.all([createTestUser('Alice Applicant'), createTestUser('Bob')]);
    socket = await connect(alice.idToken);
    chatId = randomUUID();
    const calls = await toolCallsFor(socket, chatId, 'Create a case file for my marriage green card');
    expect(calls[0]?.function_call).toEqual({ name: 'create_case', payload: { category: 'Family-Based' } });
  });
  afterAll(() => socket?.close());

  it('POST /cases {chatId} opens one case per chat, however often it is asked', async () => {
    const first = await api<{ caseId: string }>('/cases', { token: alice.idToken, body: { chatId } });
    expect(first.status).toBe(201);
    caseId = first.body.caseId;
    expect(caseId).toMatch(/^[A-Za-z0-9]{20}$/);

    const retry = await api<{ caseId: string }>('/cases', { token: alice.idToken, body: { chatId } });
    expect(retry.status).toBe(200);
    expect(retry.body.caseId).toBe(caseId);
    const racing = await Promise.all([1, 2, 3].map(() => api<{ caseId: string }>('/cases', { token: alice.idToken, body: { chatId } })));
    expect(racing.map((r) => r.body.caseId)).toEqual([caseId, caseId, caseId]);

    const list = await api<{ cases: CaseItem[] }>('/cases', { token: alice.idToken });
    expect(list.body.cases.filter((c) => c.chatId === chatId)).toHaveLength(1);
  });

  it("GET /cases lists the caller's cases in the list shape, with the category from the chat", async () => {
    const res = await api<{ cases: CaseItem[] }>('/cases', { token: alice.idToken });
    expect(res.status).toBe(200);
    const item = res.body.cases.find((c) => c.caseId === caseId);
    expect(item).toMatchObject({
      caseId,
      applicantInfo: { name: 'Alice Applicant' },
      tags: ['Family-Based'],
      category: 'Family-Based',
      status: 'Open',
      chatId,
      caseName: 'Family-Based application',
      attachments: [],
    });
    expect(item?.caseNumber).toMatch(/^IA-\d{4}-\d{6}$/);
    expect(Number.isInteger(item?.updatedAt)).toBe(true);
    expect(Math.abs((item?.updatedAt ?? 0) - Date.now() / 1000)).toBeLessThan(600);
    expect(item?.timeline).toHaveLength(1);
    expect(item?.timeline[0]?.event).toBe('Case opened from an AI Assistant chat');

    const chat = await api<{ chat: { caseId: string } }>(`/chats/${chatId}/messages`, { token: alice.idToken });
    expect(chat.body.chat.caseId).toBe(caseId);
    expect((await api<{ cases: CaseItem[] }>('/cases', { token: bob.idToken })).body.cases).toEqual([]);
  });

  it('GET /cases/{id}/details answers the owner only', async () => {
    const res = await api(`/cases/${caseId}/details`, { token: alice.idToken });
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({
      documents: [],
      reports: [],
      eligibility: [],
      eligibilityDetails: {},
      aiHighlights: [],
      expertHighlights: [],
    });
    expect(res.body['application']).toEqual({
      category: 'Family-Based',
      visaType: 'Family-based immigrant visa or green card',
      code: 'I-130',
      enteredFields: {},
    });
    expect((await api(`/cases/${caseId}/details`, { token: bob.idToken })).status).toBe(404);
    expect((await api(`/cases/no-such-case/details`, { token: alice.idToken })).status).toBe(404);
  });

  it("refuses a chat that is not the caller's (404) and a malformed body (400)", async () => {
    expect((await api('/cases', { token: bob.idToken, body: { chatId } })).status).toBe(404);
    expect((await api('/cases', { token: alice.idToken, body: { chatId: randomUUID() } })).status).toBe(404);
    const bad = await api<{ error: { fields: Record<string, string> } }>('/cases', { token: alice.idToken, body: { chatId: 42 } });
    expect(bad.status).toBe(400);
    expect(bad.body.error.fields).toHaveProperty('chatId');
    expect((await api('/cases', { token: alice.idToken, rawBody: '{' })).status).toBe(400);
    expect((await api('/cases', { body: { chatId } })).status).toBe(401);
  });

  it('opens a case without a chat (chatId null), numbered after the others', async () => {
    const res = await api<{ caseId: string }>('/cases', { token: bob.idToken, body: { chatId: null } });
    expect(res.status).toBe(201);
    const list = await api<{ cases: CaseItem[] }>('/cases', { token: bob.idToken });
    expect(list.body.cases).toHaveLength(1);
    expect(list.body.cases[0]).toMatchObject({
      caseId: res.body.caseId,
      chatId: null,
      tags: [],
      category: null,
      applicantInfo: { name: 'Bob' },
    });
    const mine = (await api<{ cases: CaseItem[] }>('/cases', { token: alice.idToken })).body.cases.find((c) => c.caseId === caseId);
    expect(list.body.cases[0]?.caseNumber.localeCompare(mine?.caseNumber ?? '')).toBe(1);
  });

  it('sends the create_case result back to the chat and gets a confirmation linking the case', async () => {
    const messages = await api<{ messages: Array<{ role: string; function_call?: { callId: string } }> }>(`/chats/${chatId}/messages`, {
      token: alice.idToken,
    });
    const callId = messages.body.messages.find((m) => m.role === 'function_call')?.function_call?.callId as string;
    const res = await api<{ message: { text: string } }>(`/chats/${chatId}/interactions/${callId}/result`, {
      token: alice.idToken,
      body: { name: 'create_case', result: { caseId } },
    });
    expect(res.status).toBe(200);
    expect(res.body.message.text).toContain('Your case has been created');
    expect(res.body.message.text).toContain(`/cases/view?case=${caseId}`);
  });
});
