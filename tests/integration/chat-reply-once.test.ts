// A user message gets one reply, even when two runs answer it: one started before a retry (say, on an instance of
// the chat service that lost the message's socket) and the retry's own. Only the reply the message waits for is saved.
import { randomUUID } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { appendUserMessage, listMessages, reopenForRetry, saveReply, setMessageStatus } from '../../functions/src/data/chats-repo';

const PROVIDER = { name: 'offline', label: 'Offline assistant' } as const;

describe('saving a chat reply', () => {
  it("drops the reply of a run that a retry has replaced, and saves the retry's", async () => {
    const uid = `uid-${randomUUID()}`;
    const chatId = randomUUID();
    const first = randomUUID();
    const { message } = await appendUserMessage(uid, chatId, {
      messageId: randomUUID(),
      replyId: first,
      text: 'Hello',
      attachments: [],
      title: 'Hello',
    });

    // The first run fails over; a retry reopens the message under a new reply id.
    await setMessageStatus(chatId, message.id, 'failed');
    const retried = await reopenForRetry(uid, chatId, message.id, randomUUID(), 60_000);
    expect(retried.replyId).not.toBe(first);

    expect(await saveReply(uid, message, first, [{ kind: 'text', id: first, text: 'late answer' }], PROVIDER)).toBeNull();
    const replyId = retried.replyId ?? '';
    const saved = await saveReply(uid, retried, replyId, [{ kind: 'text', id: replyId, text: 'the answer' }], PROVIDER);
    expect(saved?.map((m) => m.text)).toEqual(['the answer']);

    const history = await listMessages(chatId);
    expect(history.map((m) => [m.role, m.text, m.status])).toEqual([
      ['user', 'Hello', 'answered'],
      ['assistant', 'the answer', 'complete'],
    ]);
  });
});
