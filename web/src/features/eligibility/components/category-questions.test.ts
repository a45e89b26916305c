import { describeCategoryFields } from '@shared/eligibility/describe-category-fields';
import { describe, expect, it } from 'vitest';
import en from '@/locales/en/eligibility.json';
import { TRANSLATED_QUESTIONS } from './category-details-step';

describe('category questions shown in the reader’s language', () => {
  it('says in English exactly what the schema asks, for each translated question', () => {
    const fields = describeCategoryFields('Asylum/Refugee');
    for (const name of TRANSLATED_QUESTIONS) {
      expect(en.categoryQuestions[name], name).toBe(fields.find((field) => field.name === name)?.description);
    }
    expect(Object.keys(en.categoryQuestions).sort()).toEqual([...TRANSLATED_QUESTIONS].sort());
  });
});
