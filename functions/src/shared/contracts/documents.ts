// Uploaded Documents (http/routes/documents.ts serves them): the caller's files, a case's too.
import { z } from 'zod';
import { documentListQuerySchema, documentUploadFieldsSchema } from '../documents/document-inputs';
import { userDocumentSchema } from '../settings/document-views';
import { MAX_UPLOAD_BYTES } from '../settings/upload-policy';
import { fileAnswer, multipartBody, noContent, route } from './contract';
import { fileQuerySchema } from './file-query';

const NAME = { name: 'document-name' } as const;

export const documentsContracts = {
  list: route({
    method: 'GET',
    path: '/documents',
    summary: "The caller's uploaded files, or one case's",
    ids: 'self',
    references: { query: { caseId: 'case' } },
    query: documentListQuerySchema,
    responses: { 200: z.strictObject({ documents: z.array(userDocumentSchema) }) },
  }),
  upload: route({
    method: 'POST',
    path: '/documents',
    summary: 'Uploads a file (PDF, DOCX, JPG or PNG), to a case if one is named',
    ids: 'self',
    references: { body: { caseId: 'case' } },
    body: multipartBody({ fileField: 'file', maxFiles: 1, maxFileBytes: MAX_UPLOAD_BYTES, fields: documentUploadFieldsSchema }),
    responses: { 201: z.strictObject({ document: userDocumentSchema }) },
  }),
  content: route({
    method: 'GET',
    path: '/documents/{name}/content',
    summary: 'One of the files, shown inline or, with ?download=1, saved',
    ids: NAME,
    query: fileQuerySchema,
    responses: { 200: fileAnswer('the stored type: PDF, DOCX, JPG or PNG') },
  }),
  remove: route({
    method: 'DELETE',
    path: '/documents/{name}',
    summary: 'Deletes one of the files',
    ids: NAME,
    responses: { 204: noContent },
  }),
};
