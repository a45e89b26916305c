// The chat endpoints of the API: the caller's chats and their messages, the summary PDF, tool results (which the
// assistant then answers) and file uploads. Live messaging is in chat-turns.ts.
import { randomUUID } from 'node:crypto';
import { agentProvider } from '../ai/provider';
import { config } from '../config';
import { saveChatFile } from '../data/chat-files-repo';
import { chatOwnership, getOwnedChat, listChats, listMessages, listReplies, recordFunctionResult } from '../data/chats-repo';
import { chatSummaryDefinition } from '../domain/chat/chat-summary';
import { stalePendingAfterMs, toAssistantMessageEvent, toChatView, toMessageView } from '../domain/chat/chat-view';
import { toolResultText } from '../domain/chat/tool-prompts';
import { notFound } from '../domain/errors';
import { renderPdf } from '../domain/pdf/render-pdf';
import { addLogContext } from '../log';
import type { ChatRecord, MessageRecord } from '../shared/chat/chat-types';
import type { ChatAttachment, ChatView, InteractionFollowUp, MessageView } from '../shared/chat/chat-views';
import { runReply } from './chat-reply';
import type { Locale } from '../shared/i18n/locale';
import { msg } from '../shared/i18n/message';

export const CHAT_NOT_FOUND = msg('errors:chatNotFound');

async function ownedChat(uid: string, chatId: string): Promise<ChatRecord> {
  addLogContext({ chatId });
  const chat = await getOwnedChat(uid, chatId);
  if (!chat) throw notFound(CHAT_NOT_FOUND);
  return chat;
}

export async function listUserChats(uid: string, limit: number): Promise<ChatView[]> {
  return (await listChats(uid, limit)).map(toChatView);
}

export async function chatMessages(uid: string, chatId: string): Promise<{ chat: ChatView; messages: MessageView[] }> {
  const chat = await ownedChat(uid, chatId);
  const messages = await listMessages(chatId);
  const staleBefore = Date.now() - stalePendingAfterMs(config.ai.timeoutMs);
  return { chat: toChatView(chat), messages: messages.map((m) => toMessageView(m, staleBefore)) };
}

/** The chat as a PDF, its labels in `locale`. */
export async function chatSummaryPdf(uid: string, chatId: string, locale: Locale = 'en'): Promise<Buffer> {
  const chat = await ownedChat(uid, chatId);
  return renderPdf(chatSummaryDefinition(chat, await listMessages(chatId), new Date(), locale));
}

/** The follow-up as the client shows it: its text message (or, if it only called a tool, that call) and any calls. */
function followUp(saved: readonly MessageRecord[]): InteractionFollowUp {
  const text = saved.find((m) => m.role === 'assistant');
  const calls = saved.filter((m) => m.role === 'function_call');
  const first = text ?? calls[0];
  return {
    message: first ? toMessageView(first) : null,
    assistantMessages: calls.map(toAssistantMessageEvent).filter((e) => e !== null),
  };
}

/** Records a tool's result in the chat and answers with the assistant's follow-up. */
export async function submitToolResult(
  uid: string,
  chatId: string,
  callId: string,
  input: { name: string; result: unknown },
): Promise<InteractionFollowUp> {
  addLogContext({ chatId });
  const recorded = await recordFunctionResult(uid, chatId, callId, {
    name: input.name,
    result: input.result,
    resultId: randomUUID(),
    text: toolResultText(input.name),
  });
  // The same result sent again (say, after a lost response) gets the follow-up already written, not a second one.
  if (recorded.reused) {
    const earlier = await listReplies(chatId, recorded.result.id);
    if (earlier.length > 0) return followUp(earlier);
  }
  const outcome = await runReply(
    agentProvider(),
    { uid, chatId, trigger: recorded.result, replyId: randomUUID(), caseId: recorded.caseId },
    {},
    { timeoutMs: config.ai.timeoutMs },
  );
  return followUp([...(outcome.textMessage ? [outcome.textMessage] : []), ...outcome.calls]);
}

export interface ChatUpload {
  name: string;
  mimeType: string;
  bytes: Buffer;
}

/** Stores a file for a coming message. Files may come before the first message (which creates the chat), but never into someone else's chat. */
export async function uploadChatFile(uid: string, chatId: string, readUpload: () => Promise<ChatUpload>): Promise<ChatAttachment> {
  addLogContext({ chatId });
  if ((await chatOwnership(uid, chatId)) === 'other') throw notFound(CHAT_NOT_FOUND);
  const upload = await readUpload();
  const saved = await saveChatFile(uid, chatId, upload.name, upload.mimeType, upload.bytes);
  return { path: saved.path, name: upload.name, mimeType: upload.mimeType, size: saved.size };
}
