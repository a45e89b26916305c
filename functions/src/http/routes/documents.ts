import type { Router } from 'express';
import { z } from 'zod';
import { badRequest, notFound } from '../../domain/errors';
import { deleteDocument, DOCUMENT_NOT_FOUND, listDocuments, openDocument, uploadDocument } from '../../services/documents';
import { docIdSchema } from '../../shared/ids';
import { currentUser } from '../middleware/authenticate';
import { parseInput } from '../../domain/validate';
import { documentUploadPolicy, readMultipart } from './multipart';
import { streamFile, wantsDownload } from './stream-file';
import { msg } from '../../shared/i18n/message';

const caseId = docIdSchema('labels:case');

const listQuery = z.object({ caseId: caseId.optional() });
const uploadFields = z.object({ caseId: caseId.optional() });
const DOCUMENT_UPLOAD = documentUploadPolicy('file');

/** The name in the path; a missing or repeated one cannot name a document. */
function nameParam(value: unknown): string {
  if (typeof value !== 'string') throw notFound(DOCUMENT_NOT_FOUND);
  return value;
}

export function registerDocumentRoutes(router: Router): void {
  router.get('/documents', async (req, res) => {
    const query = parseInput(listQuery, req.query);
    res.json({ documents: await listDocuments(currentUser(req).uid, query.caseId) });
  });

  router.post('/documents', async (req, res) => {
    const { uid } = currentUser(req);
    const form = await readMultipart(req, DOCUMENT_UPLOAD);
    const fields = parseInput(uploadFields, form.fields);
    if (!form.file) throw badRequest(msg('errors:chooseFile'), { file: msg('errors:chooseFileField') });
    res.status(201).json({ document: await uploadDocument(uid, form.file, fields.caseId) });
  });

  router.get('/documents/:name/content', async (req, res) => {
    const download = wantsDownload(req);
    const { document, stream } = await openDocument(currentUser(req).uid, nameParam(req.params['name']));
    streamFile(res, document, stream, download);
  });

  router.delete('/documents/:name', async (req, res) => {
    await deleteDocument(currentUser(req).uid, nameParam(req.params['name']));
    res.status(204).end();
  });
}
