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
import { issueText } from '../../shared/i18n/message';

const languageQuery = z
  .enum(KNOWLEDGE_LANGUAGES, { error: issueText('validation:chooseOneOfOptions', { options: KNOWLEDGE_LANGUAGES.join(', ') }) })
  .optional()
  .default('en');

const cardsQuery = z.object({
  q: z
    .string({ error: issueText('validation:mustBeText') })
    .max(MAX_KNOWLEDGE_QUERY, issueText('validation:mustBeAtMostMaxCharacters', { max: MAX_KNOWLEDGE_QUERY }))
    .optional()
    .default(''),
  topic: z
    .enum(KNOWLEDGE_TOPIC_IDS as [KnowledgeTopicId, ...KnowledgeTopicId[]], { error: issueText('validation:chooseOneOfTheListedTopics') })
    .optional(),
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
