import { describe, expect, it } from 'vitest';
import { functionSchemasSchema } from '../../shared/assistant/assistant-views';
import { DOCUMENT_CATEGORIES, ELIGIBILITY_CATEGORIES } from '../../shared/reference/categories';
import { functionSchemas } from './function-schemas';

describe('functionSchemas', () => {
  it('offers the eligibility and document-review lists', () => {
    expect(functionSchemas()).toMatchObject({
      checkEligibility: { category: ELIGIBILITY_CATEGORIES },
      reviewDocuments: { category: DOCUMENT_CATEGORIES },
    });
  });

  it("answers within its contract's schema, every category's fields described", () => {
    const answer = functionSchemasSchema.parse(functionSchemas());
    expect(Object.keys(answer.checkEligibility.categoryFields)).toEqual(ELIGIBILITY_CATEGORIES);
  });

  it('is built once', () => {
    expect(functionSchemas()).toBe(functionSchemas());
  });
});
