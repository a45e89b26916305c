// The lists the assistant's tool forms offer (GET /function-schemas), so the chat page draws the same choices the
// server accepts.
import { describeAllCategoryFields } from '../../shared/eligibility/describe-category-fields';
import { DOCUMENT_CATEGORIES, ELIGIBILITY_CATEGORIES, GENDERS, PREFERRED_COMMUNICATION } from '../../shared/reference/categories';
import { COUNTRIES } from '../../shared/reference/countries';
import type { FunctionSchemas } from '../../shared/assistant/assistant-views';

// Built once: the lists are constants, and describing the category schemas walks every zod schema.
let schemas: FunctionSchemas | undefined;

export function functionSchemas(): FunctionSchemas {
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
