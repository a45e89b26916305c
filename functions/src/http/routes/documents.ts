import type { Router } from 'express';
import { z } from 'zod';
import { docIdSchema } from '../../shared/ids';
import { deleteDocument, listDocuments, openDocument, saveDocument } from '../../data/documents-repo';
import { badRequest, notFound } from '../../domain/errors';
import { isSafeFileName, numberedName, safeFileName, UPLOAD_KINDS } from '../../shared/settings/upload-policy';
import { currentUser } from '../middleware/authenticate';
import { parseInput } from '../validate';
import { readMultipart } from './multipart';
import { streamFile, wantsDownload } from './stream-file';

const DOCUMENT_NOT_FOUND = 'Document not found.';
const caseId = docIdSchema('case');

const listQuery = z.object({ caseId: caseId.optional() });
const uploadFields = z.object({ caseId: caseId.optional() });

/** The name in the path, if it can be one of ours; unsafe names (../, slashes) cannot exist, so 404. */
function documentName(value: unknown): string {
  if (typeof value !== 'string' || !isSafeFileName(value)) throw notFound(DOCUMENT_NOT_FOUND);
  return value;
}

export function registerDocumentRoutes(router: Router): void {
  router.get('/documents', async (req, res) => {
    const query = parseInput(listQuery, req.query);
    res.json({ documents: await listDocuments(currentUser(req).uid, query.caseId) });
  });

  router.post('/documents', async (req, res) => {
    const { uid } = currentUser(req);
    const form = await readMultipart(req, 'file');
    const fields = parseInput(uploadFields, form.fields);
    if (!form.file) throw badRequest('Choose a file to upload.', { file: 'Choose a file to upload' });
    const { file } = form;
    const document = await saveDocument(uid, {
      name: safeFileName(file.fileName, file.kind),
      bytes: file.bytes,
      contentType: UPLOAD_KINDS[file.kind].contentType,
      originalName: file.fileName,
      caseId: fields.caseId,
      numberName: numberedName,
    });
    res.status(201).json({ document });
  });

  router.get('/documents/:name/content', async (req, res) => {
    const download = wantsDownload(req);
    const found = await openDocument(currentUser(req).uid, documentName(req.params['name']));
    if (!found) throw notFound(DOCUMENT_NOT_FOUND);
    streamFile(res, found.document, found.stream, download);
  });

  router.delete('/documents/:name', async (req, res) => {
    if (!(await deleteDocument(currentUser(req).uid, documentName(req.params['name'])))) throw notFound(DOCUMENT_NOT_FOUND);
    res.status(204).end();
  });
}
