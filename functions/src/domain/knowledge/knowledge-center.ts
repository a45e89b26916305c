// The Knowledge Center's search: every card that answers the search well enough, best first, in the reader's language.
import type { CardSummary, KnowledgeLanguage, KnowledgeTopicId } from '../../shared/knowledge/knowledge-views';
import type { KnowledgeBase, SearchHit } from './knowledge-base';

/** A listed match must share at least half the search's terms: "green card renewal" should not list every green card. */
const MIN_LIST_COVERAGE = 0.5;
/** Enough for any honest result list; the rest are weak matches. */
const MAX_MATCHES = 60;

export interface CardSearch {
  query: string;
  language: KnowledgeLanguage;
  topic?: KnowledgeTopicId;
}

/** Cards matching a search, best first; without a query, every card (of the topic) in the Knowledge Center's order. */
export function findCards(kb: KnowledgeBase, { query, language, topic }: CardSearch): CardSummary[] {
  if (query.trim() === '') return kb.summaries(language, topic);
  const languages: KnowledgeLanguage[] = language === 'en' ? ['en'] : [language, 'en'];
  const best = new Map<string, SearchHit>();
  for (const searched of languages) {
    const from = searched === language ? {} : { from: language };
    for (const hit of kb.search({ query, language: searched, ...from, ...(topic ? { topic } : {}), limit: MAX_MATCHES })) {
      if (hit.entry.kind !== 'card' || hit.coverage < MIN_LIST_COVERAGE) continue;
      const known = best.get(hit.entry.id);
      if (known === undefined || hit.coverage > known.coverage || (hit.coverage === known.coverage && hit.score > known.score)) best.set(hit.entry.id, hit);
    }
  }
  return [...best.values()]
    .sort((a, b) => b.coverage - a.coverage || b.score - a.score)
    .flatMap((hit) => {
      const card = kb.card(hit.entry.id, language);
      if (card === undefined) return [];
      const { answer: _answer, sources: _sources, figures: _figures, related: _related, englishOnly: _englishOnly, ...summary } = card;
      return [summary];
    });
}
