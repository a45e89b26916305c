// The per-chat limit of waiting replies under concurrent sends, with the store and the assistant replaced: each
// store takes a moment (as a Firestore transaction does) and no reply finishes until the test lets it.
import { randomUUID } from 'node:crypto';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { AgentProvider } from '../ai/agent';
import { DomainError } from '../domain/errors';
import type { MessageRecord } from '../shared/chat/chat-types';
import { createChatTurns, MAX_WAITING, type ChatTurnPublisher } from './chat-turns';

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
  getOwnedChat: vi.fn(),
  listMessages: vi.fn(),
  reopenForRetry: vi.fn(),
}));

vi.mock('./chat-reply', () => ({
  runReply: () =>
    new Promise((resolve) => {
      replies.release.push(() => resolve({ provider: { name: 'offline', label: 'Offline assistant' }, text: 'ok', textMessage: null, calls: [] }));
    }),
}));

vi.mock('./chat-attachments', () => ({ resolveAttachments: () => Promise.resolve([]) }));

const provider: AgentProvider = {
  name: 'offline',
  label: 'Offline assistant',
  reply: () => ({ [Symbol.asyncIterator]: () => ({ next: () => Promise.resolve({ done: true as const, value: undefined }) }) }),
};
const silent: ChatTurnPublisher = { stream: () => undefined, assistantMessage: () => undefined, end: () => undefined, failed: () => undefined };

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
      turns.send('u1', { chatId, text: `question ${i}`, attachments: [] }, () => undefined).then(
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
      Array.from({ length: 25 - MAX_WAITING }, () => ({ ok: false, code: 'resource-exhausted', message: 'Please wait for the replies to your earlier messages.' })),
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
