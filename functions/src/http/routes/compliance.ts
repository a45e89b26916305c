import type { Router } from 'express';
import { caseChecklist, complianceOverview, tickComplianceItem } from '../../services/compliance';
import { complianceContracts } from '../../shared/contracts/compliance';
import { serveContracts } from '../contracts/serve';

export function registerComplianceRoutes(router: Router): void {
  serveContracts(router, complianceContracts, {
    overview: async ({ user }) => complianceOverview(user.uid),
    checklist: async ({ user, params }) => ({ checklist: await caseChecklist(user.uid, params.id) }),
    tick: async ({ user, params, body }) => ({ checklist: await tickComplianceItem(user.uid, params.id, body) }),
  });
}
