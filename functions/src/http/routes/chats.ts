import { randomUUID } from 'node:crypto';
import type { Router } from 'express';
import { z } from 'zod';
import { agentProvider } from '../../ai/provider';
import { config } from '../../config';
import { saveChatFile } from '../../data/chat-files-repo';
import { chatOwnership, getOwnedChat, listChats, listMessages, listReplies, recordFunctionResult } from '../../data/chats-repo';
import { chatSummaryDefinition } from '../../domain/chat/chat-summary';
import type { InteractionFollowUp, MessageRecord } from '../../shared/chat/chat-types';
import { stalePendingAfterMs, toAssistantMessageEvent, toChatView, toMessageView } from '../../domain/chat/chat-view';
import { runReply } from '../../services/chat-reply';
import { toolResultText } from '../../domain/chat/tool-prompts';
import { notFound } from '../../domain/errors';
import { renderPdf } from '../../domain/pdf/render-pdf';
import { currentUser } from '../middleware/authenticate';
import { parseInput } from '../validate';
import { readChatUpload } from './chat-upload';
import { docIdParam } from './params';

const CHAT_NOT_FOUND = 'Chat not found';

const listQuery = z.object({
  limit: z.coerce.number({ error: 'Must be a whole number' }).int('Must be a whole number').min(1, 'Must be 1 or more').max(100, 'Must be 100 or less').default(50),
});

const resultBody = z.object({
  name: z.string({ error: 'Required' }).trim().min(1, 'Required').max(100, 'At most 100 characters'),
  result: z.unknown().refine((value) => value !== undefined, 'Required'),
});

/** The follow-up as the client shows it: its text message (or, if it only called a tool, that call) and any calls. */
function followUpResponse(saved: readonly MessageRecord[]): InteractionFollowUp {
  const text = saved.find((m) => m.role === 'assistant');
  const calls = saved.filter((m) => m.role === 'function_call');
  const first = text ?? calls[0];
  return {
    message: first ? toMessageView(first) : null,
    assistantMessages: calls.map(toAssistantMessageEvent).filter((e) => e !== null),
  };
}

export function registerChatRoutes(router: Router): void {
  router.get('/chats', async (req, res) => {
    const { limit } = parseInput(listQuery, req.query);
    const chats = await listChats(currentUser(req).uid, limit);
    res.json({ chats: chats.map(toChatView) });
  });

  router.get('/chats/:chatId/messages', async (req, res) => {
    const chatId = docIdParam(req, 'chatId', CHAT_NOT_FOUND);
    const chat = await getOwnedChat(currentUser(req).uid, chatId);
    if (!chat) throw notFound(CHAT_NOT_FOUND);
    const messages = await listMessages(chatId);
    const staleBefore = Date.now() - stalePendingAfterMs(config.ai.timeoutMs);
    res.json({ chat: toChatView(chat), messages: messages.map((m) => toMessageView(m, staleBefore)) });
  });

  router.get('/chats/:chatId/summary', async (req, res) => {
    const chatId = docIdParam(req, 'chatId', CHAT_NOT_FOUND);
    const chat = await getOwnedChat(currentUser(req).uid, chatId);
    if (!chat) throw notFound(CHAT_NOT_FOUND);
    const pdf = await renderPdf(chatSummaryDefinition(chat, await listMessages(chatId), new Date()));
    res.status(200);
    res.setHeader('Content-Type', 'application/pdf');
    res.setHeader('Content-Disposition', 'attachment; filename="chat-summary.pdf"');
    res.setHeader('Content-Length', String(pdf.length));
    res.setHeader('Cache-Control', 'private, no-store');
    res.end(pdf);
  });

  router.post('/chats/:chatId/interactions/:callId/result', async (req, res) => {
    const { uid } = currentUser(req);
    const chatId = docIdParam(req, 'chatId', CHAT_NOT_FOUND);
    const callId = docIdParam(req, 'callId', 'Tool call not found');
    const body = parseInput(resultBody, req.body);
    const recorded = await recordFunctionResult(uid, chatId, callId, {
      name: body.name,
      result: body.result,
      resultId: randomUUID(),
      text: toolResultText(body.name),
    });
    // The same result sent again (say, after a lost response) gets the follow-up already written, not a second one.
    if (recorded.reused) {
      const earlier = await listReplies(chatId, recorded.result.id);
      if (earlier.length > 0) {
        res.json(followUpResponse(earlier));
        return;
      }
    }
    const outcome = await runReply(agentProvider(), { uid, chatId, trigger: recorded.result, replyId: randomUUID() }, {}, { timeoutMs: config.ai.timeoutMs });
    res.json(followUpResponse([...(outcome.textMessage ? [outcome.textMessage] : []), ...outcome.calls]));
  });

  router.post('/chats/:chatId/attachments', async (req, res) => {
    const { uid } = currentUser(req);
    const chatId = docIdParam(req, 'chatId', CHAT_NOT_FOUND);
    // Files may come before the first message (which creates the chat), but never into someone else's chat.
    if ((await chatOwnership(uid, chatId)) === 'other') throw notFound(CHAT_NOT_FOUND);
    const upload = await readChatUpload(req);
    const saved = await saveChatFile(uid, chatId, upload.name, upload.mimeType, upload.bytes);
    res.status(201).json({ attachment: { path: saved.path, name: upload.name, mimeType: upload.mimeType, size: saved.size } });
  });
}
