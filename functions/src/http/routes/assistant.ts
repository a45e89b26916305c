import type { Router } from 'express';
import { functionSchemas } from '../../domain/assistant/function-schemas';
import { commonQuestions } from '../../services/assistant';

export function registerAssistantRoutes(router: Router): void {
  router.get('/common-questions', async (_req, res) => {
    res.json({ questions: await commonQuestions() });
  });

  router.get('/function-schemas', (_req, res) => {
    res.json(functionSchemas());
  });
}
