import type { Request, Router } from 'express';
import { z } from 'zod';
import { badRequest, notFound } from '../../domain/errors';
import { parseInput } from '../../domain/validate';
import { checkCaseStatus, recordStatusUpdate, statusProviderName } from '../../services/case-status';
import {
  CASE_NOT_FOUND,
  caseDetails,
  createDraftCase,
  createTrackedApplication,
  getCase,
  listCasePage,
  openCase,
  updateCase,
} from '../../services/cases';
import { ATTACHMENT_NOT_FOUND, attachToCase, openCaseAttachment } from '../../services/documents';
import { sendToExperts, withdrawFromExperts } from '../../services/expert-requests';
import {
  caseListQuerySchema,
  casePatchSchema,
  newDraftCaseSchema,
  newTrackedApplicationSchema,
  statusUpdateSchema,
} from '../../shared/cases/case-inputs';
import { docIdSchema } from '../../shared/ids';
import { currentUser } from '../middleware/authenticate';
import { documentUploadPolicy, readMultipart } from './multipart';
import { docIdParam } from './params';
import { streamFile, wantsDownload } from './stream-file';
import { msg } from '../../shared/i18n/message';

const fromChatBody = z.object({
  // null (or absent) opens a case without a chat.
  chatId: docIdSchema('labels:chat').nullish(),
});

const ATTACHMENT_UPLOAD = documentUploadPolicy('file');

/** POST /cases takes three bodies; which one is meant shows in its fields. */
function createKind(body: unknown): 'tracked' | 'draft' | 'chat' {
  if (typeof body !== 'object' || body === null) return 'chat';
  if ('receiptNumber' in body || 'formType' in body) return 'tracked';
  if ('caseName' in body || 'category' in body || 'applicant' in body) return 'draft';
  return 'chat';
}

const caseIdOf = (req: Request) => docIdParam(req, 'id', CASE_NOT_FOUND);

export function registerCaseRoutes(router: Router): void {
  router.post('/cases', async (req, res) => {
    const user = currentUser(req);
    const body: unknown = req.body ?? {};
    const kind = createKind(body);
    if (kind === 'chat') {
      const { chatId = null } = parseInput(fromChatBody, body);
      const { caseId, created } = await openCase(user, chatId);
      res.status(created ? 201 : 200).json({ caseId });
      return;
    }
    const created =
      kind === 'tracked'
        ? await createTrackedApplication(user, parseInput(newTrackedApplicationSchema, body))
        : await createDraftCase(user, parseInput(newDraftCaseSchema, body));
    res.status(201).json({ caseId: created.caseId, case: created });
  });

  router.get('/cases', async (req, res) => {
    res.json(await listCasePage(currentUser(req).uid, parseInput(caseListQuerySchema, req.query), statusProviderName()));
  });

  router.get('/cases/:id', async (req, res) => {
    res.json({ case: await getCase(currentUser(req).uid, caseIdOf(req)) });
  });

  router.get('/cases/:id/details', async (req, res) => {
    res.json(await caseDetails(currentUser(req).uid, caseIdOf(req)));
  });

  router.patch('/cases/:id', async (req, res) => {
    const caseId = caseIdOf(req);
    res.json({ case: await updateCase(currentUser(req).uid, caseId, parseInput(casePatchSchema, req.body ?? {})) });
  });

  router.post('/cases/:id/attachments', async (req, res) => {
    const { uid } = currentUser(req);
    const caseId = caseIdOf(req);
    const form = await readMultipart(req, ATTACHMENT_UPLOAD);
    if (!form.file) throw badRequest(msg('errors:chooseFile'), { file: msg('errors:chooseFileField') });
    const { case: updated, document } = await attachToCase(uid, caseId, form.file);
    res.status(201).json({ case: updated, document });
  });

  router.get('/cases/:id/attachments/:name', async (req, res) => {
    const caseId = caseIdOf(req);
    const name = req.params['name'];
    if (typeof name !== 'string') throw notFound(ATTACHMENT_NOT_FOUND);
    const download = wantsDownload(req);
    const { document, stream } = await openCaseAttachment(currentUser(req).uid, caseId, name);
    streamFile(res, document, stream, download);
  });

  router.post('/cases/:id/status-updates', async (req, res) => {
    const caseId = caseIdOf(req);
    res.json({ case: await recordStatusUpdate(currentUser(req).uid, caseId, parseInput(statusUpdateSchema, req.body ?? {})) });
  });

  router.post('/cases/:id/status-check', async (req, res) => {
    res.json(await checkCaseStatus(currentUser(req).uid, caseIdOf(req)));
  });

  // 'Discuss with Expert' / 'Send to Expert' (issue 13): the case goes to the experts' queue with the applicant's note.
  router.post('/cases/:id/expert-request', async (req, res) => {
    res.json(await sendToExperts(currentUser(req), caseIdOf(req), req.body ?? {}));
  });

  router.delete('/cases/:id/expert-request', async (req, res) => {
    res.json(await withdrawFromExperts(currentUser(req), caseIdOf(req)));
  });
}
