// A case's expert discussion over HTTP: catch-up pages, file uploads and downloads, and the transcript PDF. Messages
// themselves travel over the chat service's socket (socket/discussion-socket.ts). The owner and the assigned expert
// only; for anyone else every route answers 404 as for a missing case (services/discussion.ts).
import type { Router } from 'express';
import { z } from 'zod';
import { parseInput } from '../../domain/validate';
import {
  discussionPage,
  discussionTranscriptPdf,
  DISCUSSION_NOT_FOUND,
  openDiscussionFileFor,
  uploadDiscussionFile,
} from '../../services/discussion';
import { currentUser } from '../middleware/authenticate';
import { readChatUpload } from './chat-upload';
import { docIdParam, wholeNumberQuery } from './params';
import { sendPdf, streamFile, wantsDownload } from './stream-file';
import { requestLocale } from '../request-locale';
import { msg } from '../../shared/i18n/message';

const FILE_NOT_FOUND = msg('errors:fileNotFound');

/** `?after=seq`: the messages after the last one the client has (0 or left out: all). */
const pageQuery = z.object({ after: wholeNumberQuery().optional().default(0) });

export function registerDiscussionRoutes(router: Router): void {
  router.get('/cases/:id/discussion', async (req, res) => {
    const caseId = docIdParam(req, 'id', DISCUSSION_NOT_FOUND);
    const { after } = parseInput(pageQuery, req.query);
    res.json((await discussionPage(currentUser(req).uid, caseId, after)).page);
  });

  // Images, PDFs and recorded audio, judged by their bytes, up to 10 MB (the chat's rules: http/routes/chat-upload.ts).
  router.post('/cases/:id/discussion/files', async (req, res) => {
    const caseId = docIdParam(req, 'id', DISCUSSION_NOT_FOUND);
    const upload = await readChatUpload(req);
    res.status(201).json({ file: await uploadDiscussionFile(currentUser(req).uid, caseId, upload) });
  });

  router.get('/cases/:id/discussion/files/:fileId', async (req, res) => {
    const caseId = docIdParam(req, 'id', DISCUSSION_NOT_FOUND);
    const fileId = docIdParam(req, 'fileId', FILE_NOT_FOUND);
    const download = wantsDownload(req);
    const { file, open } = await openDiscussionFileFor(currentUser(req).uid, caseId, fileId);
    streamFile(res, { name: file.name, size: file.size, contentType: file.contentType }, open, download);
  });

  router.get('/cases/:id/discussion/summary.pdf', async (req, res) => {
    const pdf = await discussionTranscriptPdf(
      currentUser(req).uid,
      docIdParam(req, 'id', DISCUSSION_NOT_FOUND),
      new Date(),
      await requestLocale(req),
    );
    sendPdf(res, pdf, 'case-discussion.pdf');
  });
}
