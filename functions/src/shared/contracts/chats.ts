// The chat's REST routes (http/routes/chats.ts serves them); the conversation itself runs over the socket
// (functions/src/socket/PROTOCOL.md).
import { z } from 'zod';
import { MAX_CHAT_FILE_BYTES } from '../chat/chat-files';
import { chatListQuerySchema, toolResultSchema } from '../chat/chat-inputs';
import { chatAttachmentSchema, chatMessagesSchema, chatViewSchema, interactionFollowUpSchema } from '../chat/chat-views';
import { fileAnswer, jsonBody, multipartBody, route } from './contract';

const CHAT = { chatId: 'chat' } as const;

export const chatsContracts = {
  list: route({
    method: 'GET',
    path: '/chats',
    summary: "The caller's chats, most recently updated first",
    ids: 'self',
    query: chatListQuerySchema,
    responses: { 200: z.strictObject({ chats: z.array(chatViewSchema) }) },
  }),
  messages: route({
    method: 'GET',
    path: '/chats/{chatId}/messages',
    summary: 'A chat and its messages',
    ids: CHAT,
    responses: { 200: chatMessagesSchema },
  }),
  summary: route({
    method: 'GET',
    path: '/chats/{chatId}/summary',
    summary: "The chat as a PDF, its labels in the caller's language",
    ids: CHAT,
    responses: { 200: fileAnswer('application/pdf') },
  }),
  toolResult: route({
    method: 'POST',
    path: '/chats/{chatId}/interactions/{callId}/result',
    summary: "Records what a tool call produced on the client, and answers the assistant's follow-up",
    ids: { chatId: 'chat', callId: 'tool-call' },
    body: jsonBody(toolResultSchema),
    responses: { 200: interactionFollowUpSchema },
  }),
  attach: route({
    method: 'POST',
    path: '/chats/{chatId}/attachments',
    summary: "Uploads a file for the chat's next message (an image, a PDF or a voice recording), before its first message creates it",
    ids: CHAT,
    creates: 'chatId',
    // The form carries nothing but the file.
    body: multipartBody({ fileField: 'file', maxFiles: 1, maxFileBytes: MAX_CHAT_FILE_BYTES, fields: z.object({}) }),
    responses: { 201: z.strictObject({ attachment: chatAttachmentSchema }) },
  }),
};
