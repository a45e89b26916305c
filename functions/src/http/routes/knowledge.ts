import type { Router } from 'express';
import { z } from 'zod';
import { cardsPage, getCard } from '../../services/knowledge';
import { parseInput } from '../../domain/validate';
import {
  KNOWLEDGE_LANGUAGES,
  KNOWLEDGE_TOPIC_IDS,
  MAX_KNOWLEDGE_QUERY,
  type KnowledgeTopicId,
} from '../../shared/knowledge/knowledge-views';
import { pageNumberQuery } from './params';

const languageQuery = z
  .enum(KNOWLEDGE_LANGUAGES, { error: `Choose one of ${KNOWLEDGE_LANGUAGES.join(', ')}` })
  .optional()
  .default('en');

const cardsQuery = z.object({
  q: z
    .string({ error: 'Must be text' })
    .max(MAX_KNOWLEDGE_QUERY, `Must be at most ${MAX_KNOWLEDGE_QUERY} characters`)
    .optional()
    .default(''),
  topic: z.enum(KNOWLEDGE_TOPIC_IDS as [KnowledgeTopicId, ...KnowledgeTopicId[]], { error: 'Choose one of the listed topics' }).optional(),
  lang: languageQuery,
  page: pageNumberQuery(),
});

export function registerKnowledgeRoutes(router: Router): void {
  router.get('/knowledge/cards', async (req, res) => {
    const { q, topic, lang, page } = parseInput(cardsQuery, req.query);
    res.json(await cardsPage({ query: q, language: lang, ...(topic ? { topic } : {}) }, page));
  });

  router.get('/knowledge/cards/:id', async (req, res) => {
    const { lang } = parseInput(z.object({ lang: languageQuery }), req.query);
    res.json({ card: await getCard(String(req.params['id']), lang) });
  });
}
