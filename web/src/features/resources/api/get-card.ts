import { queryOptions, useQuery } from '@tanstack/react-query';
import type { KnowledgeCard, KnowledgeLanguage } from '@shared/knowledge/knowledge-views';
import { api } from '@/lib/api';

export const getCard = async (id: string, lang: KnowledgeLanguage, signal?: AbortSignal) =>
  (await api.GET('/knowledge/cards/{id}', { params: { path: { id }, query: { lang } }, signal })).card;

export const cardQueryOptions = (id: string, lang: KnowledgeLanguage) =>
  queryOptions<KnowledgeCard, Error, KnowledgeCard, readonly unknown[]>({
    queryKey: ['knowledge', 'card', id, lang],
    queryFn: ({ signal }) => getCard(id, lang, signal),
    staleTime: 10 * 60_000,
    // Switching the language keeps the card on screen until the translation arrives; another card starts afresh.
    placeholderData: (previous) => (previous?.id === id ? previous : undefined),
  });

export const useCard = (id: string, lang: KnowledgeLanguage) => useQuery(cardQueryOptions(id, lang));
