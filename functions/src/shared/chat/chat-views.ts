// What the chat's REST routes answer (shared/contracts/chats.ts), the socket's history snapshot and live tool-call
// events too. Schemas, so the answers are checked against them outside production; the web imports the types only.
// The stored records are in ./chat-types.ts.
import { z } from 'zod';

export const MESSAGE_ROLES = ['user', 'assistant', 'function_call', 'function_result'] as const;
export type MessageRole = (typeof MESSAGE_ROLES)[number];
export const MESSAGE_SENDERS = ['user', 'ai'] as const;
export type MessageSender = (typeof MESSAGE_SENDERS)[number];
/** user messages: pending until answered, failed when the assistant could not answer; other roles: complete. */
export const MESSAGE_STATUSES = ['pending', 'answered', 'failed', 'complete'] as const;
export type MessageStatus = (typeof MESSAGE_STATUSES)[number];

export const providerLabelSchema = z.strictObject({ name: z.string(), label: z.string() });
export type ProviderLabel = z.infer<typeof providerLabelSchema>;

/** A file on a message, as stored and as clients see it (the upload's answer, too). */
export const chatAttachmentSchema = z.strictObject({
  /** Storage path, always under users/{ownerUid}/chat/. */
  path: z.string(),
  name: z.string(),
  mimeType: z.string(),
  size: z.number(),
});
export type ChatAttachment = z.infer<typeof chatAttachmentSchema>;

export const chatViewSchema = z.strictObject({
  chatId: z.string(),
  title: z.string(),
  caseId: z.string().nullable(),
  createdAt: z.string(),
  updatedAt: z.string(),
});
export type ChatView = z.infer<typeof chatViewSchema>;

const toolPayload = z.record(z.string(), z.unknown());

export const messageViewSchema = z.strictObject({
  id: z.string(),
  chatId: z.string(),
  role: z.enum(MESSAGE_ROLES),
  /** For the UI: who the bubble belongs to. */
  sender: z.enum(MESSAGE_SENDERS),
  text: z.string(),
  /** AI text is markdown; a user's text is shown as typed. */
  isMarkdown: z.boolean(),
  status: z.enum(MESSAGE_STATUSES),
  /** A user message the assistant failed to answer; send `retry` for it. */
  retryable: z.boolean(),
  seq: z.number(),
  replyTo: z.string().nullable(),
  createdAt: z.string(),
  provider: providerLabelSchema.nullable(),
  attachments: z.array(chatAttachmentSchema),
  /** Present on tool calls; `type`/`content` mirror the live `assistant-message` event. */
  type: z.literal('function_call').optional(),
  content: z.string().optional(),
  function_call: z.strictObject({ name: z.string(), payload: toolPayload, callId: z.string() }).optional(),
  actionLabel: z.string().nullable().optional(),
  actionRoute: z.string().nullable().optional(),
  /** Present on recorded tool results: the result as the client sent it. */
  function_result: z.strictObject({ name: z.string(), callId: z.string(), result: z.unknown() }).optional(),
});
export type MessageView = z.infer<typeof messageViewSchema>;

/** GET /chats/{chatId}/messages: the chat and its history. */
export const chatMessagesSchema = z.strictObject({ chat: chatViewSchema, messages: z.array(messageViewSchema) });
export type ChatMessages = z.infer<typeof chatMessagesSchema>;

/** The live event for a stored tool call: the spec's assistant message of type function_call, id = the call id. */
export const assistantMessageEventSchema = z.strictObject({
  chatId: z.string(),
  type: z.literal('function_call'),
  /** The call id. */
  id: z.string(),
  messageId: z.string(),
  replyTo: z.string().nullable(),
  content: z.string(),
  function_call: z.strictObject({ name: z.string(), payload: toolPayload }),
  actionLabel: z.string().nullable(),
  actionRoute: z.string().nullable(),
  provider: providerLabelSchema.nullable(),
});
export type AssistantMessageEvent = z.infer<typeof assistantMessageEventSchema>;

/** What `POST /chats/{chatId}/interactions/{callId}/result` answers: the assistant's follow-up. */
export const interactionFollowUpSchema = z.strictObject({
  message: messageViewSchema.nullable(),
  assistantMessages: z.array(assistantMessageEventSchema),
});
export type InteractionFollowUp = z.infer<typeof interactionFollowUpSchema>;
