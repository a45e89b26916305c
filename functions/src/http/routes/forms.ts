import type { Router } from 'express';
import { listGoals } from '../../services/forms';
import { formsContracts } from '../../shared/contracts/forms';
import { serveContracts } from '../contracts/serve';
import { requestLocale } from '../request-locale';

export function registerFormsRoutes(router: Router): void {
  serveContracts(
    router,
    { goals: formsContracts.goals },
    {
      goals: async ({ req }) => listGoals(await requestLocale(req)),
    },
  );
}
