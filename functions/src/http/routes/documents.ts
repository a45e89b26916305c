import type { Router } from 'express';
import { badRequest } from '../../domain/errors';
import { deleteDocument, listDocuments, openDocument, uploadDocument } from '../../services/documents';
import { documentsContracts } from '../../shared/contracts/documents';
import { asksForDownload } from '../../shared/contracts/file-query';
import { msg } from '../../shared/i18n/message';
import { serveContracts } from '../contracts/serve';
import { documentUploadPolicy } from './multipart';
import { streamFile } from './stream-file';

export function registerDocumentRoutes(router: Router): void {
  serveContracts(router, documentsContracts, {
    list: async ({ user, query }) => ({ documents: await listDocuments(user.uid, query.caseId) }),
    upload: async ({ user, form }) => {
      const { fields, file } = await form.one(documentUploadPolicy);
      if (!file) throw badRequest(msg('errors:chooseFile'), { file: msg('errors:chooseFileField') });
      return { document: await uploadDocument(user.uid, file, fields.caseId) };
    },
    content: async ({ user, params, query, res }) => {
      const { document, stream } = await openDocument(user.uid, params.name);
      streamFile(res, document, stream, asksForDownload(query));
    },
    remove: async ({ user, params }) => {
      await deleteDocument(user.uid, params.name);
    },
  });
}
