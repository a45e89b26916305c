// Live chat turns for the chat service: a user message is stored, then answered by the assistant while the reply
// streams to whoever listens. Stores are serialised per chat so turns are numbered in arrival order; replies run one
// at a time per chat. socket/chat-socket.ts carries this over socket.io; nothing here knows the transport.
import { randomUUID } from 'node:crypto';
import type { AgentProvider } from '../ai/agent';
import { appendUserMessage, getOwnedChat, listMessages, reopenForRetry } from '../data/chats-repo';
import type { WaitingReplies } from '../data/waiting-replies-repo';
import { chatTitle } from '../domain/chat/chat-title';
import { stalePendingAfterMs, toAssistantMessageEvent, toChatView, toMessageView } from '../domain/chat/chat-view';
import { badRequest, notFound, tooManyRequests } from '../domain/errors';
import { log } from '../log';
import type { ReplyEndEvent, ReplyInProgress, ReplyStreamEvent } from '../shared/chat/chat-events';
import type { AttachmentRef, MessageRecord } from '../shared/chat/chat-types';
import type { AssistantMessageEvent, ChatView, MessageView } from '../shared/chat/chat-views';
import { resolveAttachments } from './chat-attachments';
import { runReply } from './chat-reply';
import { createKeyedQueue } from './keyed-queue';
import { msg } from '../shared/i18n/message';

/** Where a chat's reply events go: everyone following the chat. */
export interface ChatTurnPublisher {
  stream(event: ReplyStreamEvent): void;
  assistantMessage(event: AssistantMessageEvent): void;
  end(event: ReplyEndEvent): void;
  /** The reply to `replyTo` failed with `error`; the message may be retried. */
  failed(event: { chatId: string; messageId: string; replyTo: string }, error: unknown): void;
}

/** Subscribes the caller to the chat's reply events; called once the chat is known to be theirs. */
export type Follow = () => Promise<void> | void;

export interface SentMessage {
  chatId: string;
  messageId: string;
  replyId: string | null;
  /** True when this message id was already stored (the client sent it again). */
  duplicate: boolean;
}

export interface ChatHistory {
  chat: ChatView;
  messages: MessageView[];
  inProgress: ReplyInProgress | null;
}

export interface ChatTurns {
  /** `caseId`: the case a new chat is about ('Discuss with AI'); see appendUserMessage in data/chats-repo.ts. */
  send(
    uid: string,
    input: { chatId: string; text: string; messageId?: string; attachments: AttachmentRef[]; caseId?: string },
    follow: Follow,
  ): Promise<SentMessage>;
  retry(uid: string, chatId: string, messageId: string, follow: Follow): Promise<{ chatId: string; messageId: string; replyId: string }>;
  history(uid: string, chatId: string, follow: Follow): Promise<ChatHistory>;
  /** Waits (at most `ms`) for the replies in progress, so a stopping server still stores them. */
  drain(ms: number): Promise<void>;
}

/**
 * Replies waiting per chat (queued or running); beyond it a sender is asked to wait rather than queueing without
 * bound. Checked inside the chat's write queue against this process's queue, so concurrent sends cannot all slip
 * under it, and, with several instances, against the places taken on all of them (data/waiting-replies-repo.ts).
 */
export const MAX_WAITING = 10;
/** Far longer than any history read takes. */
const SETTLED_MEMORY_MS = 60_000;

const tooBusy = () => tooManyRequests(msg('errors:pleaseWaitForTheRepliesTo'));

export interface ChatTurnsOptions {
  provider: AgentProvider;
  timeoutMs: number;
  publish: (chatId: string) => ChatTurnPublisher;
  /** The waiting replies of every instance; without it, this process's queue is the count. */
  waiting?: WaitingReplies;
}

export function createChatTurns(options: ChatTurnsOptions): ChatTurns {
  const { provider, timeoutMs, publish, waiting } = options;
  const staleAfterMs = stalePendingAfterMs(timeoutMs);
  const writes = createKeyedQueue();
  const replies = createKeyedQueue();
  const live = new Map<string, ReplyInProgress>();
  const queued = new Set<string>();
  // Bumped whenever a reply of the chat settles: a history read that overlapped one is read again.
  const settled = new Map<string, number>();
  const startedAt = Date.now();
  /**
   * A pending user message created before this time, and not queued here, has no reply coming from this process: it
   * is older than any reply takes (its server stopped mid-reply), or older than this process (the service was
   * restarted mid-reply, as after a crash). Either way it may be retried at once rather than look stuck. With several
   * instances, a message from before this one started may still be answered by another; a retry then answers it again.
   */
  const orphanedBefore = () => Math.max(startedAt, Date.now() - staleAfterMs);
  const isOrphaned = (message: MessageRecord) =>
    message.status === 'pending' && !queued.has(message.id) && Date.parse(message.createdAt) < orphanedBefore();
  /** Reopens a failed or orphaned message; reopenForRetry re-checks inside its transaction. */
  const reopen = (uid: string, chatId: string, messageId: string) =>
    reopenForRetry(uid, chatId, messageId, randomUUID(), Date.now() - orphanedBefore());

  /**
   * Holds a place among the chat's waiting replies (on every instance) while `accept` runs; `accept` answers whether
   * it queued a reply, which then gives the place back when it settles. Refused when the places are all taken.
   */
  async function withPlace<T>(chatId: string, accept: (place: string | null) => Promise<{ result: T; queued: boolean }>): Promise<T> {
    if (!waiting) return (await accept(null)).result;
    const place = randomUUID();
    if (!(await waiting.take(chatId, place))) throw tooBusy();
    let held = false;
    try {
      const { result, queued: replying } = await accept(place);
      held = replying;
      return result;
    } finally {
      if (!held) void waiting.give(chatId, place);
    }
  }

  /**
   * `caseId`: the chat's case when the store just read it; left out, the reply reads the chat for it. `place`: the
   * reply's place among the waiting replies of every instance, given back when it settles.
   */
  function enqueueReply(
    uid: string,
    chatId: string,
    message: MessageRecord,
    replyId: string,
    place: string | null,
    caseId?: string | null,
  ): void {
    queued.add(message.id);
    const ids = { chatId, messageId: replyId, replyTo: message.id };
    void replies
      .run(chatId, async () => {
        const progress: ReplyInProgress = { messageId: replyId, replyTo: message.id, text: '', chunks: 0 };
        live.set(chatId, progress);
        try {
          const outcome = await runReply(
            provider,
            { uid, chatId, trigger: message, replyId, ...(caseId === undefined ? {} : { caseId }) },
            {
              onChunk: (chunk, index) => {
                progress.text += chunk;
                progress.chunks = index + 1;
                publish(chatId).stream({ ...ids, chunk, index });
              },
            },
            { timeoutMs },
          );
          for (const call of outcome.calls) {
            const event = toAssistantMessageEvent(call);
            if (event) publish(chatId).assistantMessage(event);
          }
          publish(chatId).end({ ...ids, provider: outcome.provider, text: outcome.text });
        } catch (error) {
          publish(chatId).failed(ids, error);
        } finally {
          live.delete(chatId);
          settled.set(chatId, (settled.get(chatId) ?? 0) + 1);
          queued.delete(message.id);
          if (place !== null) void waiting?.give(chatId, place);
          // Only history reads running right now need the count; forget it later so the map does not grow forever.
          setTimeout(() => {
            if (replies.size(chatId) === 0) settled.delete(chatId);
          }, SETTLED_MEMORY_MS).unref();
        }
      })
      .catch((error: unknown) => log.error('chat reply task failed', { chatId }, error));
  }

  return {
    async send(uid, input, follow) {
      const { chatId } = input;
      // Refuses early, without queueing, a chat already at its limit; the check that holds is the one below.
      if (replies.size(chatId) >= MAX_WAITING) throw tooBusy();
      const attachments = await resolveAttachments(uid, input.attachments);
      return writes.run(chatId, async () => {
        // Stores of a chat run one at a time and each queues its reply before the next starts: counted here, the
        // check and the accept cannot interleave with another send or retry of this chat in this process.
        if (replies.size(chatId) >= MAX_WAITING) throw tooBusy();
        return withPlace(chatId, async (place) => {
          const stored = await appendUserMessage(uid, chatId, {
            messageId: input.messageId ?? randomUUID(),
            replyId: randomUUID(),
            text: input.text,
            attachments,
            title: chatTitle(
              input.text,
              attachments.map((a) => a.name),
            ),
            ...(input.caseId === undefined ? {} : { caseId: input.caseId }),
          });
          // Only now is the chat known to be the caller's, so only now may they hear its replies.
          await follow();
          let { message } = stored;
          let replying = false;
          if (stored.created) {
            enqueueReply(uid, chatId, message, message.replyId ?? randomUUID(), place, stored.caseId);
            replying = true;
          } else if ((message.status === 'failed' && !queued.has(message.id)) || isOrphaned(message)) {
            // Resending a message that failed, or whose reply was lost with its server, is the same as retrying it.
            message = await reopen(uid, chatId, message.id);
            enqueueReply(uid, chatId, message, message.replyId ?? randomUUID(), place, stored.caseId);
            replying = true;
          }
          const result = { chatId, messageId: message.id, replyId: message.replyId, duplicate: !stored.created };
          return { result, queued: replying };
        });
      });
    },

    async retry(uid, chatId, messageId, follow) {
      if (queued.has(messageId)) throw badRequest(msg('errors:messageBeingAnswered'));
      if (replies.size(chatId) >= MAX_WAITING) throw tooBusy();
      return writes.run(chatId, async () => {
        if (replies.size(chatId) >= MAX_WAITING) throw tooBusy();
        return withPlace(chatId, async (place) => {
          const message = await reopen(uid, chatId, messageId);
          await follow();
          const replyId = message.replyId ?? randomUUID();
          enqueueReply(uid, chatId, message, replyId, place);
          return { result: { chatId, messageId, replyId }, queued: true };
        });
      });
    },

    async history(uid, chatId, follow) {
      const chat = await getOwnedChat(uid, chatId);
      if (!chat) throw notFound(msg('errors:chatNotFound'));
      // Followed before reading, so no reply event can fall between the read and the answer.
      await follow();
      for (let attempt = 0; ; attempt += 1) {
        const before = settled.get(chatId) ?? 0;
        const messages = await listMessages(chatId);
        if ((settled.get(chatId) ?? 0) === before || attempt >= 2) {
          const progress = live.get(chatId);
          return {
            chat: toChatView(chat),
            messages: messages.map((m) => toMessageView(m, queued.has(m.id) ? undefined : orphanedBefore())),
            inProgress: progress ? { ...progress } : null,
          };
        }
      }
    },

    async drain(ms) {
      let timer: NodeJS.Timeout | undefined;
      await Promise.race([replies.idle(), new Promise<void>((resolve) => (timer = setTimeout(resolve, ms)))]);
      clearTimeout(timer);
    },
  };
}
