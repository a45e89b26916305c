// The chat service's socket protocol (see functions/src/socket/PROTOCOL.md). Every client request takes an
// acknowledgement callback; without one, a failure is reported as a `message-error` event instead. Pure types in
// shared/: the web imports them through `@shared/`.
import type { AttachmentRef } from './chat-types';
import type { AssistantMessageEvent, ChatView, MessageView, ProviderLabel } from './chat-views';

export interface SocketErrorBody {
  code: string;
  message: string;
  fields?: Record<string, string>;
  /** With `resource-exhausted`: seconds to wait before sending again. */
  retryAfterSeconds?: number;
}

export type Ack<T> = ({ ok: true } & T) | { ok: false; error: SocketErrorBody };

/** `message` ack: the user message is stored; its reply will stream as `replyId`. */
export type MessageAck = Ack<{ chatId: string; messageId: string; replyId: string | null; duplicate: boolean }>;
export type RetryAck = Ack<{ chatId: string; messageId: string; replyId: string }>;

/** A reply this server is still streaming: `chunks` of it are already in `text`. */
export interface ReplyInProgress {
  messageId: string;
  replyTo: string;
  text: string;
  chunks: number;
}

export type HistoryAck = Ack<{ chat: ChatView; messages: MessageView[]; inProgress: ReplyInProgress | null }>;

export interface ReplyStreamEvent {
  chatId: string;
  /** The reply's id (its stored text message). */
  messageId: string;
  /** The user message (or tool result) it answers. */
  replyTo: string;
  chunk: string;
  /** 0, 1, 2, ... within the reply. */
  index: number;
}

export interface ReplyEndEvent {
  chatId: string;
  messageId: string;
  replyTo: string;
  provider: ProviderLabel;
  /** The whole reply as stored (chunks joined); empty when the reply was only tool calls. */
  text: string;
}

export interface ReplyErrorEvent {
  chatId: string;
  messageId: string;
  replyTo: string;
  retryable: true;
  error: SocketErrorBody;
}

export interface MessageErrorEvent {
  request: 'message' | 'retry' | 'history' | 'auth';
  chatId: string | null;
  error: SocketErrorBody;
}

export interface ServerToClientEvents {
  'reply-stream': (event: ReplyStreamEvent) => void;
  'reply-end': (event: ReplyEndEvent) => void;
  'reply-error': (event: ReplyErrorEvent) => void;
  'assistant-message': (event: AssistantMessageEvent) => void;
  'message-error': (event: MessageErrorEvent) => void;
}

/** A `message` as this project's web client sends it (the server also takes it without `messageId`/`attachments`). */
export interface MessagePayload {
  chatId: string;
  text: string;
  messageId: string;
  attachments: AttachmentRef[];
  /**
   * The case a new chat is about ('Discuss with AI', /ai-assistant/chat?case=<id>): stored on the chat its first
   * message creates. Another user's or a missing case is refused with `not-found`; an existing chat must be about it.
   */
  caseId?: string;
}

/**
 * The client's side of the requests. The server does not trust it: it validates every payload with zod and may get
 * no callback at all (see `UntrustedClientEvents` in socket/chat-socket.ts).
 */
export interface ClientToServerEvents {
  message: (payload: MessagePayload, ack: (response: MessageAck) => void) => void;
  retry: (payload: { chatId: string; messageId: string }, ack: (response: RetryAck) => void) => void;
  history: (payload: { chatId: string }, ack: (response: HistoryAck) => void) => void;
}
