import type { Router } from 'express';
import { cardsPage, getCard } from '../../services/knowledge';
import { knowledgeContracts } from '../../shared/contracts/knowledge';
import { serveContracts } from '../contracts/serve';

export function registerKnowledgeRoutes(router: Router): void {
  serveContracts(router, knowledgeContracts, {
    cards: async ({ query: { q, topic, lang, page } }) => cardsPage({ query: q, language: lang, ...(topic ? { topic } : {}) }, page),
    card: async ({ params, query }) => ({ card: await getCard(params.id, query.lang) }),
  });
}
