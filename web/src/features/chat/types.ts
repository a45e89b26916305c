// The chat service's wire shapes as the browser sees them. The server's own types
// (functions/src/socket/chat-events.ts, functions/src/domain/chat/chat-view.ts) pull in server-only modules, so
// they are mirrored here; functions/src/socket/PROTOCOL.md is the contract both follow.

export interface ProviderLabel {
  name: string;
  label: string;
}

export interface ChatAttachment {
  path: string;
  name: string;
  mimeType: string;
  size: number;
}

export interface ChatView {
  chatId: string;
  title: string;
  caseId: string | null;
  createdAt: string;
  updatedAt: string;
}

export type MessageRole = 'user' | 'assistant' | 'function_call' | 'function_result';
export type MessageStatus = 'pending' | 'answered' | 'failed' | 'complete';

export interface MessageView {
  id: string;
  chatId: string;
  role: MessageRole;
  sender: 'user' | 'ai';
  text: string;
  isMarkdown: boolean;
  status: MessageStatus;
  retryable: boolean;
  seq: number;
  replyTo: string | null;
  createdAt: string;
  provider: ProviderLabel | null;
  attachments: ChatAttachment[];
  type?: 'function_call';
  content?: string;
  function_call?: { name: string; payload: Record<string, unknown>; callId: string };
  actionLabel?: string | null;
  actionRoute?: string | null;
  function_result?: { name: string; callId: string; result: unknown };
}

export interface SocketErrorBody {
  code: string;
  message: string;
  fields?: Record<string, string>;
}

export type Ack<T> = ({ ok: true } & T) | { ok: false; error: SocketErrorBody };

export interface ReplyInProgress {
  messageId: string;
  replyTo: string;
  text: string;
  chunks: number;
}

export type MessageAck = Ack<{ chatId: string; messageId: string; replyId: string | null; duplicate: boolean }>;
export type RetryAck = Ack<{ chatId: string; messageId: string; replyId: string }>;
export type HistoryAck = Ack<{ chat: ChatView; messages: MessageView[]; inProgress: ReplyInProgress | null }>;

export interface ReplyStreamEvent {
  chatId: string;
  messageId: string;
  replyTo: string;
  chunk: string;
  index: number;
}

export interface AssistantMessageEvent {
  chatId: string;
  type: 'function_call';
  /** The call id. */
  id: string;
  messageId: string;
  replyTo: string | null;
  content: string;
  function_call: { name: string; payload: Record<string, unknown> };
  actionLabel: string | null;
  actionRoute: string | null;
  provider: ProviderLabel | null;
}

export interface ReplyEndEvent {
  chatId: string;
  messageId: string;
  replyTo: string;
  provider: ProviderLabel;
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
  request: 'message' | 'retry' | 'history';
  chatId: string | null;
  error: SocketErrorBody;
}

export interface OutgoingAttachment {
  path: string;
  name: string;
  mimeType: string;
}

export interface ServerToClientEvents {
  'reply-stream': (event: ReplyStreamEvent) => void;
  'reply-end': (event: ReplyEndEvent) => void;
  'reply-error': (event: ReplyErrorEvent) => void;
  'assistant-message': (event: AssistantMessageEvent) => void;
  'message-error': (event: MessageErrorEvent) => void;
}

export interface ClientToServerEvents {
  message: (
    payload: { chatId: string; text: string; messageId: string; attachments: OutgoingAttachment[] },
    ack: (response: MessageAck) => void,
  ) => void;
  retry: (payload: { chatId: string; messageId: string }, ack: (response: RetryAck) => void) => void;
  history: (payload: { chatId: string }, ack: (response: HistoryAck) => void) => void;
}

/** The follow-up `POST /chats/{chatId}/interactions/{callId}/result` answers with. */
export interface InteractionFollowUp {
  message: MessageView | null;
  assistantMessages: AssistantMessageEvent[];
}
