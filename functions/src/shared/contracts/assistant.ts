// The AI Assistant page's reference data (http/routes/assistant.ts serves it).
import { commonQuestionsSchema, functionSchemasSchema } from '../assistant/assistant-views';
import { route } from './contract';

export const assistantContracts = {
  commonQuestions: route({
    method: 'GET',
    path: '/common-questions',
    summary: 'The questions the assistant suggests to start with',
    ids: 'none',
    responses: { 200: commonQuestionsSchema },
  }),
  functionSchemas: route({
    method: 'GET',
    path: '/function-schemas',
    summary: "The lists the assistant's tool forms offer (countries, categories, each category's fields)",
    ids: 'none',
    responses: { 200: functionSchemasSchema },
  }),
};
