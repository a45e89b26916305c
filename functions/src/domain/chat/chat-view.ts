// Maps stored chats and messages to the shapes clients see (shared/chat/chat-types.ts), the same over REST and the socket.
import type { ChatRecord, MessageRecord } from '../../shared/chat/chat-types';
import type { AssistantMessageEvent, ChatView, MessageView } from '../../shared/chat/chat-views';
import { toolPresentation } from './tool-prompts';

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
  const stale = stalePendingBefore !== undefined && message.status === 'pending' && Date.parse(message.createdAt) < stalePendingBefore;
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
