// The chat's stored records and the views clients get of them, over REST and the socket alike. Pure types in shared/:
// the web imports them through `@shared/`.

export type MessageRole = 'user' | 'assistant' | 'function_call' | 'function_result';
export type MessageSender = 'user' | 'ai';
/** user messages: pending until answered, failed when the assistant could not answer; other roles: complete. */
export type MessageStatus = 'pending' | 'answered' | 'failed' | 'complete';

export interface ProviderLabel {
  name: string;
  label: string;
}

/** A file on a message, as stored and as clients see it (the upload's answer, too). */
export interface ChatAttachment {
  /** Storage path, always under users/{ownerUid}/chat/. */
  path: string;
  name: string;
  mimeType: string;
  size: number;
}

/** What a message names for a file the sender uploaded before sending it. */
export interface AttachmentRef {
  path: string;
  name: string;
  mimeType: string;
}

export interface FunctionCallRecord {
  callId: string;
  name: string;
  payload: Record<string, unknown>;
}

export interface FunctionResultRecord {
  callId: string;
  name: string;
  /** The tool's result as the client sent it. */
  result: unknown;
}

export interface ChatRecord {
  id: string;
  ownerUid: string;
  title: string;
  caseId: string | null;
  createdAt: string;
  updatedAt: string;
}

export interface MessageRecord {
  id: string;
  chatId: string;
  role: MessageRole;
  sender: MessageSender;
  text: string;
  provider: ProviderLabel | null;
  attachments: ChatAttachment[];
  functionCall: FunctionCallRecord | null;
  functionResult: FunctionResultRecord | null;
  status: MessageStatus;
  seq: number;
  /** For a reply: the message it answers. */
  replyTo: string | null;
  /** For a user message: the id its assistant reply has (or will have). */
  replyId: string | null;
  createdAt: string;
}

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
  attachments: ChatAttachment[];
  /** Present on tool calls; `type`/`content` mirror the live `assistant-message` event. */
  type?: 'function_call';
  content?: string;
  function_call?: { name: string; payload: Record<string, unknown>; callId: string };
  actionLabel?: string | null;
  actionRoute?: string | null;
  /** Present on recorded tool results. */
  function_result?: { name: string; callId: string; result: unknown };
}

/** The live event for a stored tool call: the spec's assistant message of type function_call, id = the call id. */
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

/** What `POST /chats/{chatId}/interactions/{callId}/result` answers: the assistant's follow-up. */
export interface InteractionFollowUp {
  message: MessageView | null;
  assistantMessages: AssistantMessageEvent[];
}
