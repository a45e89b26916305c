// The chat's create_case answered with an existing case: POST /cases {chatId, caseId} links the caller's chat to the
// caller's case (docs/assistant.md, "How create_case chooses its case"), with two real users.
import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { connect, type AssistantMessage, type Client } from '../support/chat-recorder';
import { api, createTestUser, type TestUser } from '../support/stack';

interface CaseView {
  caseId: string;
  caseNumber: string;
  chatId: string | null;
  timeline: Array<{ event: string; by: string }>;
}
interface ErrorBody {
  error: { message: string; fields?: Record<string, string> };
}

/** A stored chat of this client's user, with the assistant's create_case call in it. */
async function chatWithCreateCase(client: Client): Promise<{ chatId: string; callId: string }> {
  const chatId = randomUUID();
  const ack = await client.send(chatId, 'please open a case for me');
  expect(ack.ok).toBe(true);
  const events = await client.reply(ack);
  const call = events.find((e) => e.type === 'assistant-message')?.event as AssistantMessage | undefined;
  expect(call?.function_call.name).toBe('create_case');
  return { chatId, callId: call?.id ?? '' };
}

async function draftCase(user: TestUser, caseName: string): Promise<string> {
  const res = await api<{ caseId: string }>('/cases', {
    token: user.idToken,
    body: { caseName, category: 'Family-Based', applicant: 'Ana Pereira' },
  });
  expect(res.status).toBe(201);
  return res.body.caseId;
}

const caseOf = async (user: TestUser, caseId: string) =>
  (await api<{ case: CaseView }>(`/cases/${caseId}`, { token: user.idToken })).body.case;
const chatCaseOf = async (user: TestUser, chatId: string) =>
  (await api<{ chat: { caseId: string | null } }>(`/chats/${chatId}/messages`, { token: user.idToken })).body.chat.caseId;

describe('linking a chat to an existing case (POST /cases {chatId, caseId})', () => {
  let alice: TestUser;
  let bob: TestUser;
  let a: Client;
  let b: Client;
  let aliceCase: string;

  beforeAll(async () => {
    [alice, bob] = await Promise.all([createTestUser('Alice Linker'), createTestUser('Bob Linker')]);
    [a, b] = await Promise.all([connect(alice.idToken), connect(bob.idToken)]);
    aliceCase = await draftCase(alice, 'Green card through marriage');
  });
  afterAll(() => {
    a?.close();
    b?.close();
  });

  it("links the caller's chat to the caller's case, once, and create_case then answers that case", async () => {
    const { chatId, callId } = await chatWithCreateCase(a);
    const before = await caseOf(alice, aliceCase);

    const linked = await api<{ caseId: string }>('/cases', { token: alice.idToken, body: { chatId, caseId: aliceCase } });
    expect(linked.status).toBe(200);
    expect(linked.body).toEqual({ caseId: aliceCase });
    expect(await chatCaseOf(alice, chatId)).toBe(aliceCase);
    const after = await caseOf(alice, aliceCase);
    expect(after.timeline.slice(before.timeline.length)).toEqual([
      expect.objectContaining({ event: 'Linked to a chat with the AI Assistant', by: 'applicant' }),
    ]);

    // Again: the same answer, and no second timeline entry.
    const again = await api<{ caseId: string }>('/cases', { token: alice.idToken, body: { chatId, caseId: aliceCase } });
    expect(again.status).toBe(200);
    expect(again.body.caseId).toBe(aliceCase);
    expect((await caseOf(alice, aliceCase)).timeline).toHaveLength(after.timeline.length);

    // A second create_case in that chat (POST /cases {chatId}) answers the same case and opens none.
    const casesBefore = (await api<{ total: number }>('/cases', { token: alice.idToken })).body.total;
    const second = await api<{ caseId: string }>('/cases', { token: alice.idToken, body: { chatId } });
    expect(second.status).toBe(200);
    expect(second.body.caseId).toBe(aliceCase);
    expect((await api<{ total: number }>('/cases', { token: alice.idToken })).body.total).toBe(casesBefore);

    // The result goes back through the usual path, and the assistant says the chat was linked, not that it created one.
    const result = await api<{ message: { text: string } }>(`/chats/${chatId}/interactions/${callId}/result`, {
      token: alice.idToken,
      body: { name: 'create_case', result: { caseId: aliceCase, created: false } },
    });
    expect(result.status).toBe(200);
    expect(result.body.message.text).toContain('This chat is now linked to your case');
    expect(result.body.message.text).toContain(`/cases/view?case=${aliceCase}`);
  });

  it("answers 404 for someone else's case or chat, as for a missing one, and links nothing", async () => {
    const bobs = await chatWithCreateCase(b);
    const toAlicesCase = await api<ErrorBody>('/cases', { token: bob.idToken, body: { chatId: bobs.chatId, caseId: aliceCase } });
    expect(toAlicesCase.status).toBe(404);
    expect(toAlicesCase.body.error.message).toBe('Case not found');
    expect(await chatCaseOf(bob, bobs.chatId)).toBeNull();

    const alices = await chatWithCreateCase(a);
    const bobCase = await draftCase(bob, 'Bob case');
    const ofAlicesChat = await api<ErrorBody>('/cases', { token: bob.idToken, body: { chatId: alices.chatId, caseId: bobCase } });
    expect(ofAlicesChat.status).toBe(404);
    expect(ofAlicesChat.body.error.message).toBe('Chat not found');
    expect(await chatCaseOf(alice, alices.chatId)).toBeNull();

    const missing = await api('/cases', {
      token: alice.idToken,
      body: { chatId: alices.chatId, caseId: `missing${randomUUID().slice(0, 8)}` },
    });
    expect(missing.status).toBe(404);
    expect((await api('/cases', { token: alice.idToken, body: { chatId: randomUUID(), caseId: aliceCase } })).status).toBe(404);
  });

  it('refuses a chat already about another case, and keeps it about that one', async () => {
    const { chatId } = await chatWithCreateCase(a);
    const other = await draftCase(alice, 'Work visa');
    expect((await api('/cases', { token: alice.idToken, body: { chatId, caseId: other } })).status).toBe(200);
    const swapped = await api<ErrorBody>('/cases', { token: alice.idToken, body: { chatId, caseId: aliceCase } });
    expect(swapped.status).toBe(400);
    expect(swapped.body.error.message).toBe('This chat is about another case');
    expect(swapped.body.error.fields).toHaveProperty('caseId');
    expect(await chatCaseOf(alice, chatId)).toBe(other);
  });

  it('answers 400 with a field message for malformed ids and for a caseId without a chatId', async () => {
    const { chatId } = await chatWithCreateCase(a);
    const badCase = await api<ErrorBody>('/cases', { token: alice.idToken, body: { chatId, caseId: '../cases/x' } });
    expect(badCase.status).toBe(400);
    expect(badCase.body.error.fields?.['caseId']).toBe('Not a valid case id');
    const badChat = await api<ErrorBody>('/cases', { token: alice.idToken, body: { chatId: 'a/b', caseId: aliceCase } });
    expect(badChat.status).toBe(400);
    expect(badChat.body.error.fields).toHaveProperty('chatId');
    for (const body of [{ caseId: aliceCase }, { chatId: null, caseId: aliceCase }]) {
      const alone = await api<ErrorBody>('/cases', { token: alice.idToken, body });
      expect(alone.status).toBe(400);
      expect(alone.body.error.fields?.['caseId']).toBe('Give the chat (chatId) the case is linked to');
    }
    expect(await chatCaseOf(alice, chatId)).toBeNull();
  });
});
