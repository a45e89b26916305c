import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import type { CardsPage, KnowledgeLanguage, KnowledgeTopicId } from '@shared/knowledge/knowledge-views';
import { api } from '@/lib/api';

export interface CardsQuery {
  q: string;
  topic: KnowledgeTopicId | null;
  lang: KnowledgeLanguage;
  page: number;
}

/** A page of cards with the search it answers: while the next search loads, the count still describes this one. */
export interface CardsResult extends CardsPage {
  searched: CardsQuery;
}

export async function getCards(searched: CardsQuery, signal?: AbortSignal): Promise<CardsResult> {
  const { q, topic, lang, page } = searched;
  const query = { lang, page, q: q || undefined, topic: topic ?? undefined };
  return { ...(await api.GET('/knowledge/cards', { params: { query }, signal })), searched };
}

export const cardsQueryOptions = (query: CardsQuery) =>
  queryOptions({
    queryKey: ['knowledge', 'cards', query],
    queryFn: ({ signal }) => getCards(query, signal),
    // The cards change only when the seed or an admin does, so a search seen this session need not be asked again.
    staleTime: 10 * 60_000,
    // Keeps the current answers on screen while the next search or page loads, instead of flashing a spinner.
    placeholderData: keepPreviousData,
  });

export const useCards = (query: CardsQuery) => useQuery(cardsQueryOptions(query));
