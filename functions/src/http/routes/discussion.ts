// A case's expert discussion over HTTP (shared/contracts/discussion.ts): catch-up pages, file uploads and downloads,
// and the transcript PDF. Messages themselves travel over the chat service's socket (socket/discussion-socket.ts).
// The owner and the assigned expert only; for anyone else every route answers 404 as for a missing case
// (services/discussion.ts).
import type { Router } from 'express';
import { discussionPage, discussionTranscriptPdf, openDiscussionFileFor, uploadDiscussionFile } from '../../services/discussion';
import { discussionContracts } from '../../shared/contracts/discussion';
import { asksForDownload } from '../../shared/contracts/file-query';
import { serveContracts } from '../contracts/serve';
import { requestLocale } from '../request-locale';
import { CHAT_UPLOAD_POLICY, chosenFile } from './chat-upload';
import { sendPdf, streamFile } from './stream-file';

export function registerDiscussionRoutes(router: Router): void {
  serveContracts(router, discussionContracts, {
    page: async ({ user, params, query }) => (await discussionPage(user.uid, params.id, query.after)).page,
    upload: async ({ user, params, form }) => {
      const { file } = await form.one(() => CHAT_UPLOAD_POLICY);
      return { file: await uploadDiscussionFile(user.uid, params.id, chosenFile(file)) };
    },
    file: async ({ user, params, query, res }) => {
      const { file, open } = await openDiscussionFileFor(user.uid, params.id, params.fileId);
      streamFile(res, { name: file.name, size: file.size, contentType: file.contentType }, open, asksForDownload(query));
    },
    transcript: async ({ user, params, req, res }) => {
      const pdf = await discussionTranscriptPdf(user.uid, params.id, new Date(), await requestLocale(req));
      sendPdf(res, pdf, 'case-discussion.pdf');
    },
  });
}
