import type { Router } from 'express';
import { parseInput } from '../../domain/validate';
import { caseChecklist, CASE_NOT_FOUND, complianceOverview, tickComplianceItem } from '../../services/compliance';
import { complianceTickSchema } from '../../shared/compliance/compliance-inputs';
import { currentUser } from '../middleware/authenticate';
import { docIdParam } from './params';

export function registerComplianceRoutes(router: Router): void {
  router.get('/compliance', async (req, res) => {
    res.json(await complianceOverview(currentUser(req).uid));
  });

  router.get('/compliance/cases/:id', async (req, res) => {
    res.json({ checklist: await caseChecklist(currentUser(req).uid, docIdParam(req, 'id', CASE_NOT_FOUND)) });
  });

  router.put('/compliance/cases/:id/items', async (req, res) => {
    const { uid } = currentUser(req);
    const caseId = docIdParam(req, 'id', CASE_NOT_FOUND);
    const tick = parseInput(complianceTickSchema, req.body ?? {});
    res.json({ checklist: await tickComplianceItem(uid, caseId, tick) });
  });
}
