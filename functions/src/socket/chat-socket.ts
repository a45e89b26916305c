import { randomUUID } from 'node:crypto';
import type { Server as HttpServer } from 'node:http';
import { Server, type Socket } from 'socket.io';
import { z } from 'zod';
import { DOC_ID_PATTERN } from '../shared/ids';
import type { AgentProvider } from '../ai/agent';
import { agentProvider } from '../ai/provider';
import { config } from '../config';
import { appendUserMessage, getOwnedChat, listMessages, reopenForRetry } from '../data/chats-repo';
import { verifyIdToken, type VerifiedIdentity } from '../data/identity';
import { resolveAttachments } from '../services/chat-attachments';
import { CHAT_FILE_TYPES, MAX_FILES_PER_MESSAGE } from '../shared/chat/chat-files';
import type {
  HistoryAck,
  MessageAck,
  MessageErrorEvent,
  ReplyInProgress,
  RetryAck,
  ServerToClientEvents,
  SocketErrorBody,
} from '../shared/chat/chat-events';
import type { MessageRecord } from '../shared/chat/chat-types';
import { stalePendingAfterMs, toAssistantMessageEvent, toChatView, toMessageView } from '../domain/chat/chat-view';
import { chatTitle } from '../domain/chat/chat-title';
import { runReply } from '../services/chat-reply';
import { badRequest, DomainError, notFound, tooManyRequests } from '../domain/errors';
import { parseInput } from '../http/validate';
import { createKeyedQueue } from './keyed-queue';

interface SocketData {
  user: VerifiedIdentity;
}

// The requests as they arrive (domain/chat/chat-events.ts has the client's typed side): payloads are untrusted and
// validated with zod; the callback may be missing or not a function.
interface UntrustedClientEvents {
  message: (payload: unknown, ack?: unknown) => void;
  retry: (payload: unknown, ack?: unknown) => void;
  history: (payload: unknown, ack?: unknown) => void;
}

type ChatServer = Server<UntrustedClientEvents, ServerToClientEvents, Record<string, never>, SocketData>;
type ChatSocket = Socket<UntrustedClientEvents, ServerToClientEvents, Record<string, never>, SocketData>;

export interface ChatServiceOptions {
  /** Defaults to the configured provider. */
  provider?: AgentProvider;
  /** Budget for one reply; defaults to config.ai.timeoutMs. */
  timeoutMs?: number;
}

export interface ChatService {
  io: ChatServer;
  /** Waits (at most `ms`) for the replies in progress, so a stopping server still stores them. */
  drain(ms: number): Promise<void>;
}

const MAX_TEXT = 8000;
/** Replies waiting per chat; beyond it a sender is asked to wait rather than queueing without bound. */
const MAX_WAITING = 10;
/** Far longer than any history read takes. */
const SETTLED_MEMORY_MS = 60_000;
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

const chatIdSchema = z.string({ error: 'Required' }).regex(UUID, 'Must be a UUID');

const messageSchema = z
  .object({
    chatId: chatIdSchema,
    text: z.string({ error: 'Must be text' }).max(MAX_TEXT, `At most ${MAX_TEXT} characters`).default(''),
    /** Client-chosen id, so that resending after a lost acknowledgement is harmless. */
    messageId: z.string().regex(DOC_ID_PATTERN, 'Letters, digits, - and _ only').optional(),
    attachments: z
      .array(
        z.object({
          path: z.string().min(1, 'Required').max(1024),
          name: z.string().trim().min(1, 'Required').max(200),
          mimeType: z.string().regex(CHAT_FILE_TYPES, 'Images, PDF or recorded audio only'),
        }),
      )
      .max(MAX_FILES_PER_MESSAGE, `At most ${MAX_FILES_PER_MESSAGE} files`)
      .default([]),
  })
  .refine((m) => m.text.trim().length > 0 || m.attachments.length > 0, { message: 'Type a message', path: ['text'] });

const retrySchema = z.object({ chatId: chatIdSchema, messageId: z.string().regex(DOC_ID_PATTERN, 'Not a message id') });
const historySchema = z.object({ chatId: chatIdSchema });

const room = (chatId: string) => `chat:${chatId}`;

function toSocketError(error: unknown): SocketErrorBody {
  if (error instanceof DomainError) {
    return error.fields ? { code: error.code, message: error.message, fields: error.fields } : { code: error.code, message: error.message };
  }
  console.error('chat socket error', error);
  return { code: 'internal', message: 'Something went wrong on our side. Please try again.' };
}

const tooBusy = () => tooManyRequests('Please wait for the replies to your earlier messages.');

/** socket.io on the default /socket.io path; the handshake must carry a valid ID token. */
export function attachChatSockets(httpServer: HttpServer, options: ChatServiceOptions = {}): ChatService {
  const provider = options.provider ?? agentProvider();
  const timeoutMs = options.timeoutMs ?? config.ai.timeoutMs;
  const staleAfterMs = stalePendingAfterMs(timeoutMs);

  const io: ChatServer = new Server(httpServer, { cors: { origin: config.allowedOrigins } });
  io.use((socket, next) => {
    const token = (socket.handshake.auth as { token?: unknown }).token;
    if (typeof token !== 'string' || !token) {
      next(new Error('No token'));
      return;
    }
    verifyIdToken(token)
      .then((user) => {
        socket.data.user = user;
        next();
      })
      .catch(() => next(new Error('Invalid token')));
  });

  // Stores are serialised per chat so that turns are numbered in arrival order; replies run one at a time per chat.
  const writes = createKeyedQueue();
  const replies = createKeyedQueue();
  const live = new Map<string, ReplyInProgress>();
  const queued = new Set<string>();
  // Bumped whenever a reply of the chat settles: a history read that overlapped one is read again.
  const settled = new Map<string, number>();

  function enqueueReply(uid: string, chatId: string, message: MessageRecord, replyId: string): void {
    queued.add(message.id);
    const to = () => io.to(room(chatId));
    void replies
      .run(chatId, async () => {
        const progress: ReplyInProgress = { messageId: replyId, replyTo: message.id, text: '', chunks: 0 };
        live.set(chatId, progress);
        try {
          const outcome = await runReply(
            provider,
            { uid, chatId, trigger: message, replyId },
            {
              onChunk: (chunk, index) => {
                progress.text += chunk;
                progress.chunks = index + 1;
                to().emit('reply-stream', { chatId, messageId: replyId, replyTo: message.id, chunk, index });
              },
            },
            { timeoutMs },
          );
          for (const call of outcome.calls) {
            const event = toAssistantMessageEvent(call);
            if (event) to().emit('assistant-message', event);
          }
          to().emit('reply-end', { chatId, messageId: replyId, replyTo: message.id, provider: outcome.provider, text: outcome.text });
        } catch (error) {
          to().emit('reply-error', { chatId, messageId: replyId, replyTo: message.id, retryable: true, error: toSocketError(error) });
        } finally {
          live.delete(chatId);
          settled.set(chatId, (settled.get(chatId) ?? 0) + 1);
          queued.delete(message.id);
          // Only history reads running right now need the count; forget it later so the map does not grow forever.
          setTimeout(() => {
            if (replies.size(chatId) === 0) settled.delete(chatId);
          }, SETTLED_MEMORY_MS).unref();
        }
      })
      .catch((error: unknown) => console.error('chat reply task failed', error));
  }

  type Reply = { ok: true } | { ok: false; error: SocketErrorBody };
  function respond(socket: ChatSocket, ack: unknown, request: MessageErrorEvent['request'], chatId: string | null, body: Reply) {
    if (typeof ack === 'function') {
      (ack as (response: Reply) => void)(body);
      return;
    }
    if (!body.ok) socket.emit('message-error', { request, chatId, error: body.error });
  }

  const chatIdOf = (raw: unknown): string | null => {
    const value = typeof raw === 'object' && raw !== null ? (raw as { chatId?: unknown }).chatId : undefined;
    return typeof value === 'string' ? value.slice(0, 128) : null;
  };

  async function onMessage(socket: ChatSocket, raw: unknown) {
    const { uid } = socket.data.user;
    const input = parseInput(messageSchema, raw, 'Invalid message');
    const { chatId } = input;
    if (replies.size(chatId) >= MAX_WAITING) throw tooBusy();
    const attachments = await resolveAttachments(uid, input.attachments);
    return writes.run(chatId, async () => {
      const stored = await appendUserMessage(uid, chatId, {
        messageId: input.messageId ?? randomUUID(),
        replyId: randomUUID(),
        text: input.text,
        attachments,
        title: chatTitle(input.text, attachments.map((a) => a.name)),
      });
      // Only now is the chat known to be the caller's, so only now may the socket hear its replies.
      await socket.join(room(chatId));
      let { message } = stored;
      if (stored.created) {
        enqueueReply(uid, chatId, message, message.replyId ?? randomUUID());
      } else if (message.status === 'failed' && !queued.has(message.id)) {
        // Resending a message that failed is the same as retrying it.
        message = await reopenForRetry(uid, chatId, message.id, randomUUID(), staleAfterMs);
        enqueueReply(uid, chatId, message, message.replyId ?? randomUUID());
      }
      return { ok: true as const, chatId, messageId: message.id, replyId: message.replyId, duplicate: !stored.created } satisfies MessageAck;
    });
  }

  async function onRetry(socket: ChatSocket, raw: unknown) {
    const { uid } = socket.data.user;
    const { chatId, messageId } = parseInput(retrySchema, raw, 'Invalid retry');
    if (queued.has(messageId)) throw badRequest('This message is still being answered');
    if (replies.size(chatId) >= MAX_WAITING) throw tooBusy();
    return writes.run(chatId, async () => {
      const message = await reopenForRetry(uid, chatId, messageId, randomUUID(), staleAfterMs);
      await socket.join(room(chatId));
      const replyId = message.replyId ?? randomUUID();
      enqueueReply(uid, chatId, message, replyId);
      return { ok: true as const, chatId, messageId, replyId } satisfies RetryAck;
    });
  }

  async function onHistory(socket: ChatSocket, raw: unknown) {
    const { uid } = socket.data.user;
    const { chatId } = parseInput(historySchema, raw, 'Invalid history request');
    const chat = await getOwnedChat(uid, chatId);
    if (!chat) throw notFound('Chat not found');
    // Joined before reading, so no reply event can fall between the read and the answer.
    await socket.join(room(chatId));
    for (let attempt = 0; ; attempt += 1) {
      const before = settled.get(chatId) ?? 0;
      const messages = await listMessages(chatId);
      if ((settled.get(chatId) ?? 0) === before || attempt >= 2) {
        const progress = live.get(chatId);
        return {
          ok: true as const,
          chat: toChatView(chat),
          messages: messages.map((m) => toMessageView(m, queued.has(m.id) ? undefined : Date.now() - staleAfterMs)),
          inProgress: progress ? { ...progress } : null,
        } satisfies HistoryAck;
      }
    }
  }

  io.on('connection', (socket) => {
    const handle =
      (request: MessageErrorEvent['request'], work: (socket: ChatSocket, raw: unknown) => Promise<{ ok: true }>) =>
      (raw: unknown, ack?: unknown) => {
        work(socket, raw).then(
          (body) => respond(socket, ack, request, chatIdOf(raw), body),
          (error: unknown) => respond(socket, ack, request, chatIdOf(raw), { ok: false, error: toSocketError(error) }),
        );
      };
    socket.on('message', handle('message', onMessage));
    socket.on('retry', handle('retry', onRetry));
    socket.on('history', handle('history', onHistory));
  });

  return {
    io,
    async drain(ms) {
      let timer: NodeJS.Timeout | undefined;
      await Promise.race([replies.idle(), new Promise<void>((resolve) => (timer = setTimeout(resolve, ms)))]);
      clearTimeout(timer);
    },
  };
}
