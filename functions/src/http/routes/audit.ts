import type { Router } from 'express';
import { securityActivity } from '../../services/audit';
import { auditContracts } from '../../shared/contracts/audit';
import { serveContracts } from '../contracts/serve';

export function registerAuditRoutes(router: Router): void {
  // Settings > Security activity: the caller's own events only.
  serveContracts(router, auditContracts, {
    list: async ({ user, req }) => ({ events: await securityActivity(user.uid, req.get('user-agent')) }),
  });
}
