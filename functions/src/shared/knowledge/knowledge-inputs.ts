// The queries of the Knowledge Center's routes (shared/contracts/knowledge.ts).
import { z } from 'zod';
import { pageNumberQuery } from '../contracts/number-query';
import { issueText } from '../i18n/message';
import { KNOWLEDGE_LANGUAGES, KNOWLEDGE_TOPIC_IDS, MAX_KNOWLEDGE_QUERY, type KnowledgeTopicId } from './knowledge-views';

const languageQuery = z
  .enum(KNOWLEDGE_LANGUAGES, { error: issueText('validation:chooseOneOfOptions', { options: KNOWLEDGE_LANGUAGES.join(', ') }) })
  .optional()
  .default('en');

/** GET /knowledge/cards */
export const cardsQuerySchema = z.object({
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

/** GET /knowledge/cards/{id} */
export const cardQuerySchema = z.object({ lang: languageQuery });
