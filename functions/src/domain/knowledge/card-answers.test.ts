// Every seeded card, as GET /knowledge/cards/{id} answers it in each language, fits the contract's schema: a field
// added to a card (or a stored source with more than its title and link) would otherwise surface only as a 500 in
// the integration suites.
import { beforeAll, describe, expect, it } from 'vitest';
import { LOCALES } from '../../shared/i18n/locale';
import { cardSummarySchema, knowledgeCardSchema } from '../../shared/knowledge/knowledge-views';
import type { KnowledgeBase } from './knowledge-base';
import { seedKnowledgeBase } from './testing/seed-knowledge';

let kb: KnowledgeBase;
beforeAll(async () => {
  kb = await seedKnowledgeBase();
});

describe('the seeded cards as the API answers them', () => {
  it.each(LOCALES)('fit the card and summary schemas in %s', (language) => {
    const summaries = kb.summaries(language);
    expect(summaries.length).toBeGreaterThan(0);
    for (const summary of summaries) {
      expect(cardSummarySchema.safeParse(summary).error).toBeUndefined();
      expect(knowledgeCardSchema.safeParse(kb.card(summary.id, language)).error).toBeUndefined();
    }
  });
});
