import type { Router } from 'express';
import { z } from 'zod';
import { CHAT_NOT_FOUND, chatMessages, chatSummaryPdf, listUserChats, submitToolResult, uploadChatFile } from '../../services/chats';
import { jsonHasBrokenText, singleLineText } from '../../shared/text';
import { currentUser } from '../middleware/authenticate';
import { parseInput } from '../../domain/validate';
import { readChatUpload } from './chat-upload';
import { docIdParam, wholeNumberQuery } from './params';
import { sendPdf } from './stream-file';
import { requestLocale } from '../request-locale';
import { msg } from '../../shared/i18n/message';
import { issueText } from '../../shared/i18n/message';

const listQuery = z.object({
  limit: wholeNumberQuery()
    .pipe(z.number().min(1, issueText('validation:mustBe1OrMore')).max(100, issueText('validation:mustBe100OrLess')))
    .optional()
    .default(50),
});

const resultBody = z.object({
  name: singleLineText('labels:name', {
    max: 100,
    messages: {
      missing: issueText('validation:required'),
      type: issueText('validation:mustBeText'),
      required: issueText('validation:required'),
      tooLong: issueText('validation:atMostMaxCharacters', { max: 100 }),
    },
  }),
  result: z
    .unknown()
    .refine((value) => value !== undefined, issueText('validation:required'))
    .refine((value) => !jsonHasBrokenText(value), issueText('validation:containsABrokenCharacterALoneUTF')),
});

export function registerChatRoutes(router: Router): void {
  router.get('/chats', async (req, res) => {
    const { limit } = parseInput(listQuery, req.query);
    res.json({ chats: await listUserChats(currentUser(req).uid, limit) });
  });

  router.get('/chats/:chatId/messages', async (req, res) => {
    res.json(await chatMessages(currentUser(req).uid, docIdParam(req, 'chatId', CHAT_NOT_FOUND)));
  });

  router.get('/chats/:chatId/summary', async (req, res) => {
    const pdf = await chatSummaryPdf(currentUser(req).uid, docIdParam(req, 'chatId', CHAT_NOT_FOUND), await requestLocale(req));
    sendPdf(res, pdf, 'chat-summary.pdf');
  });

  router.post('/chats/:chatId/interactions/:callId/result', async (req, res) => {
    const { uid } = currentUser(req);
    const chatId = docIdParam(req, 'chatId', CHAT_NOT_FOUND);
    const callId = docIdParam(req, 'callId', msg('errors:toolCallNotFound'));
    const body = parseInput(resultBody, req.body);
    res.json(await submitToolResult(uid, chatId, callId, { name: body.name, result: body.result }));
  });

  router.post('/chats/:chatId/attachments', async (req, res) => {
    const chatId = docIdParam(req, 'chatId', CHAT_NOT_FOUND);
    const attachment = await uploadChatFile(currentUser(req).uid, chatId, () => readChatUpload(req));
    res.status(201).json({ attachment });
  });
}
