import { describe, expect, it } from 'vitest';
import { DOCUMENT_CATEGORIES, ELIGIBILITY_CATEGORIES } from '../../shared/reference/categories';
import { functionSchemas } from './function-schemas';

describe('functionSchemas', () => {
  it('offers the eligibility and document-review lists', () => {
    expect(functionSchemas()).toMatchObject({
      checkEligibility: { category: ELIGIBILITY_CATEGORIES },
      reviewDocuments: { category: DOCUMENT_CATEGORIES },
    });
  });

  it('is built once', () => {
    expect(functionSchemas()).toBe(functionSchemas());
  });
});
