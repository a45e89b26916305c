// Document review (/ai-assistant/documents): the upload of several files and the review's follow-ups (reset, read,
// report PDF, add to case, share link, chat). Each route validates, takes the user from the token, and calls one service.
import type { Request, Router } from 'express';
import { badRequest, unsupportedMediaType } from '../../domain/errors';
import type { AcceptedUpload } from '../../domain/uploads/stored-upload';
import { parseInput } from '../../domain/validate';
import {
  addReviewToCase,
  getReview,
  resetReview,
  REVIEW_NOT_FOUND,
  reviewDocuments,
  reviewReportPdf,
} from '../../services/document-review';
import { createShareLink, revokeShareLink } from '../../services/report-shares';
import { startReviewChat } from '../../services/review-chat';
import {
  addToCaseSchema,
  FILE_TOO_LARGE_MESSAGE,
  MAX_REVIEW_FILE_BYTES,
  MAX_REVIEW_FILES,
  MAX_REVIEW_TOTAL_BYTES,
  resetSchema,
  REVIEW_FILES_FIELD,
  REVIEW_TYPES_MESSAGE,
  reviewFieldsSchema,
  TOO_MANY_FILES_MESSAGE,
  TOTAL_TOO_LARGE_MESSAGE,
} from '../../shared/documents/review-inputs';
import { sniffUploadKind } from '../../shared/settings/upload-policy';
import { currentUser } from '../middleware/authenticate';
import { type MultiFileUploadPolicy, readMultipartFiles } from './multipart';
import { docIdParam } from './params';
import { sendPdf } from './stream-file';
import { requestLocale } from '../request-locale';
import { msg } from '../../shared/i18n/message';

/** Files are judged by their first bytes alone: the name and the declared type are not trusted (issue 11). */
export const REVIEW_UPLOAD_POLICY: MultiFileUploadPolicy<AcceptedUpload> = {
  fileField: REVIEW_FILES_FIELD,
  maxFiles: MAX_REVIEW_FILES,
  tooManyFilesMessage: TOO_MANY_FILES_MESSAGE,
  maxFileBytes: MAX_REVIEW_FILE_BYTES,
  tooLargeMessage: FILE_TOO_LARGE_MESSAGE,
  maxTotalBytes: MAX_REVIEW_TOTAL_BYTES,
  totalTooLargeMessage: TOTAL_TOO_LARGE_MESSAGE,
  // category, country, comment, caseId, chatId, with room for what a browser adds.
  maxFields: 10,
  maxFieldBytes: 16 * 1024,
  accept: ({ fileName, bytes }) => {
    const kind = sniffUploadKind(bytes);
    if (!kind) throw unsupportedMediaType(REVIEW_TYPES_MESSAGE);
    return { fileName: fileName || 'document', kind, bytes };
  },
};

/** A form's optional ids sent empty (a form field left blank) mean none. */
function formFields(fields: Record<string, string>): Record<string, string> {
  return Object.fromEntries(Object.entries(fields).filter(([name, value]) => !((name === 'caseId' || name === 'chatId') && value === '')));
}

const reviewIdOf = (req: Request): string => docIdParam(req, 'reviewId', REVIEW_NOT_FOUND);

export function registerDocumentReviewRoutes(router: Router): void {
  router.post('/ai-assistant/documents', async (req, res) => {
    const user = currentUser(req);
    const form = await readMultipartFiles(req, REVIEW_UPLOAD_POLICY);
    const fields = parseInput(reviewFieldsSchema, formFields(form.fields));
    if (form.files.length === 0)
      throw badRequest(msg('errors:chooseAtLeastOneFileTo'), { [REVIEW_FILES_FIELD]: msg('errors:chooseAtLeastOneFile') });
    res.status(201).json(await reviewDocuments(user, fields, form.files));
  });

  // Sent on 'Re-upload', with the review to discard or with no body at all.
  router.post('/ai-assistant/documents/reset', async (req, res) => {
    const { reviewId } = parseInput(resetSchema, req.body ?? {});
    await resetReview(currentUser(req).uid, reviewId);
    res.status(204).end();
  });

  router.get('/ai-assistant/documents/:reviewId', async (req, res) => {
    res.json(await getReview(currentUser(req).uid, reviewIdOf(req)));
  });

  router.get('/ai-assistant/documents/:reviewId/report.pdf', async (req, res) => {
    const { pdf, fileName } = await reviewReportPdf(currentUser(req).uid, reviewIdOf(req), await requestLocale(req));
    sendPdf(res, pdf, fileName);
  });

  router.post('/ai-assistant/documents/:reviewId/case', async (req, res) => {
    const user = currentUser(req);
    const reviewId = reviewIdOf(req);
    const target = parseInput(addToCaseSchema, req.body ?? {});
    res.json(await addReviewToCase(user, reviewId, target));
  });

  router.post('/ai-assistant/documents/:reviewId/share', async (req, res) => {
    res.status(201).json(await createShareLink(currentUser(req).uid, reviewIdOf(req), req.get('user-agent')));
  });

  router.delete('/ai-assistant/documents/:reviewId/share', async (req, res) => {
    await revokeShareLink(currentUser(req).uid, reviewIdOf(req), req.get('user-agent'));
    res.status(204).end();
  });

  router.post('/ai-assistant/documents/:reviewId/chat', async (req, res) => {
    res.status(201).json(await startReviewChat(currentUser(req).uid, reviewIdOf(req)));
  });
}
