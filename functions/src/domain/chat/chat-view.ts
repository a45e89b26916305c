// The shapes clients see for chats and messages, the same over REST and the socket.
import type { ChatRecord, MessageRecord, MessageRole, MessageSender, MessageStatus, ProviderLabel } from '../../data/chats-repo';
import { toolPresentation } from './tool-prompts';

export interface ChatView {
  chatId: string;
  title: string;
  caseId: string | null;
  createdAt: string;
  updatedAt: string;
}

export interface MessageView {
  id: string;
  chatId: string;
  role: MessageRole;
  /** For the UI: who the bubble belongs to. */
  sender: MessageSender;
  text: string;
  /** AI text is markdown; a user's text is shown as typed. */
  isMarkdown: boolean;
  status: MessageStatus;
  /** A user message the assistant failed to answer; send `retry` for it. */
  retryable: boolean;
  seq: number;
  replyTo: string | null;
  createdAt: string;
  provider: ProviderLabel | null;
  attachments: Array<{ path: string; name: string; mimeType: string; size: number }>;
  /** Present on tool calls; `type`/`content` mirror the live `assistant-message` event. */
  type?: 'function_call';
  content?: string;
  function_call?: { name: string; payload: Record<string, unknown>; callId: string };
  actionLabel?: string | null;
  actionRoute?: string | null;
  /** Present on recorded tool results. */
  function_result?: { name: string; callId: string; result: unknown };
}

export function toChatView(chat: ChatRecord): ChatView {
  return { chatId: chat.id, title: chat.title, caseId: chat.caseId, createdAt: chat.createdAt, updatedAt: chat.updatedAt };
}

/** A pending message older than this lost its server mid-reply (a reply never takes that long) and may be retried. */
export const stalePendingAfterMs = (replyTimeoutMs: number): number => replyTimeoutMs * 2 + 10_000;

/**
 * `stalePendingBefore`: pending user messages created before this time (ms since the epoch) are shown as retryable;
 * leave it out where that cannot be known.
 */
export function toMessageView(message: MessageRecord, stalePendingBefore?: number): MessageView {
  const stale =
    stalePendingBefore !== undefined && message.status === 'pending' && Date.parse(message.createdAt) < stalePendingBefore;
  const view: MessageView = {
    id: message.id,
    chatId: message.chatId,
    role: message.role,
    sender: message.sender,
    text: message.text,
    isMarkdown: message.sender === 'ai',
    status: message.status,
    retryable: message.role === 'user' && (message.status === 'failed' || stale),
    seq: message.seq,
    replyTo: message.replyTo,
    createdAt: message.createdAt,
    provider: message.provider,
    attachments: message.attachments.map(({ path, name, mimeType, size }) => ({ path, name, mimeType, size })),
  };
  if (message.functionCall) {
    const tool = toolPresentation(message.functionCall.name);
    view.type = 'function_call';
    view.content = message.text;
    view.function_call = { ...message.functionCall };
    view.actionLabel = tool.actionLabel;
    view.actionRoute = tool.actionRoute;
  }
  if (message.functionResult) view.function_result = { ...message.functionResult };
  return view;
}

/** The live event for a stored tool call: the spec's assistant message of type function_call, id = the call id. */
export interface AssistantMessageEvent {
  chatId: string;
  type: 'function_call';
  id: string;
  messageId: string;
  replyTo: string | null;
  content: string;
  function_call: { name: string; payload: Record<string, unknown> };
  actionLabel: string | null;
  actionRoute: string | null;
  provider: ProviderLabel | null;
}

export function toAssistantMessageEvent(call: MessageRecord): AssistantMessageEvent | null {
  if (!call.functionCall) return null;
  const tool = toolPresentation(call.functionCall.name);
  return {
    chatId: call.chatId,
    type: 'function_call',
    id: call.functionCall.callId,
    messageId: call.id,
    replyTo: call.replyTo,
    content: call.text,
    function_call: { name: call.functionCall.name, payload: call.functionCall.payload },
    actionLabel: tool.actionLabel,
    actionRoute: tool.actionRoute,
    provider: call.provider,
  };
}
