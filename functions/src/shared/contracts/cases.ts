// My Cases and Track Your Applications (http/routes/cases.ts serves them; docs/cases.md).
import { z } from 'zod';
import { caseListQuerySchema, casePatchSchema, newCaseSchema, newCaseSchemaFor, statusUpdateSchema } from '../cases/case-inputs';
import {
  caseAttachmentAnswerSchema,
  caseDetailsSchema,
  casePageSchema,
  caseSummarySchema,
  oneCaseSchema,
  statusCheckAnswerSchema,
} from '../cases/case-views';
import { MAX_UPLOAD_BYTES } from '../settings/upload-policy';
import { fileAnswer, jsonBody, multipartBody, route } from './contract';
import { fileQuerySchema } from './file-query';

const CASE = { id: 'case' } as const;

export const casesContracts = {
  create: route({
    method: 'POST',
    path: '/cases',
    summary:
      "Opens a case: a tracked application (receipt number), a Draft ('+ New Case'), or a chat's case (201 when opened, 200 when the chat already had one); with chatId and caseId, links the chat to that existing case (200)",
    ids: 'self',
    references: { body: { chatId: 'chat', caseId: 'case' } },
    body: jsonBody(newCaseSchema, newCaseSchemaFor),
    responses: {
      201: z.strictObject({ caseId: z.string(), case: caseSummarySchema.optional() }),
      200: z.strictObject({ caseId: z.string() }),
    },
  }),
  list: route({
    method: 'GET',
    path: '/cases',
    summary: "The caller's cases or tracked applications, filtered and paged",
    ids: 'self',
    query: caseListQuerySchema,
    responses: { 200: casePageSchema },
  }),
  get: route({
    method: 'GET',
    path: '/cases/{id}',
    summary: 'One case',
    ids: CASE,
    responses: { 200: oneCaseSchema },
  }),
  details: route({
    method: 'GET',
    path: '/cases/{id}/details',
    summary: "A case's documents, reports, eligibility checks and highlights",
    ids: CASE,
    responses: { 200: caseDetailsSchema },
  }),
  update: route({
    method: 'PATCH',
    path: '/cases/{id}',
    summary: "Edits a case's fields or moves its status (Submit, Archive, Restore)",
    ids: CASE,
    body: jsonBody(casePatchSchema),
    responses: { 200: oneCaseSchema },
  }),
  attach: route({
    method: 'POST',
    path: '/cases/{id}/attachments',
    summary: 'Uploads a file to the case (PDF, DOCX, JPG or PNG)',
    ids: CASE,
    // The form carries nothing but the file.
    body: multipartBody({ fileField: 'file', maxFiles: 1, maxFileBytes: MAX_UPLOAD_BYTES, fields: z.object({}) }),
    responses: { 201: caseAttachmentAnswerSchema },
  }),
  attachment: route({
    method: 'GET',
    path: '/cases/{id}/attachments/{name}',
    summary: 'A file of the case, shown inline or, with ?download=1, saved',
    ids: { id: 'case', name: 'document-name' },
    query: fileQuerySchema,
    responses: { 200: fileAnswer('the stored type: PDF, DOCX, JPG or PNG') },
  }),
  recordStatus: route({
    method: 'POST',
    path: '/cases/{id}/status-updates',
    summary: 'Records a notice the applicant received (the manual status provider)',
    ids: CASE,
    body: jsonBody(statusUpdateSchema),
    responses: { 200: oneCaseSchema },
  }),
  checkStatus: route({
    method: 'POST',
    path: '/cases/{id}/status-check',
    summary: "Asks USCIS for the application's latest status",
    ids: CASE,
    responses: { 200: statusCheckAnswerSchema },
  }),
};
