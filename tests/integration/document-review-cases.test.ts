// A document review added to a case, through the API with two real users: My Cases' details show its report, its files
// as reviewed with their issues and the AI Highlights it adds, for the owner only; the assistant's case context answers
// "what is missing?" from it; and 'Ask AI Follow-up Question' opens a chat that starts with the report, whose next
// questions carry the report in their history (offline on the stack, and Gemini on a local fake in process).
import { randomUUID } from 'node:crypto';
import type { Socket } from 'socket.io-client';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startFakeVertexServer, textChunks, type FakeVertexServer } from '../../functions/src/ai/vertex/testing/fake-vertex-server';
import { bankStatementPdf, birthCertificatePdf } from '../../functions/src/extraction/testing/document-fixtures';
import type { CaseDetails, CaseSummary } from '../../functions/src/shared/cases/case-views';
import type { MessageView } from '../../functions/src/shared/chat/chat-views';
import { issueTypeLabel } from '../../functions/src/domain/cases/case-details';
import type { DocumentReviewResult, DocumentReviewView } from '../../functions/src/shared/documents/review-views';
import { connectChatSocket } from '../support/chat-socket-client';
import { startInProcessChat, type InProcessChat } from '../support/in-process-chat';
import { api, API_URL, CHAT_URL, createTestUser, type TestUser } from '../support/stack';

// Made-up documents (functions/src/extraction/testing/document-fixtures.ts): a refugee or asylum applicant needs an
// asylum form and an identity document, so a bank statement is the wrong document, and the form is missing.
const BANK_STATEMENT = () => bankStatementPdf({ holder: 'Ana Lucia Herrera' });
const BIRTH_CERTIFICATE = () => birthCertificatePdf({ childName: 'Ana Lucia Herrera', birth: '1991-03-12' });

async function uploadReview(user: TestUser, files: Array<{ name: string; bytes: Buffer }>, fields: Record<string, string>) {
  const form = new FormData();
  for (const file of files) form.append('files', new Blob([new Uint8Array(file.bytes)], { type: 'application/pdf' }), file.name);
  for (const [name, value] of Object.entries(fields)) form.append(name, value);
  const res = await fetch(`${API_URL}/ai-assistant/documents`, {
    method: 'POST',
    headers: { authorization: `Bearer ${user.idToken}` },
    body: form,
  });
  const body = (await res.json()) as DocumentReviewResult;
  expect(res.status, JSON.stringify(body)).toBe(201);
  return body;
}

async function draftCase(user: TestUser, caseName: string): Promise<string> {
  const res = await api<{ caseId: string }>('/cases', {
    token: user.idToken,
    body: { caseName, category: 'Asylum/Refugee', applicant: 'Ana Lucia Herrera' },
  });
  expect(res.status).toBe(201);
  return res.body.caseId;
}

const details = (user: TestUser, caseId: string) => api<CaseDetails>(`/cases/${caseId}/details`, { token: user.idToken });

/** A socket that keeps every finished reply, so a test can wait for the answer to one message. */
class ChatClient {
  private readonly ends = new Map<string, string>();
  constructor(readonly socket: Socket) {
    socket.on('reply-end', (event: { messageId: string; text: string }) => this.ends.set(event.messageId, event.text));
  }

  /** `caseId` on a new chat's first message: the chat is about that case. */
  async ask(chatId: string, text: string, caseId?: string): Promise<string> {
    const message = { chatId, text, messageId: randomUUID(), ...(caseId ? { caseId } : {}) };
    const ack = (await this.socket.timeout(15_000).emitWithAck('message', message)) as { ok: boolean; replyId?: string };
    expect(ack).toMatchObject({ ok: true });
    const deadline = Date.now() + 20_000;
    for (;;) {
      const answer = this.ends.get(ack.replyId ?? '');
      if (answer !== undefined) return answer;
      if (Date.now() > deadline) throw new Error(`no answer in chat ${chatId}`);
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
  }

  close(): void {
    this.socket.close();
  }
}

/** Text as the offline assistant writes stored text into markdown: escaped. */
const asMarkdown = (text: string) =>
  text
    .replace(/\s+/g, ' ')
    .trim()
    .replace(/[\\`*_[\]<>#|~]/g, '\\$&');

describe('a document review added to a case', () => {
  let alice: TestUser;
  let bob: TestUser;
  let caseId: string;
  let review: DocumentReviewResult;
  let chat: ChatClient;

  beforeAll(async () => {
    [alice, bob] = await Promise.all([createTestUser('Ana Lucia Herrera'), createTestUser('Bob Other')]);
    caseId = await draftCase(alice, 'Asylum application');
    review = await uploadReview(
      alice,
      [
        { name: 'bank-statement.pdf', bytes: await BANK_STATEMENT() },
        { name: 'birth-certificate.pdf', bytes: await BIRTH_CERTIFICATE() },
      ],
      { category: 'refugee', country: 'Mexico', comment: '' },
    );
    const added = await api<{ caseId: string; review: DocumentReviewView }>(`/ai-assistant/documents/${review.reviewId}/case`, {
      token: alice.idToken,
      body: { caseId },
    });
    expect(added.status, JSON.stringify(added.body)).toBe(200);
    expect(added.body.caseId).toBe(caseId);
    chat = new ChatClient(await connectChatSocket(CHAT_URL, { token: alice.idToken }));
  }, 120_000);
  afterAll(() => chat?.close());

  it('is reviewed the way this test relies on: a document this filing does not need, and a required document missing', () => {
    const statement = review.documents.find((d) => d.name === 'bank-statement.pdf');
    expect(statement?.wrongDocument).toBe(true);
    expect(statement?.issues.find((i) => i.type === 'wrong-document')?.severity).toBe('info');
    expect(review.report.missing.length).toBeGreaterThan(0);
  });

  it('shows its report, its files as reviewed with their issues, and highlights errors first, to the owner', async () => {
    const res = await details(alice, caseId);
    expect(res.status).toBe(200);
    const { report } = review;
    expect(res.body.reports).toEqual([
      {
        reportId: report.reportId,
        title: report.title,
        reviewId: review.reviewId,
        createdAt: expect.any(String) as unknown,
        summary: report.summary,
        issues: report.issues,
        recommendations: report.recommendations,
        missing: report.missing,
      },
    ]);

    // Attached Documents lists the copies the review made (a new user: the names are free, so each keeps its own); each
    // is shown with what the review found in it.
    const summary = await api<{ case: CaseSummary }>(`/cases/${caseId}`, { token: alice.idToken });
    expect([...summary.body.case.attachments].sort()).toEqual(review.documents.map((d) => d.name).sort());
    expect(res.body.documents).toHaveLength(review.documents.length);
    for (const reviewed of review.documents) {
      expect(res.body.documents.find((d) => d.name === reviewed.name)).toMatchObject({
        reviewed: true,
        review: { reviewId: review.reviewId, kindLabel: reviewed.kindLabel, wrongDocument: reviewed.wrongDocument },
        issues: reviewed.issues.map(({ type, severity, details: text }) => ({ type, severity, details: text })),
      });
    }

    // AI Highlights: errors first (each file's, then the missing documents naming the report), then warnings and notes.
    const fileHighlights = (severity: 'error' | 'warning' | 'info') =>
      res.body.documents.flatMap((d) =>
        d.issues
          .filter((i) => i.severity === severity)
          .map((i) => ({
            text: `${d.name}: ${issueTypeLabel(i.type)}. ${i.details}`,
            source: { kind: 'document', documentId: d.documentId, label: d.name },
          })),
      );
    const missingHighlights = report.missing.map((m) => ({
      text: `Missing document: ${m.label}. Upload it and review the documents again.`,
      source: { kind: 'review', reviewId: review.reviewId, label: report.title },
    }));
    expect(res.body.aiHighlights).toEqual([
      ...fileHighlights('error'),
      ...missingHighlights,
      ...fileHighlights('warning'),
      ...fileHighlights('info'),
    ]);
    // A document this filing does not need is a note, after the errors and warnings.
    const statement = res.body.documents.find((d) => d.review?.wrongDocument);
    const notes = res.body.aiHighlights.slice(-fileHighlights('info').length);
    expect(notes.some((highlight) => highlight.text.startsWith(`${statement?.name ?? 'none'}: Wrong document. `))).toBe(true);
  });

  it('is not shown to another user, nor in another case', async () => {
    expect((await details(bob, caseId)).status).toBe(404);
    const bobsCase = await draftCase(bob, 'Bob’s case');
    const bobs = await details(bob, bobsCase);
    expect(bobs.body).toMatchObject({ documents: [], reports: [], aiHighlights: [] });
    const otherOfAlice = await draftCase(alice, 'Another case');
    expect((await details(alice, otherOfAlice)).body).toMatchObject({ documents: [], reports: [], aiHighlights: [] });
  });

  it('answers "what is missing in my case?" in a chat about the case from the review', async () => {
    const answer = await chat.ask(randomUUID(), 'What is missing in my case?', caseId);
    expect(answer).toContain('**What is missing**');
    for (const m of review.report.missing) expect(answer).toContain(asMarkdown(`Missing document: ${m.label}`));
    const statement = review.documents.find((d) => d.wrongDocument);
    const wrong = statement?.issues.find((i) => i.type === 'wrong-document');
    // The context keeps each issue to one bounded line: its start is enough to recognise it.
    expect(answer).toContain(asMarkdown(`${statement?.name ?? 'none'}: Wrong document (${wrong?.details.slice(0, 60) ?? ''}`));
  });

  it('opens a chat that starts with the report, in the case, and answers the next question with it in the history', async () => {
    const started = await api<{ chatId: string }>(`/ai-assistant/documents/${review.reviewId}/chat`, {
      method: 'POST',
      token: alice.idToken,
    });
    expect(started.status, JSON.stringify(started.body)).toBe(201);
    const { chatId } = started.body;

    const stored = await api<{ chat: { chatId: string; title: string; caseId: string | null }; messages: MessageView[] }>(
      `/chats/${chatId}/messages`,
      { token: alice.idToken },
    );
    expect(stored.status).toBe(200);
    expect(stored.body.chat).toMatchObject({ chatId, title: 'Document review: Refugee/Asylum', caseId });
    const [question, answer, ...rest] = stored.body.messages;
    expect(rest).toEqual([]);
    expect(question).toMatchObject({ role: 'user', status: 'answered' });
    expect(answer).toMatchObject({
      role: 'assistant',
      sender: 'ai',
      isMarkdown: true,
      provider: { name: 'document-review', label: 'Document review report' },
    });
    expect(answer?.text).toContain(`**${review.report.title}**`);
    expect(answer?.text).toContain(`I reviewed ${review.documents.length} documents.`);
    expect(answer?.text).toContain('Files with errors: **bank-statement.pdf**');
    for (const m of review.report.missing) expect(answer?.text).toContain(`- ${m.label}`);
    expect(answer?.text).toContain(`[View your case](/cases/view?case=${caseId})`);
    expect(answer?.text).toContain(`[Open the full report](/ai-assistant/documents?review=${review.reviewId})`);
    expect(answer?.text).toMatch(
      /not legal advice\. For advice on your situation, consult a licensed immigration attorney or accredited representative\.$/,
    );
    const chats = await api<{ chats: Array<{ chatId: string; title: string }> }>('/chats', { token: alice.idToken });
    expect(chats.body.chats).toContainEqual(expect.objectContaining({ chatId, title: 'Document review: Refugee/Asylum' }));

    // The offline assistant answers the next question in the same chat (its case, its history), without failing.
    const next = await chat.ask(chatId, 'What are my next steps?');
    expect(next).toContain('**Next steps**');
    const after = await api<{ messages: MessageView[] }>(`/chats/${chatId}/messages`, { token: alice.idToken });
    expect(after.body.messages).toHaveLength(4);
  });

  it('answers 404 for another user’s review, and for an unknown one, and makes no chat', async () => {
    const before = await api<{ chats: unknown[] }>('/chats', { token: bob.idToken });
    expect((await api(`/ai-assistant/documents/${review.reviewId}/chat`, { method: 'POST', token: bob.idToken })).status).toBe(404);
    expect((await api(`/ai-assistant/documents/no${randomUUID().slice(0, 8)}/chat`, { method: 'POST', token: bob.idToken })).status).toBe(
      404,
    );
    expect((await api<{ chats: unknown[] }>('/chats', { token: bob.idToken })).body.chats).toHaveLength(before.body.chats.length);
  });

  it('opens a chat without a case for a review in none', async () => {
    const loose = await uploadReview(alice, [{ name: 'birth.pdf', bytes: await BIRTH_CERTIFICATE() }], {
      category: 'refugee',
      country: 'Mexico',
      comment: '',
    });
    const started = await api<{ chatId: string }>(`/ai-assistant/documents/${loose.reviewId}/chat`, {
      method: 'POST',
      token: alice.idToken,
    });
    expect(started.status).toBe(201);
    const stored = await api<{ chat: { caseId: string | null }; messages: MessageView[] }>(`/chats/${started.body.chatId}/messages`, {
      token: alice.idToken,
    });
    expect(stored.body.chat.caseId).toBeNull();
    expect(stored.body.messages[1]?.text).toContain(`**${loose.report.title}**`);
    expect(stored.body.messages[1]?.text).not.toContain('View your case');
  });
});

describe('a review chat answered by Gemini (the Vertex provider on a local fake)', () => {
  let fake: FakeVertexServer;
  let inProcess: InProcessChat;
  let alice: TestUser;
  let client: ChatClient;

  beforeAll(async () => {
    fake = await startFakeVertexServer();
    inProcess = await startInProcessChat(fake);
    alice = await createTestUser('Ana Gemini');
    client = new ChatClient(await connectChatSocket(inProcess.url, { token: alice.idToken }));
  });
  afterAll(async () => {
    client?.close();
    await inProcess?.stop();
    await fake?.close();
  });

  it('sends Gemini the report as the model’s turn before the new question', async () => {
    const review = await uploadReview(alice, [{ name: 'bank-statement.pdf', bytes: await BANK_STATEMENT() }], {
      category: 'refugee',
      country: 'Mexico',
      comment: '',
    });
    const started = await api<{ chatId: string }>(`/ai-assistant/documents/${review.reviewId}/chat`, {
      method: 'POST',
      token: alice.idToken,
    });
    expect(started.status).toBe(201);

    fake.enqueue({ kind: 'stream', chunks: textChunks(['Your bank statement is not an identity document.']) });
    const before = fake.requests.length;
    const answer = await client.ask(started.body.chatId, 'Why is my bank statement flagged?');
    expect(answer).toContain('Your bank statement is not an identity document.');

    const contents = fake.requests[before]?.body.contents ?? [];
    expect(contents.map((c) => c.role)).toEqual(['user', 'model', 'user']);
    const report = contents[1]?.parts?.map((p) => p.text ?? '').join('') ?? '';
    expect(report).toContain(`**${review.report.title}**`);
    expect(report).toContain('bank-statement.pdf');
    expect(report).not.toContain('not legal advice');
    expect(contents[2]?.parts?.[0]?.text).toBe('Why is my bank statement flagged?');
  });
});
