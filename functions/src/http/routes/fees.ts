import type { Router } from 'express';
import { quoteFees } from '../../services/fees';
import { feesContracts } from '../../shared/contracts/fees';
import { serveContracts } from '../contracts/serve';
import { requestLocale } from '../request-locale';

/** The fee calculator (shared/contracts/fees.ts). */
export function registerFeesRoutes(router: Router): void {
  serveContracts(router, feesContracts, {
    quote: async ({ query, req }) => quoteFees(query, await requestLocale(req)),
  });
}
