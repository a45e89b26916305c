import type { Router } from 'express';
import { processingTime } from '../../services/processing-times';
import { processingTimesContracts } from '../../shared/contracts/processing-times';
import { serveContracts } from '../contracts/serve';

/** USCIS's posted processing times (shared/contracts/processing-times.ts). */
export function registerProcessingTimesRoutes(router: Router): void {
  serveContracts(router, processingTimesContracts, {
    find: async ({ query }) => processingTime(query),
  });
}
