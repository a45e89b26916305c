import type { Router } from 'express';
import { currentVisaBulletin, priorityDates } from '../../services/visa-bulletin';
import { visaBulletinContracts } from '../../shared/contracts/visa-bulletin';
import { serveContracts } from '../contracts/serve';

/** The current Visa Bulletin and where the caller's tracked applications stand on it (shared/contracts/visa-bulletin.ts). */
export function registerVisaBulletinRoutes(router: Router): void {
  serveContracts(router, visaBulletinContracts, {
    current: async () => currentVisaBulletin(),
    priorityDates: async ({ user }) => priorityDates(user.uid),
  });
}
