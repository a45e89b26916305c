// The chat service's transport: socket.io with ID-token authentication. Each event is validated with zod, handed to
// the chat turns service (services/chat-turns.ts), and its outcome sent back as an acknowledgement or an event. The
// case discussion's events (discussion-socket.ts) ride the same connections through the same pipeline.
import type { Server as HttpServer } from 'node:http';
import { Server, type ServerOptions, type Socket } from 'socket.io';
import { z } from 'zod';
import type { AgentProvider } from '../ai/agent';
import { agentProvider } from '../ai/provider';
import { config } from '../config';
import { verifyIdToken } from '../data/identity';
import { badRequest, DomainError, errorBody } from '../domain/errors';
import { render, renderEnglish } from '../domain/i18n/render';
import { matchAcceptLanguage, type Locale } from '../shared/i18n/locale';
import type { RateLimit } from '../domain/limits/rate-limit';
import type { SignedInUser } from '../domain/signed-in-user';
import { parseInput } from '../domain/validate';
import { log, withLogContext, type LogContext } from '../log';
import { createChatTurns, type ChatTurnPublisher, type ChatTurnsOptions } from '../services/chat-turns';
import { rateLimiter, SOCKET_EVENT_RATE_LIMIT, withinLimit } from '../transport/rate-limiter';
import { storedLocale } from '../services/user-locale';
import { CHAT_FILE_TYPES, MAX_FILES_PER_MESSAGE } from '../shared/chat/chat-files';
import { chatAttachmentNameSchema, chatAttachmentPathSchema, chatMessageTextSchema } from '../shared/chat/chat-text';
import type { MessageErrorEvent, ServerToClientEvents, SocketErrorBody } from '../shared/chat/chat-events';
import type { SessionServerEvents } from '../shared/chat/chat-session-events';
import type { DiscussionServerEvents } from '../shared/discussion/discussion-events';
import { DOC_ID_PATTERN, docIdSchema } from '../shared/ids';
import { jsonDepthExceeds, TOO_DEEP_MESSAGE } from '../shared/json-depth';
import { createDiscussionSockets, DISCUSSION_EVENT_RATE_LIMIT, type PRESENCE_CHANGED, type DiscussionEvent } from './discussion-socket';
import { arrivalOrder } from './arrival-order';
import { localSocketsIn, userRoom } from './rooms';
import { createSocketSession, DEFAULT_SESSION_CHECK, type SessionCheckOptions } from './session-check';
import { msg, type Message } from '../shared/i18n/message';
import { issueText } from '../shared/i18n/message';

interface SocketData {
  user: SignedInUser;
  /** The handshake's token, until the connection's session takes it over. */
  token: string;
  /** The language of the socket's error messages (socketLocale); the `auth` event may change it. */
  locale: Locale;
}

// The requests as they arrive (shared/chat/chat-events.ts has the client's typed side): payloads are untrusted and
// validated with zod; the callback may be missing or not a function.
interface UntrustedClientEvents {
  message: (payload: unknown, ack?: unknown) => void;
  retry: (payload: unknown, ack?: unknown) => void;
  history: (payload: unknown, ack?: unknown) => void;
  auth: (payload: unknown, ack?: unknown) => void;
}
type UntrustedEvents = UntrustedClientEvents & Record<DiscussionEvent, (payload: unknown, ack?: unknown) => void>;

type ServerEvents = ServerToClientEvents & SessionServerEvents & DiscussionServerEvents;
/** What the instances tell each other through the adapter (discussion-socket.ts). */
interface InterServerEvents {
  [PRESENCE_CHANGED]: (uid: string) => void;
}
export type ChatServer = Server<UntrustedEvents, ServerEvents, InterServerEvents, SocketData>;
export type ChatSocket = Socket<UntrustedEvents, ServerEvents, InterServerEvents, SocketData>;

export interface ChatServiceOptions {
  /** Defaults to the configured provider. */
  provider?: AgentProvider;
  /** Budget for one reply; defaults to config.ai.timeoutMs. */
  timeoutMs?: number;
  /** How often the sign-in of an open socket is checked again (session-check.ts); tests shorten it. */
  sessionCheck?: Partial<SessionCheckOptions>;
  /** Events per user (all their sockets, on every instance when Redis is shared); defaults to SOCKET_EVENT_RATE_LIMIT. */
  rateLimit?: RateLimit;
  /** Discussion events per user, counted apart from the chat's; defaults to DISCUSSION_EVENT_RATE_LIMIT. */
  discussionRateLimit?: RateLimit;
  /** Shares room broadcasts with the service's other instances (redis-adapter.ts); one process needs none. */
  adapter?: ServerOptions['adapter'];
  /** Counts each chat's waiting replies across the instances (data/waiting-replies-repo.ts); one process needs none. */
  waiting?: ChatTurnsOptions['waiting'];
  /**
   * Follows the API's revocations (data/session-revocations-repo.ts): the user's sockets on this instance are told
   * and disconnected at once. Answers the function that stops following. Without it, the periodic check does it.
   */
  revocations?: (onRevoked: (uid: string) => void, onError: (error: Error) => void) => () => void;
}

export interface ChatService {
  io: ChatServer;
  /** Waits (at most `ms`) for the replies and discussion sends in progress, so a stopping server still stores them. */
  drain(ms: number): Promise<void>;
}

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

const chatIdSchema = z.string({ error: issueText('validation:required') }).regex(UUID, issueText('validation:mustBeAUUID'));

const messageSchema = z
  .object({
    chatId: chatIdSchema,
    text: chatMessageTextSchema.default(''),
    /** Client-chosen id, so that resending after a lost acknowledgement is harmless. */
    messageId: z.string().regex(DOC_ID_PATTERN, issueText('validation:lettersDigitsAndOnly')).optional(),
    attachments: z
      .array(
        z.object({
          path: chatAttachmentPathSchema,
          name: chatAttachmentNameSchema,
          mimeType: z.string().regex(CHAT_FILE_TYPES, issueText('validation:imagesPDFOrRecordedAudioOnly')),
        }),
      )
      .max(MAX_FILES_PER_MESSAGE, issueText('validation:atMostMaxFiles', { max: MAX_FILES_PER_MESSAGE }))
      .default([]),
    /** The case a new chat is about ('Discuss with AI'); checked against the sender in the store's transaction. */
    caseId: docIdSchema('labels:case').optional(),
  })
  .refine((m) => m.text.length > 0 || m.attachments.length > 0, { message: issueText('validation:typeAMessage'), path: ['text'] });

const retrySchema = z.object({ chatId: chatIdSchema, messageId: z.string().regex(DOC_ID_PATTERN, issueText('validation:notAMessageId')) });
const historySchema = z.object({ chatId: chatIdSchema });
// ID tokens are about 1 KB; the bound only keeps junk from reaching the verifier.
const authSchema = z.object({
  token: z
    .string({ error: issueText('validation:required') })
    .min(1, issueText('validation:required'))
    .max(8192, issueText('validation:notAnIDToken')),
  /** The app's current language, as in the handshake's `auth.locale`. */
  locale: z.string().max(64).optional(),
});

const checkSignIn = (token: string) => verifyIdToken(token, { checkRevoked: true });

const room = (chatId: string) => `chat:${chatId}`;

/**
 * The socket's counterpart of http/error-mapper.ts: a domain error's own message, anything else a generic one, in
 * the socket's language.
 */
function toSocketError(error: unknown, locale: Locale): SocketErrorBody {
  if (error instanceof DomainError) {
    const { retryAfterSeconds } = error;
    return { ...errorBody(error, locale), ...(retryAfterSeconds === undefined ? {} : { retryAfterSeconds }) };
  }
  log.error('chat socket request failed', {}, error);
  return { code: 'internal', message: render(locale, msg('errors:somethingWentWrong')) };
}

/**
 * The language of a socket's answers: the app's current language sent as `auth.locale` in the handshake (the web
 * sends Accept-Language on API calls; a browser's socket handshake carries only the browser's own), else the user's
 * Settings language, else the handshake's Accept-Language header, else English.
 */
async function socketLocale(handshake: Socket['handshake'], uid: string): Promise<Locale> {
  const sent = (handshake.auth as { locale?: unknown }).locale;
  const chosen = typeof sent === 'string' ? matchAcceptLanguage(sent) : null;
  if (chosen) return chosen;
  const stored = await storedLocale(uid);
  return stored !== 'en' ? stored : (matchAcceptLanguage(handshake.headers['accept-language']) ?? 'en');
}

type Outcome = { ok: true } | { ok: false; error: SocketErrorBody };

function respond(socket: ChatSocket, ack: unknown, request: MessageErrorEvent['request'], chatId: string | null, body: Outcome) {
  if (typeof ack === 'function') {
    (ack as (response: Outcome) => void)(body);
    return;
  }
  if (!body.ok) socket.emit('message-error', { request, chatId, error: body.error });
}

/** Tells the client why, then disconnects: the account is gone or disabled, its tokens revoked, or the token expired. */
function endSession(socket: ChatSocket, message: Message): void {
  if (socket.disconnected) return;
  log.info('chat socket signed out by the server', { reason: renderEnglish(message) });
  // Stays English: clients compare the reason (docs/ARCHITECTURE.md, "Languages").
  socket.emit('session-ended', { error: { code: 'unauthenticated', message: renderEnglish(message) } });
  socket.disconnect(true);
}

/**
 * An event's arguments as they arrive: socket.io hands the callback over as the first argument when the client sent
 * no payload. A payload nested deeper than any of ours is refused before anything reads it.
 */
function untrusted(first: unknown, second: unknown): { raw: unknown; ack: unknown } {
  return typeof first === 'function' && second === undefined ? { raw: undefined, ack: first } : { raw: first, ack: second };
}

function checkDepth(raw: unknown): void {
  if (jsonDepthExceeds(raw)) throw badRequest(TOO_DEEP_MESSAGE);
}

const idOf =
  (field: 'chatId' | 'caseId') =>
  (raw: unknown): string | null => {
    const value = typeof raw === 'object' && raw !== null ? (raw as Record<string, unknown>)[field] : undefined;
    return typeof value === 'string' ? value.slice(0, 128) : null;
  };
const chatIdOf = idOf('chatId');
const caseIdOf = idOf('caseId');

/** socket.io on the default /socket.io path; the handshake must carry a valid ID token. */
export function attachChatSockets(httpServer: HttpServer, options: ChatServiceOptions = {}): ChatService {
  const io: ChatServer = new Server(httpServer, { cors: { origin: config.allowedOrigins }, adapter: options.adapter });
  const sessionCheck: SessionCheckOptions = { ...DEFAULT_SESSION_CHECK, ...options.sessionCheck };
  /** A per-user limit, shared by the instances through Redis when there is one: counts an event or refuses it. */
  const limiter = (name: string, limit: RateLimit) => {
    const counts = rateLimiter(name, limit);
    return (uid: string) => withinLimit(counts, uid);
  };
  const withinChatLimit = limiter('socket', options.rateLimit ?? SOCKET_EVENT_RATE_LIMIT);
  const withinDiscussionLimit = limiter('discussion', options.discussionRateLimit ?? DISCUSSION_EVENT_RATE_LIMIT);
  io.use((socket, next) => {
    const token = (socket.handshake.auth as { token?: unknown }).token;
    if (typeof token !== 'string' || !token) {
      next(new Error('No token'));
      return;
    }
    // With the revocation check: the socket may live for hours, and a revoked token must not open one.
    checkSignIn(token)
      .then(async (user) => {
        socket.data.user = user;
        socket.data.token = token;
        socket.data.locale = await socketLocale(socket.handshake, user.uid);
        next();
      })
      .catch(() => next(new Error('Invalid token')));
  });

  /** The language of a chat's room: its first socket's (a chat has one owner), English when none is left. */
  const roomLocale = (chatId: string): Locale => localSocketsIn(io, room(chatId)).find((socket) => socket.data.locale)?.data.locale ?? 'en';

  const publish = (chatId: string): ChatTurnPublisher => {
    const to = () => io.to(room(chatId));
    return {
      stream: (event) => to().emit('reply-stream', event),
      assistantMessage: (event) => to().emit('assistant-message', event),
      end: (event) => to().emit('reply-end', event),
      // A room's sockets may read different languages; the chat's owner is one person, so the first socket's is used.
      failed: (event, error) => to().emit('reply-error', { ...event, retryable: true, error: toSocketError(error, roomLocale(chatId)) }),
    };
  };
  const turns = createChatTurns({
    provider: options.provider ?? agentProvider(),
    timeoutMs: options.timeoutMs ?? config.ai.timeoutMs,
    publish,
    ...(options.waiting === undefined ? {} : { waiting: options.waiting }),
  });

  const follow = (socket: ChatSocket, chatId: string) => () => socket.join(room(chatId));
  const discussion = createDiscussionSockets(io, { clustered: options.adapter !== undefined });

  async function onMessage(socket: ChatSocket, raw: unknown) {
    const input = parseInput(messageSchema, raw, msg('errors:invalidMessage'));
    const sent = await turns.send(socket.data.user.uid, input, follow(socket, input.chatId));
    return { ok: true as const, ...sent };
  }

  async function onRetry(socket: ChatSocket, raw: unknown) {
    const { chatId, messageId } = parseInput(retrySchema, raw, msg('errors:invalidRetry'));
    return { ok: true as const, ...(await turns.retry(socket.data.user.uid, chatId, messageId, follow(socket, chatId))) };
  }

  async function onHistory(socket: ChatSocket, raw: unknown) {
    const { chatId } = parseInput(historySchema, raw, msg('errors:invalidHistoryRequest'));
    return { ok: true as const, ...(await turns.history(socket.data.user.uid, chatId, follow(socket, chatId))) };
  }

  // A revoked or deleted account's sockets end at once; the periodic check (session-check.ts) is the safety net.
  const stopRevocations = options.revocations?.(
    (uid) => {
      for (const socket of localSocketsIn(io, userRoom(uid)))
        withLogContext({ socketId: socket.id, uid }, () => endSession(socket, msg('errors:invalidToken')));
    },
    (error) => log.warn('revocations could not be followed; the periodic check still ends revoked sessions', { error: error.message }),
  );
  httpServer.once('close', () => stopRevocations?.());

  io.on('connection', (socket) => {
    void socket.join(userRoom(socket.data.user.uid));
    const session = createSocketSession({
      user: socket.data.user,
      token: socket.data.token,
      check: checkSignIn,
      options: sessionCheck,
      onEnd: (message) => withLogContext({ socketId: socket.id, uid: socket.data.user.uid }, () => endSession(socket, message)),
    });
    socket.on('disconnect', () => session.close());

    // After a refused check the client hears why (the ack or message-error), then the session ends.
    const afterFailure = () => {
      if (session.ended !== null) endSession(socket, session.ended);
    };
    // The socket's events pass their rate limit in the order they arrived (arrival-order.ts).
    const inArrivalOrder = arrivalOrder();
    /**
     * The one pipeline of a client event: its user's rate limit, the depth check, a fresh enough sign-in, then the
     * work, whose result (or error) answers the ack; `context` names the chat or case in the log lines.
     */
    const serve =
      (
        limit: (uid: string) => Promise<void>,
        context: (raw: unknown) => LogContext,
        reply: (ack: unknown, context: LogContext, body: Outcome) => void,
        work: (raw: unknown) => Promise<{ ok: true }>,
      ) =>
      (first: unknown, second?: unknown) => {
        const { raw, ack } = untrusted(first, second);
        const ids = jsonDepthExceeds(raw) ? {} : context(raw);
        withLogContext({ socketId: socket.id, uid: socket.data.user.uid, ...ids }, () => {
          inArrivalOrder(limit(socket.data.user.uid))
            .then(() => checkDepth(raw))
            .then(() => session.ensureFresh())
            .then(() => work(raw))
            .then(
              (body) => reply(ack, ids, body),
              (error: unknown) => {
                reply(ack, ids, { ok: false, error: toSocketError(error, socket.data.locale) });
                afterFailure();
              },
            );
        });
      };
    const chatContext = (raw: unknown): LogContext => {
      const chatId = chatIdOf(raw);
      return chatId ? { chatId } : {};
    };
    const handle = (request: MessageErrorEvent['request'], work: (socket: ChatSocket, raw: unknown) => Promise<{ ok: true }>) =>
      serve(
        withinChatLimit,
        chatContext,
        (ack, ids, body) => respond(socket, ack, request, ids.chatId ?? null, body),
        (raw) => work(socket, raw),
      );
    socket.on('message', handle('message', onMessage));
    socket.on('retry', handle('retry', onRetry));
    socket.on('history', handle('history', onHistory));
    // Discussion events answer only through their ack (PROTOCOL.md, "Case discussion").
    const caseContext = (raw: unknown): LogContext => {
      const caseId = caseIdOf(raw);
      return caseId ? { caseId } : {};
    };
    const answerAck = (ack: unknown, _ids: LogContext, body: Outcome) => {
      if (typeof ack === 'function') (ack as (response: Outcome) => void)(body);
    };
    discussion.register(socket, (event, work) => socket.on(event, serve(withinDiscussionLimit, caseContext, answerAck, work)));
    // A refreshed ID token (the client's hourly refresh), so the socket outlives the one it connected with.
    socket.on('auth', (first: unknown, second?: unknown) => {
      const { raw, ack } = untrusted(first, second);
      withLogContext({ socketId: socket.id, uid: socket.data.user.uid }, () => {
        const reply = (body: Outcome) => respond(socket, ack, 'auth', null, body);
        Promise.resolve()
          .then(() => checkDepth(raw))
          .then(async () => {
            const input = parseInput(authSchema, raw, msg('errors:invalidAuthRequest'));
            await session.replaceToken(input.token);
            const locale = input.locale === undefined ? null : matchAcceptLanguage(input.locale);
            if (locale) socket.data.locale = locale;
          })
          .then(
            () => reply({ ok: true }),
            (error: unknown) => {
              reply({ ok: false, error: toSocketError(error, socket.data.locale) });
              afterFailure();
            },
          );
      });
    });
  });

  return {
    io,
    drain: async (ms) => {
      await Promise.all([turns.drain(ms), discussion.drain(ms)]);
    },
  };
}
