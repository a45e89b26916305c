import type { Router } from 'express';
import { currentVisaBulletin, priorityDates } from '../../services/visa-bulletin';
import { currentUser } from '../middleware/authenticate';

/** The current Visa Bulletin and where the caller's tracked applications stand on it (issue 14, H4). */
export function registerVisaBulletinRoutes(router: Router): void {
  router.get('/visa-bulletin', async (_req, res) => {
    res.json(await currentVisaBulletin());
  });

  router.get('/priority-dates', async (req, res) => {
    res.json(await priorityDates(currentUser(req).uid));
  });
}
