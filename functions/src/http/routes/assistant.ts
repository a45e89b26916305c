import type { Router } from 'express';
import { listCommonQuestions } from '../../data/knowledge-repo';
import { describeAllCategoryFields } from '../../shared/eligibility/describe-category-fields';
import { DOCUMENT_CATEGORIES, ELIGIBILITY_CATEGORIES, GENDERS, PREFERRED_COMMUNICATION } from '../../shared/reference/categories';
import { COUNTRIES } from '../../shared/reference/countries';

// Built once: the lists are constants, and describing the category schemas walks every zod schema.
let schemas: object | undefined;
function functionSchemas(): object {
  schemas ??= {
    checkEligibility: {
      country: COUNTRIES,
      preferredCommunication: PREFERRED_COMMUNICATION,
      category: ELIGIBILITY_CATEGORIES,
      gender: GENDERS,
      categoryFields: describeAllCategoryFields(),
    },
    reviewDocuments: {
      category: DOCUMENT_CATEGORIES,
      country: COUNTRIES,
    },
  };
  return schemas;
}

export function registerAssistantRoutes(router: Router): void {
  router.get('/common-questions', async (_req, res) => {
    const questions = await listCommonQuestions();
    res.json({ questions: questions.map(({ id, text }) => ({ id, text })) });
  });

  router.get('/function-schemas', (_req, res) => {
    res.json(functionSchemas());
  });
}
