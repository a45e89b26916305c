import type { Router } from 'express';
import { functionSchemas } from '../../domain/assistant/function-schemas';
import { commonQuestions } from '../../services/assistant';
import { assistantContracts } from '../../shared/contracts/assistant';
import { serveContracts } from '../contracts/serve';

export function registerAssistantRoutes(router: Router): void {
  serveContracts(router, assistantContracts, {
    commonQuestions: async () => ({ questions: await commonQuestions() }),
    functionSchemas: async () => functionSchemas(),
  });
}
