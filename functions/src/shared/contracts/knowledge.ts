// The Knowledge Center's answer cards (http/routes/knowledge.ts serves them).
import { cardQuerySchema, cardsQuerySchema } from '../knowledge/knowledge-inputs';
import { cardsPageSchema, oneCardSchema } from '../knowledge/knowledge-views';
import { route } from './contract';

export const knowledgeContracts = {
  cards: route({
    method: 'GET',
    path: '/knowledge/cards',
    summary: 'A page of answer cards, searched and filtered by topic, in the language asked for',
    ids: 'none',
    query: cardsQuerySchema,
    responses: { 200: cardsPageSchema },
  }),
  card: route({
    method: 'GET',
    path: '/knowledge/cards/{id}',
    summary: 'One answer card with its sources and figures, in the language asked for (else English)',
    ids: { id: 'knowledge-card' },
    query: cardQuerySchema,
    responses: { 200: oneCardSchema },
  }),
};
