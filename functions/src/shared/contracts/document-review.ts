// Document review (http/routes/document-review.ts serves it): the upload of several files and the review's
// follow-ups (reset, read, report PDF, add to case, share link, chat).
import { z } from 'zod';
import {
  addToCaseSchema,
  documentPersonSchema,
  MAX_REVIEW_FILE_BYTES,
  noticeActionSchema,
  MAX_REVIEW_FILES,
  resetSchema,
  REVIEW_FILES_FIELD,
  reviewFormFieldsSchema,
} from '../documents/review-inputs';
import {
  addedToCaseSchema,
  documentReviewResultSchema,
  documentReviewViewSchema,
  noticeActionResultSchema,
  shareLinkSchema,
} from '../documents/review-views';
import { fileAnswer, jsonBody, multipartBody, noContent, route } from './contract';

const REVIEW = { reviewId: 'review' } as const;

export const documentReviewContracts = {
  review: route({
    method: 'POST',
    path: '/ai-assistant/documents',
    summary: 'Reviews up to 10 files (PDF, DOCX, JPG or PNG) for a category and country, for a case or chat if one is named',
    ids: 'self',
    references: { body: { caseId: 'case', chatId: 'chat' } },
    body: multipartBody({
      fileField: REVIEW_FILES_FIELD,
      maxFiles: MAX_REVIEW_FILES,
      maxFileBytes: MAX_REVIEW_FILE_BYTES,
      fields: reviewFormFieldsSchema,
    }),
    responses: { 201: documentReviewResultSchema },
  }),
  reset: route({
    method: 'POST',
    path: '/ai-assistant/documents/reset',
    summary: "Discards a review and its files ('Re-upload'); without one, the latest that is not in a case",
    ids: 'self',
    references: { body: { reviewId: 'review' } },
    body: jsonBody(resetSchema),
    responses: { 204: noContent },
  }),
  get: route({
    method: 'GET',
    path: '/ai-assistant/documents/{reviewId}',
    summary: 'One review, with what it was asked for and its live share link',
    ids: REVIEW,
    responses: { 200: documentReviewViewSchema },
  }),
  report: route({
    method: 'GET',
    path: '/ai-assistant/documents/{reviewId}/report.pdf',
    summary: "The review's report as a PDF, in the caller's language",
    ids: REVIEW,
    responses: { 200: fileAnswer('application/pdf') },
  }),
  addToCase: route({
    method: 'POST',
    path: '/ai-assistant/documents/{reviewId}/case',
    summary: "Adds the review and its files to one of the caller's cases, or to a new Draft case",
    ids: REVIEW,
    references: { body: { caseId: 'case' } },
    body: jsonBody(addToCaseSchema),
    responses: { 200: addedToCaseSchema },
  }),
  share: route({
    method: 'POST',
    path: '/ai-assistant/documents/{reviewId}/share',
    summary: 'A new public link to the report, valid for 7 days (an earlier one stops working)',
    ids: REVIEW,
    responses: { 201: shareLinkSchema },
  }),
  unshare: route({
    method: 'DELETE',
    path: '/ai-assistant/documents/{reviewId}/share',
    summary: "Revokes the report's share link",
    ids: REVIEW,
    responses: { 204: noContent },
  }),
  notice: route({
    method: 'POST',
    path: '/ai-assistant/documents/{reviewId}/notice',
    summary: 'Acts on a USCIS notice the review read: tracks its application, adds its appointment or its response deadline (once)',
    ids: REVIEW,
    body: jsonBody(noticeActionSchema),
    responses: { 200: noticeActionResultSchema },
  }),
  person: route({
    method: 'POST',
    path: '/ai-assistant/documents/{reviewId}/person',
    summary: 'Says whose document a file of the review is (or that it is not known), and answers the review matched again',
    ids: REVIEW,
    body: jsonBody(documentPersonSchema),
    responses: { 200: documentReviewViewSchema },
  }),
  chat: route({
    method: 'POST',
    path: '/ai-assistant/documents/{reviewId}/chat',
    summary: "Starts a chat that opens with the report ('Ask AI Follow-up Question')",
    ids: REVIEW,
    responses: { 201: z.strictObject({ chatId: z.string() }) },
  }),
};
