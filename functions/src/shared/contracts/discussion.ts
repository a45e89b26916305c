// A case's expert discussion over HTTP (http/routes/discussion.ts serves them; docs/experts.md): catch-up pages,
// file uploads and downloads, and the transcript PDF. Messages themselves travel over the chat service's socket.
import { z } from 'zod';
import { MAX_CHAT_FILE_BYTES } from '../chat/chat-files';
import { discussionPageSchema, discussionUploadAnswerSchema } from '../discussion/discussion-views';
import { fileAnswer, multipartBody, route } from './contract';
import { fileQuerySchema } from './file-query';
import { wholeNumberQuery } from './number-query';

const DISCUSSION = { id: 'discussion' } as const;

export const discussionContracts = {
  page: route({
    method: 'GET',
    path: '/cases/{id}/discussion',
    summary: 'The stored messages after ?after=seq (0 or left out: from the first), for when the socket is away',
    ids: DISCUSSION,
    query: z.object({ after: wholeNumberQuery().optional().default(0) }),
    responses: { 200: discussionPageSchema },
  }),
  upload: route({
    method: 'POST',
    path: '/cases/{id}/discussion/files',
    summary: "Uploads a file for a message: an image, a PDF or recorded audio, judged by its bytes (the chat's rules)",
    ids: DISCUSSION,
    // The form carries nothing but the file.
    body: multipartBody({ fileField: 'file', maxFiles: 1, maxFileBytes: MAX_CHAT_FILE_BYTES, fields: z.object({}) }),
    responses: { 201: discussionUploadAnswerSchema },
  }),
  file: route({
    method: 'GET',
    path: '/cases/{id}/discussion/files/{fileId}',
    summary: 'A file a message carries, shown inline or, with ?download=1, saved',
    ids: { id: 'discussion', fileId: 'discussion-file' },
    query: fileQuerySchema,
    responses: { 200: fileAnswer('the stored type: an image, a PDF or audio') },
  }),
  transcript: route({
    method: 'GET',
    path: '/cases/{id}/discussion/summary.pdf',
    summary: "The discussion's transcript as a PDF, in the caller's language",
    ids: DISCUSSION,
    responses: { 200: fileAnswer('application/pdf') },
  }),
};
