// The chat's stored records. Pure types in shared/: the web imports them through `@shared/`. What clients get of
// them, over REST and the socket alike, is in ./chat-views.ts.
import type { ChatAttachment, MessageRole, MessageSender, MessageStatus, ProviderLabel } from './chat-views';

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
