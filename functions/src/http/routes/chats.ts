import type { Router } from 'express';
import { chatMessages, chatSummaryPdf, listUserChats, submitToolResult, uploadChatFile } from '../../services/chats';
import { chatsContracts } from '../../shared/contracts/chats';
import { serveContracts } from '../contracts/serve';
import { requestLocale } from '../request-locale';
import { chatUploadOf } from './chat-upload';
import { sendPdf } from './stream-file';

export function registerChatRoutes(router: Router): void {
  serveContracts(router, chatsContracts, {
    list: async ({ user, query }) => ({ chats: await listUserChats(user.uid, query.limit) }),
    messages: async ({ user, params }) => chatMessages(user.uid, params.chatId),
    summary: async ({ user, params, req, res }) => {
      sendPdf(res, await chatSummaryPdf(user.uid, params.chatId, await requestLocale(req)), 'chat-summary.pdf');
    },
    toolResult: async ({ user, params, body }) =>
      submitToolResult(user.uid, params.chatId, params.callId, { name: body.name, result: body.result }),
    // The upload is read only once the chat is known to be the caller's (or new).
    attach: async ({ user, params, form }) => ({ attachment: await uploadChatFile(user.uid, params.chatId, () => chatUploadOf(form)) }),
  });
}
