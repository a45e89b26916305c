// The per-chat limit of waiting replies under concurrent sends, with the store and the assistant replaced: each
// store takes a moment (as a Firestore transaction does) and no reply finishes until the test lets it.
import { randomUUID } from 'node:crypto';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { AgentProvider } from '../ai/agent';
import { DomainError } from '../domain/errors';
import { stalePendingAfterMs } from '../domain/chat/chat-view';
import type { MessageRecord } from '../shared/chat/chat-types';
import { createChatTurns, MAX_WAITING, type ChatTurnPublisher } from './chat-turns';
import { msg } from '../shared/i18n/message';

const store = vi.hoisted(() => ({ messages: new Map<string, unknown>(), storeMs: 5 }));
const replies = vi.hoisted(() => ({ release: [] as Array<() => void> }));

vi.mock('../data/chats-repo', () => ({
  appendUserMessage: async (uid: string, chatId: string, input: { messageId: string; replyId: string; text: string }) => {
    await new Promise((resolve) => setTimeout(resolve, store.storeMs));
    const existing = store.messages.get(input.messageId) as MessageRecord | undefined;
    if (existing) return { message: existing, created: false };
    const message: MessageRecord = {
      id: input.messageId,
      chatId,
      role: 'user',
      sender: 'user',
      text: input.text,
      provider: null,
      attachments: [],
      functionCall: null,
      functionResult: null,
      status: 'pending',
      seq: (store.messages.size + 1) * 1000,
      replyTo: null,
      replyId: input.replyId,
      createdAt: new Date().toISOString(),
    };
    store.messages.set(message.id, message);
    return { message, created: true };
  },
  getOwnedChat: (uid: string, chatId: string) =>
    Promise.resolve({ id: chatId, ownerUid: uid, title: 'A chat', caseId: null, createdAt: '', updatedAt: '' }),
  listMessages: () => Promise.resolve([...store.messages.values()]),
  // The repo's rule: a failed message, or one pending for longer than staleAfterMs, is put back in line.
  reopenForRetry: (_uid: string, _chatId: string, messageId: string, replyId: string, staleAfterMs: number) => {
    const message = store.messages.get(messageId) as MessageRecord | undefined;
    if (!message) return Promise.reject(new DomainError('not-found', msg('errors:messageNotFound')));
    const stale = message.status === 'pending' && Date.now() - Date.parse(message.createdAt) > staleAfterMs;
    if (message.status !== 'failed' && !stale)
      return Promise.reject(new DomainError('invalid-argument', msg('errors:messageBeingAnswered')));
    const reopened: MessageRecord = { ...message, status: 'pending', replyId };
    store.messages.set(messageId, reopened);
    return Promise.resolve(reopened);
  },
}));

vi.mock('./chat-reply', () => ({
  runReply: () =>
    new Promise((resolve) => {
      replies.release.push(() =>
        resolve({ provider: { name: 'offline', label: 'Offline assistant' }, text: 'ok', textMessage: null, calls: [] }),
      );
    }),
}));

vi.mock('./chat-attachments', () => ({ resolveAttachments: () => Promise.resolve([]) }));

const provider: AgentProvider = {
  name: 'offline',
  label: 'Offline assistant',
  reply: () => ({ [Symbol.asyncIterator]: () => ({ next: () => Promise.resolve({ done: true as const, value: undefined }) }) }),
};
const silent: ChatTurnPublisher = {
  stream: () => undefined,
  assistantMessage: () => undefined,
  end: () => undefined,
  failed: () => undefined,
};

type Settled = { ok: true; messageId: string } | { ok: false; code: string; message: string };

beforeEach(() => {
  vi.useFakeTimers();
  store.messages.clear();
  replies.release.length = 0;
});
afterEach(() => {
  vi.useRealTimers();
});

describe('the limit of waiting replies per chat', () => {
  it(`accepts exactly ${MAX_WAITING} of 25 concurrent messages to one chat and refuses the rest`, async () => {
    const turns = createChatTurns({ provider, timeoutMs: 1000, publish: () => silent });
    const chatId = randomUUID();
    const sends = Array.from({ length: 25 }, (_, i) =>
      turns
        .send('u1', { chatId, text: `question ${i}`, attachments: [] }, () => undefined)
        .then(
          (sent): Settled => ({ ok: true, messageId: sent.messageId }),
          (error: unknown): Settled => {
            if (!(error instanceof DomainError)) throw error;
            return { ok: false, code: error.code, message: error.message };
          },
        ),
    );
    await vi.advanceTimersByTimeAsync(25 * store.storeMs);
    const settled = await Promise.all(sends);

    const accepted = settled.filter((s) => s.ok);
    expect(accepted).toHaveLength(MAX_WAITING);
    expect(settled.filter((s) => !s.ok)).toEqual(
      Array.from({ length: 25 - MAX_WAITING }, () => ({
        ok: false,
        code: 'resource-exhausted',
        message: 'Please wait for the replies to your earlier messages.',
      })),
    );
    // Every accepted message is stored; nothing refused is.
    expect([...store.messages.keys()].sort()).toEqual(accepted.map((s) => (s.ok ? s.messageId : '')).sort());
  });

  it('accepts again once a reply has finished', async () => {
    const turns = createChatTurns({ provider, timeoutMs: 1000, publish: () => silent });
    const chatId = randomUUID();
    const send = () => turns.send('u1', { chatId, text: 'again', attachments: [] }, () => undefined);
    for (let i = 0; i < MAX_WAITING; i += 1) {
      const sent = send();
      await vi.advanceTimersByTimeAsync(store.storeMs);
      await sent;
    }
    await expect(send()).rejects.toMatchObject({ code: 'resource-exhausted' });

    replies.release.shift()?.();
    await vi.advanceTimersByTimeAsync(0);
    const sent = send();
    await vi.advanceTimersByTimeAsync(store.storeMs);
    await expect(sent).resolves.toMatchObject({ chatId, duplicate: false });
  });

  it('counts each chat on its own', async () => {
    const turns = createChatTurns({ provider, timeoutMs: 1000, publish: () => silent });
    const [first, second] = [randomUUID(), randomUUID()];
    const sends = [first, second].flatMap((chatId) =>
      Array.from({ length: MAX_WAITING }, () => turns.send('u1', { chatId, text: 'hi', attachments: [] }, () => undefined)),
    );
    await vi.advanceTimersByTimeAsync(MAX_WAITING * store.storeMs);
    expect(await Promise.all(sends)).toHaveLength(2 * MAX_WAITING);
  });
});

describe('a reply lost with its server', () => {
  /** A user message stored as pending, as the chat service leaves it when it dies mid-reply. */
  function pendingMessage(chatId: string, createdAt: number): MessageRecord {
    const message: MessageRecord = {
      id: randomUUID(),
      chatId,
      role: 'user',
      sender: 'user',
      text: 'What is a green card?',
      provider: null,
      attachments: [],
      functionCall: null,
      functionResult: null,
      status: 'pending',
      seq: 1000,
      replyTo: null,
      replyId: randomUUID(),
      createdAt: new Date(createdAt).toISOString(),
    };
    store.messages.set(message.id, message);
    return message;
  }
  const viewOf = async (turns: ReturnType<typeof createChatTurns>, chatId: string, id: string) => {
    const history = await turns.history('u1', chatId, () => undefined);
    return history.messages.find((m) => m.id === id);
  };

  it('is retryable at once in a process started after it, and the retry answers it again', async () => {
    const chatId = randomUUID();
    const lost = pendingMessage(chatId, Date.now());
    await vi.advanceTimersByTimeAsync(1000);
    // The restarted service: far inside the stale window of a 30 s reply budget.
    const turns = createChatTurns({ provider, timeoutMs: 30_000, publish: () => silent });
    expect(await viewOf(turns, chatId, lost.id)).toMatchObject({ status: 'pending', retryable: true });

    const retried = await turns.retry('u1', chatId, lost.id, () => undefined);
    expect(retried.replyId).not.toBe(lost.replyId);
    expect(replies.release).toHaveLength(1);
    // Now answered here: neither retryable nor open to a second retry while its reply runs.
    expect(await viewOf(turns, chatId, lost.id)).toMatchObject({ status: 'pending', retryable: false });
    await expect(turns.retry('u1', chatId, lost.id, () => undefined)).rejects.toMatchObject({
      message: 'This message is still being answered',
    });
    expect(replies.release).toHaveLength(1);
  });

  it('is answered again when the client resends it under the same id', async () => {
    const chatId = randomUUID();
    const lost = pendingMessage(chatId, Date.now());
    await vi.advanceTimersByTimeAsync(1000);
    const turns = createChatTurns({ provider, timeoutMs: 30_000, publish: () => silent });
    const sent = turns.send('u1', { chatId, text: lost.text, messageId: lost.id, attachments: [] }, () => undefined);
    await vi.advanceTimersByTimeAsync(store.storeMs);
    await expect(sent).resolves.toMatchObject({ messageId: lost.id, duplicate: true });
    expect(replies.release).toHaveLength(1);
  });

  it('is not retryable while a reply may still come: sent after this process started and not answered here', async () => {
    const turns = createChatTurns({ provider, timeoutMs: 30_000, publish: () => silent });
    await vi.advanceTimersByTimeAsync(1000);
    const chatId = randomUUID();
    // Stored by another instance, which may still be answering it.
    const elsewhere = pendingMessage(chatId, Date.now());
    await vi.advanceTimersByTimeAsync(5000);
    expect(await viewOf(turns, chatId, elsewhere.id)).toMatchObject({ retryable: false });
    await expect(turns.retry('u1', chatId, elsewhere.id, () => undefined)).rejects.toMatchObject({
      message: 'This message is still being answered',
    });
    // Past the window no reply takes, it is.
    await vi.advanceTimersByTimeAsync(stalePendingAfterMs(30_000));
    expect(await viewOf(turns, chatId, elsewhere.id)).toMatchObject({ retryable: true });
  });

  it('is not taken over while this process is still answering it', async () => {
    const turns = createChatTurns({ provider, timeoutMs: 30_000, publish: () => silent });
    const chatId = randomUUID();
    const sent = turns.send('u1', { chatId, text: 'hi', attachments: [] }, () => undefined);
    await vi.advanceTimersByTimeAsync(store.storeMs);
    const { messageId } = await sent;
    await vi.advanceTimersByTimeAsync(stalePendingAfterMs(30_000) + 1000);
    expect(await viewOf(turns, chatId, messageId)).toMatchObject({ retryable: false });
    await expect(turns.retry('u1', chatId, messageId, () => undefined)).rejects.toMatchObject({
      message: 'This message is still being answered',
    });
    expect(replies.release).toHaveLength(1);
  });
});
