import { Timestamp } from 'firebase-admin/firestore';
import { describe, expect, it } from 'vitest';
import { articleDocSchema, commonQuestionDocSchema, faqDocSchema, glossaryDocSchema, newsDocSchema } from './content-documents';

// The seeded content is checked against these schemas in seed-documents.test.ts.
describe('reference content schemas', () => {
  it('fill what an entry added by hand may leave out', () => {
    expect(articleDocSchema.parse({ title: 'Visas', updatedAt: new Timestamp(1_767_609_000, 0) })).toEqual({
      title: 'Visas',
      excerpt: '',
      content: '',
      updatedAt: '2026-01-05',
      sources: [],
    });
    expect(newsDocSchema.parse({ title: 'Update', date: '2026-01-05' })).toEqual({
      title: 'Update',
      date: '2026-01-05',
      excerpt: '',
      content: '',
      isExample: false,
      sources: [],
    });
    expect(faqDocSchema.parse({ question: 'Q?', answer: 'A.' })).toEqual({
      question: 'Q?',
      answer: 'A.',
      link: null,
      order: Number.MAX_SAFE_INTEGER,
    });
    expect(commonQuestionDocSchema.parse({ text: 'How?' })).toEqual({ text: 'How?', answer: '', order: Number.MAX_SAFE_INTEGER });
    expect(glossaryDocSchema.parse({ term: 'A-Number', definition: 'An id.' }).related).toEqual([]);
  });

  it('refuse entries without their defining text or with fields of the wrong type', () => {
    expect(articleDocSchema.safeParse({ excerpt: 'No title', updatedAt: '2026-01-05' }).success).toBe(false);
    expect(articleDocSchema.safeParse({ title: 'Visas', updatedAt: '5 January' }).success).toBe(false);
    expect(newsDocSchema.safeParse({ title: 'Update', date: '2026-01-05', isExample: 'yes' }).success).toBe(false);
    expect(glossaryDocSchema.safeParse({ term: 'A-Number', definition: 'An id.', related: 'i-94' }).success).toBe(false);
    expect(faqDocSchema.safeParse({ question: 'Q?', answer: 'A.', order: '1' }).success).toBe(false);
  });
});
