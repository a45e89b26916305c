// Document review (/ai-assistant/documents): the upload of several files and the review's follow-ups (reset, read,
// report PDF, add to case, share link, chat), served from their contracts (shared/contracts/document-review.ts).
import type { Router } from 'express';
import { badRequest, unsupportedMediaType } from '../../domain/errors';
import type { AcceptedUpload } from '../../domain/uploads/stored-upload';
import {
  addReviewToCase,
  getReview,
  resetReview,
  reviewDocuments,
  reviewReportPdf,
  setDocumentPerson,
} from '../../services/document-review';
import { createShareLink, revokeShareLink } from '../../services/report-shares';
import { actOnNotice } from '../../services/review-notices';
import { startReviewChat } from '../../services/review-chat';
import { documentReviewContracts } from '../../shared/contracts/document-review';
import {
  FILE_TOO_LARGE_MESSAGE,
  MAX_REVIEW_FILE_BYTES,
  MAX_REVIEW_FILES,
  MAX_REVIEW_TOTAL_BYTES,
  REVIEW_FILES_FIELD,
  REVIEW_TYPES_MESSAGE,
  TOO_MANY_FILES_MESSAGE,
  TOTAL_TOO_LARGE_MESSAGE,
} from '../../shared/documents/review-inputs';
import { msg } from '../../shared/i18n/message';
import { sniffUploadKind } from '../../shared/settings/upload-policy';
import { serveContracts } from '../contracts/serve';
import { requestLocale } from '../request-locale';
import type { MultiFileUploadPolicy } from './multipart';
import { sendPdf } from './stream-file';

/** Files are judged by their first bytes alone: the name and the declared type are not trusted. */
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

export function registerDocumentReviewRoutes(router: Router): void {
  serveContracts(router, documentReviewContracts, {
    review: async ({ user, form }) => {
      const { fields, files } = await form.many(() => REVIEW_UPLOAD_POLICY);
      if (files.length === 0)
        throw badRequest(msg('errors:chooseAtLeastOneFileTo'), { [REVIEW_FILES_FIELD]: msg('errors:chooseAtLeastOneFile') });
      return reviewDocuments(user, fields, files);
    },
    // Sent on 'Re-upload', with the review to discard or with no body at all.
    reset: async ({ user, body }) => {
      await resetReview(user.uid, body.reviewId);
    },
    get: async ({ user, params }) => getReview(user.uid, params.reviewId),
    notice: async ({ user, params, body, req }) => actOnNotice(user, params.reviewId, body, await requestLocale(req)),
    person: async ({ user, params, body }) => setDocumentPerson(user.uid, params.reviewId, body),
    report: async ({ user, params, req, res }) => {
      const { pdf, fileName } = await reviewReportPdf(user.uid, params.reviewId, await requestLocale(req));
      sendPdf(res, pdf, fileName);
    },
    addToCase: async ({ user, params, body }) => addReviewToCase(user, params.reviewId, body),
    share: async ({ user, params, req }) => createShareLink(user.uid, params.reviewId, req.get('user-agent')),
    unshare: async ({ user, params, req }) => {
      await revokeShareLink(user.uid, params.reviewId, req.get('user-agent'));
    },
    chat: async ({ user, params }) => startReviewChat(user.uid, params.reviewId),
  });
}
