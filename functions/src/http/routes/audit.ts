import type { Router } from 'express';
import { securityActivity } from '../../services/audit';
import { currentUser } from '../middleware/authenticate';

export function registerAuditRoutes(router: Router): void {
  // Settings > Security activity: the caller's own events only.
  router.get('/audit-log', async (req, res) => {
    res.json({ events: await securityActivity(currentUser(req).uid, req.get('user-agent')) });
  });
}
