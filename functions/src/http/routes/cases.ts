import type { Router } from 'express';
import { badRequest } from '../../domain/errors';
import { msg } from '../../shared/i18n/message';
import { checkCaseStatus, recordStatusUpdate, statusProviderName } from '../../services/case-status';
import {
  caseDetails,
  createDraftCase,
  createTrackedApplication,
  getCase,
  linkChatCase,
  listCasePage,
  openCase,
  openGoalCase,
  updateCase,
} from '../../services/cases';
import { requestLocale } from '../request-locale';
import { attachToCase, openCaseAttachment } from '../../services/documents';
import { casesContracts } from '../../shared/contracts/cases';
import { asksForDownload } from '../../shared/contracts/file-query';
import { serveContracts, withStatus } from '../contracts/serve';
import { documentUploadPolicy } from './multipart';
import { streamFile } from './stream-file';

export function registerCaseRoutes(router: Router): void {
  serveContracts(router, casesContracts, {
    create: async ({ user, body, req }) => {
      if ('goal' in body) {
        const { caseId, created } = await openGoalCase(user, body, await requestLocale(req));
        return created ? withStatus(201, { caseId, case: await getCase(user.uid, caseId) }) : withStatus(200, { caseId });
      }
      if ('receiptNumber' in body || 'caseName' in body) {
        const created = 'receiptNumber' in body ? await createTrackedApplication(user, body) : await createDraftCase(user, body);
        return withStatus(201, { caseId: created.caseId, case: created });
      }
      const { caseId, created } =
        body.chatId && body.caseId ? await linkChatCase(user, body.chatId, body.caseId) : await openCase(user, body.chatId ?? null);
      return created ? withStatus(201, { caseId }) : withStatus(200, { caseId });
    },
    list: async ({ user, query }) => listCasePage(user.uid, query, statusProviderName()),
    get: async ({ user, params }) => ({ case: await getCase(user.uid, params.id) }),
    details: async ({ user, params }) => caseDetails(user.uid, params.id),
    update: async ({ user, params, body }) => ({ case: await updateCase(user.uid, params.id, body) }),
    attach: async ({ user, params, form }) => {
      const { file } = await form.one(documentUploadPolicy);
      if (!file) throw badRequest(msg('errors:chooseFile'), { file: msg('errors:chooseFileField') });
      return attachToCase(user.uid, params.id, file);
    },
    attachment: async ({ user, params, query, res }) => {
      const { document, stream } = await openCaseAttachment(user.uid, params.id, params.name);
      streamFile(res, document, stream, asksForDownload(query));
    },
    recordStatus: async ({ user, params, body }) => ({ case: await recordStatusUpdate(user.uid, params.id, body) }),
    checkStatus: async ({ user, params }) => checkCaseStatus(user.uid, params.id),
  });
}
