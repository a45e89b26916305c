// The expert's desk (GET/POST /expert/...; only for the expert role, which route-policies.ts checks from the verified
// token), GET /discussions, every signed-in user's list of case discussions, and an applicant's request to the experts.
import type { Request, Router } from 'express';
import { notFound } from '../../domain/errors';
import { DOCUMENT_NOT_FOUND, getExpertCase, listExpertCases, openExpertCaseDocument } from '../../services/expert-cases';
import {
  claimExpertCase,
  decideExpertStatus,
  releaseExpertCase,
  sendToExperts,
  setExpertHighlights,
  withdrawFromExperts,
} from '../../services/expert-requests';
import { listDiscussions } from '../../services/discussions';
import { CASE_NOT_FOUND } from '../../services/cases';
import { currentUser } from '../middleware/authenticate';
import { docIdParam } from './params';
import { streamFile, wantsDownload } from './stream-file';

const caseIdOf = (req: Request) => docIdParam(req, 'id', CASE_NOT_FOUND);

export function registerExpertRoutes(router: Router): void {
  // 'Discuss with Expert' / 'Send to Expert': the case goes to the experts' queue with the applicant's note.
  router.post('/cases/:id/expert-request', async (req, res) => {
    res.json(await sendToExperts(currentUser(req), caseIdOf(req), req.body ?? {}));
  });

  router.delete('/cases/:id/expert-request', async (req, res) => {
    res.json(await withdrawFromExperts(currentUser(req), caseIdOf(req)));
  });

  router.get('/discussions', async (req, res) => {
    res.json(await listDiscussions(currentUser(req)));
  });

  router.get('/expert/cases', async (req, res) => {
    res.json(await listExpertCases(currentUser(req)));
  });

  router.get('/expert/cases/:id', async (req, res) => {
    res.json(await getExpertCase(currentUser(req), caseIdOf(req)));
  });

  router.get('/expert/cases/:id/documents/:name', async (req, res) => {
    const caseId = caseIdOf(req);
    const name = req.params['name'];
    if (typeof name !== 'string') throw notFound(DOCUMENT_NOT_FOUND);
    const download = wantsDownload(req);
    const { document, stream } = await openExpertCaseDocument(currentUser(req), caseId, name);
    streamFile(res, document, stream, download);
  });

  router.post('/expert/cases/:id/claim', async (req, res) => {
    res.json(await claimExpertCase(currentUser(req), caseIdOf(req)));
  });

  router.post('/expert/cases/:id/release', async (req, res) => {
    res.json(await releaseExpertCase(currentUser(req), caseIdOf(req)));
  });

  router.put('/expert/cases/:id/highlights', async (req, res) => {
    res.json(await setExpertHighlights(currentUser(req), caseIdOf(req), req.body ?? {}));
  });

  router.post('/expert/cases/:id/status', async (req, res) => {
    res.json(await decideExpertStatus(currentUser(req), caseIdOf(req), req.body ?? {}));
  });
}
