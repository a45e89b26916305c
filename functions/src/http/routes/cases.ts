import type { Router } from 'express';
import { z } from 'zod';
import { CASE_NOT_FOUND, caseDetails, listUserCases, openCase } from '../../services/cases';
import { docIdSchema } from '../../shared/ids';
import { currentUser } from '../middleware/authenticate';
import { parseInput } from '../../domain/validate';
import { docIdParam } from './params';

const createBody = z.object({
  // null (or absent) opens a case without a chat.
  chatId: docIdSchema('chat').nullish(),
});

export function registerCaseRoutes(router: Router): void {
  router.post('/cases', async (req, res) => {
    const { chatId = null } = parseInput(createBody, req.body ?? {});
    const { caseId, created } = await openCase(currentUser(req), chatId);
    res.status(created ? 201 : 200).json({ caseId });
  });

  router.get('/cases', async (req, res) => {
    res.json({ cases: await listUserCases(currentUser(req).uid) });
  });

  router.get('/cases/:id/details', async (req, res) => {
    res.json(await caseDetails(currentUser(req).uid, docIdParam(req, 'id', CASE_NOT_FOUND)));
  });
}
