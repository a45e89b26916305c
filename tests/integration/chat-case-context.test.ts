// A chat about a case ('Discuss with AI'): the chat carries the caseId from its first message, and the assistant
// answers "what is the status of my case?", "what is missing?" and "what are my next steps?" from that case's record.
// Two real users: another user's case, and an unknown one, are refused with not-found and nothing is stored. The
// stack's chat service answers with the offline assistant; an in-process one with the Vertex provider on a local fake
// shows what get_case sends Gemini.
import { randomUUID } from 'node:crypto';
import type { Socket } from 'socket.io-client';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  functionCallChunk,
  startFakeVertexServer,
  textChunks,
  type FakeVertexServer,
} from '../../functions/src/ai/vertex/testing/fake-vertex-server';
import { db } from '../../functions/src/data/firebase';
import { APPLICANT } from '../support/applicant';
import { connectChatSocket } from '../support/chat-socket-client';
import { startInProcessChat, type InProcessChat } from '../support/in-process-chat';
import { api, CHAT_URL, createTestUser, type TestUser } from '../support/stack';

interface Ack {
  ok: boolean;
  chatId?: string;
  messageId?: string;
  replyId?: string;
  error?: { code: string; message: string; fields?: Record<string, string> };
}
interface HistoryAck extends Ack {
  chat?: { chatId: string; caseId: string | null };
  messages?: Array<{ role: string; text: string }>;
}
interface ReplyEnd {
  chatId: string;
  messageId: string;
  text: string;
}
interface Finding {
  outcome: 'pass' | 'fail' | 'issue';
  reason: string;
  recommendation: string;
}
interface CaseSummary {
  caseId: string;
  caseNumber: string;
  caseName: string;
  status: string;
}

/** A socket that collects reply-end events, so a test can wait for the answer to one message. */
class Client {
  private readonly ends = new Map<string, ReplyEnd>();
  private readonly failures = new Map<string, unknown>();

  constructor(readonly socket: Socket) {
    socket.on('reply-end', (event: ReplyEnd) => this.ends.set(event.messageId, event));
    socket.on('reply-error', (event: { messageId: string }) => this.failures.set(event.messageId, event));
  }

  emit<T = Ack>(event: string, payload: unknown): Promise<T> {
    return this.socket.timeout(15_000).emitWithAck(event, payload) as Promise<T>;
  }

  send(chatId: string, text: string, extra: Record<string, unknown> = {}): Promise<Ack> {
    return this.emit('message', { chatId, text, messageId: randomUUID(), ...extra });
  }

  /** The whole stored text of the reply an ack announced. */
  async answer(ack: Ack, timeoutMs = 20_000): Promise<string> {
    expect(ack).toMatchObject({ ok: true });
    const deadline = Date.now() + timeoutMs;
    for (;;) {
      const end = this.ends.get(ack.replyId ?? '');
      if (end) return end.text;
      if (this.failures.has(ack.replyId ?? ''))
        throw new Error(`reply ${String(ack.replyId)} failed: ${JSON.stringify(this.failures.get(ack.replyId ?? ''))}`);
      if (Date.now() > deadline) throw new Error(`no answer to ${String(ack.messageId)}`);
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
  }

  close(): void {
    this.socket.close();
  }
}

async function connect(token: string, url = CHAT_URL): Promise<Client> {
  return new Client(await connectChatSocket(url, { token }));
}

/** A Draft case through the API, and an eligibility check on it whose funds fall short (a failed finding). */
async function caseWithFindings(user: TestUser): Promise<{ summary: CaseSummary; failed: Finding[] }> {
  const created = await api<{ caseId: string; case: CaseSummary }>('/cases', {
    token: user.idToken,
    body: { caseName: 'Study in Boston', category: 'Student (F-1)', applicant: 'Ana Pereira' },
  });
  expect(created.status).toBe(201);
  const { caseId } = created.body;
  const checked = await api('/ai-assistant/eligibility', {
    token: user.idToken,
    body: {
      ...APPLICANT,
      caseId,
      category: 'Student (F-1)',
      categoryDetails: { hasI20: true, sevisFeePaid: true, englishProficiency: true, fundsAvailable: 1_000, annualCost: 55_000 },
    },
  });
  expect(checked.status).toBe(201);
  const details = await api<{ eligibility: Array<{ analysis: { findings: Finding[] } }> }>(`/cases/${caseId}/details`, {
    token: user.idToken,
  });
  const failed = details.body.eligibility[0]?.analysis.findings.filter((f) => f.outcome === 'fail') ?? [];
  expect(failed.length).toBeGreaterThan(0);
  const summary = await api<{ case: CaseSummary }>(`/cases/${caseId}`, { token: user.idToken });
  return { summary: summary.body.case, failed };
}

/** Stored text as the offline answer writes it: markdown characters escaped. */
const asMarkdown = (text: string) =>
  text
    .replace(/\s+/g, ' ')
    .trim()
    .replace(/[\\`*_[\]<>#|~]/g, '\\$&');

describe("a chat about a case (the stack's chat service, offline assistant)", () => {
  let alice: TestUser;
  let bob: TestUser;
  let a: Client;
  let b: Client;
  let aliceCase: CaseSummary;
  let failed: Finding[];

  beforeAll(async () => {
    [alice, bob] = await Promise.all([createTestUser('Alice Case'), createTestUser('Bob Case')]);
    [a, b] = await Promise.all([connect(alice.idToken), connect(bob.idToken)]);
    ({ summary: aliceCase, failed } = await caseWithFindings(alice));
  });
  afterAll(() => {
    a?.close();
    b?.close();
  });

  it('stores the case on the chat its first message creates, and answers status, what is missing and next steps from it', async () => {
    const chatId = randomUUID();
    const status = await a.answer(await a.send(chatId, 'What is the status of my case?', { caseId: aliceCase.caseId }));
    expect(status).toContain(`**Case ${aliceCase.caseNumber}: Study in Boston**`);
    expect(status).toContain(`Its status is **${aliceCase.status}**`);
    expect(aliceCase.status).toBe('Draft');
    expect(status).toContain(`[View your case](/cases/view?case=${aliceCase.caseId})`);

    const history = await a.emit<HistoryAck>('history', { chatId });
    expect(history.chat).toMatchObject({ chatId, caseId: aliceCase.caseId });
    const rest = await api<{ chat: { caseId: string } }>(`/chats/${chatId}/messages`, { token: alice.idToken });
    expect(rest.body.chat.caseId).toBe(aliceCase.caseId);

    // Later messages need not name the case again.
    const missing = await a.answer(await a.send(chatId, 'What is missing?'));
    expect(missing).toContain('**What is missing**');
    expect(missing).toContain('The case is still a Draft: it has not been submitted.');
    for (const finding of failed) expect(missing).toContain(`Requirement not met: ${asMarkdown(finding.reason)}`);

    const next = await a.answer(await a.send(chatId, 'What are my next steps?'));
    expect(next).toContain('**Next steps**');
    expect(next).toContain('submit the case from My Cases');
    for (const finding of failed) if (finding.recommendation) expect(next).toContain(asMarkdown(finding.recommendation));
  });

  it("refuses another user's case with not-found, and stores no chat, message or case data for them", async () => {
    const chatId = randomUUID();
    const ack = await b.send(chatId, 'What is the status of my case?', { caseId: aliceCase.caseId });
    expect(ack).toEqual({ ok: false, error: { code: 'not-found', message: 'Case not found' } });
    expect(JSON.stringify(ack)).not.toContain(aliceCase.caseNumber);

    expect(await b.emit<HistoryAck>('history', { chatId })).toMatchObject({ ok: false, error: { code: 'not-found' } });
    expect((await db().collection('chats').doc(chatId).get()).exists).toBe(false);
    expect((await db().collection('chats').doc(chatId).collection('messages').get()).empty).toBe(true);
    const chats = await api<{ chats: Array<{ chatId: string }> }>('/chats', { token: bob.idToken });
    expect(chats.body.chats.map((c) => c.chatId)).not.toContain(chatId);
    // And the case is unchanged for its owner.
    expect((await api<{ case: CaseSummary }>(`/cases/${aliceCase.caseId}`, { token: alice.idToken })).body.case).toMatchObject(aliceCase);
  });

  it('refuses an unknown case with not-found, and a malformed id as invalid', async () => {
    const unknown = await a.send(randomUUID(), 'What is missing?', { caseId: `missing${randomUUID().slice(0, 8)}` });
    expect(unknown).toEqual({ ok: false, error: { code: 'not-found', message: 'Case not found' } });

    const malformed = await a.send(randomUUID(), 'What is missing?', { caseId: '../cases/x' });
    expect(malformed).toMatchObject({ ok: false, error: { code: 'invalid-argument', fields: { caseId: 'Not a valid case id' } } });
  });

  it('keeps a chat to its own case: another case cannot be swapped in later', async () => {
    const chatId = randomUUID();
    await a.answer(await a.send(chatId, 'What is the status of my case?', { caseId: aliceCase.caseId }));
    const other = await api<{ caseId: string }>('/cases', {
      token: alice.idToken,
      body: { caseName: 'Second case', category: 'Investor (EB-5)', applicant: 'Ana Pereira' },
    });
    const swapped = await a.send(chatId, 'And this one?', { caseId: other.body.caseId });
    expect(swapped).toMatchObject({ ok: false, error: { code: 'invalid-argument', message: 'This chat is about another case' } });
    expect((await a.emit<HistoryAck>('history', { chatId })).chat?.caseId).toBe(aliceCase.caseId);

    // A chat without a case answers the same question from the knowledge base, not from any case.
    const plain = await a.answer(await a.send(randomUUID(), 'What is the status of my case?'));
    expect(plain).not.toContain(aliceCase.caseNumber);
  });
});

describe('a chat about a case, answered by Gemini (the Vertex provider on a local fake)', () => {
  let fake: FakeVertexServer;
  let chat: InProcessChat;
  let alice: TestUser;
  let a: Client;
  let aliceCase: CaseSummary;
  let failed: Finding[];

  beforeAll(async () => {
    fake = await startFakeVertexServer();
    chat = await startInProcessChat(fake);
    alice = await createTestUser('Alice Gemini');
    a = await connect(alice.idToken, chat.url);
    ({ summary: aliceCase, failed } = await caseWithFindings(alice));
  });
  afterAll(async () => {
    a?.close();
    await chat?.stop();
    await fake?.close();
  });

  it("declares get_case, runs it for the chat's own case, and sends Gemini the case's status and findings", async () => {
    fake.enqueue(
      { kind: 'stream', chunks: [functionCallChunk({ name: 'get_case', args: {} })] },
      { kind: 'stream', chunks: textChunks([`Case ${aliceCase.caseNumber} is a Draft.`]) },
    );
    const before = fake.requests.length;
    const text = await a.answer(await a.send(randomUUID(), 'What is the status of my case?', { caseId: aliceCase.caseId }));
    expect(text).toContain(`Case ${aliceCase.caseNumber} is a Draft.`);

    const [first, second] = fake.requests.slice(before);
    const declared = first?.body.tools?.flatMap((t) => t.functionDeclarations ?? []).map((d) => d.name);
    expect(declared).toContain('get_case');
    const response = second?.body.contents?.at(-1)?.parts?.[0]?.functionResponse;
    expect(response?.name).toBe('get_case');
    const output = (response?.response as { output?: Record<string, unknown> } | undefined)?.output;
    expect(output).toMatchObject({
      caseId: aliceCase.caseId,
      caseNumber: aliceCase.caseNumber,
      status: 'Draft',
      category: 'Student (F-1)',
    });
    const sent = JSON.stringify(output);
    for (const finding of failed) expect(sent).toContain(finding.reason);
  });

  it('does not declare get_case for a chat without a case', async () => {
    fake.enqueue({ kind: 'stream', chunks: textChunks(['Cases are tracked in My Cases.']) });
    const before = fake.requests.length;
    await a.answer(await a.send(randomUUID(), 'What is the status of my case?'));
    const declared = fake.requests[before]?.body.tools?.flatMap((t) => t.functionDeclarations ?? []).map((d) => d.name);
    expect(declared).toEqual(['check_eligibility', 'review_documents', 'create_case', 'quote_fees']);
  });
});
