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

/**
 * The cards that match a search, best first, each once: the reader's language is searched, and for another language
 * English too (bridged), since untranslated cards are best found by their own words.
 */
export function bestCardHits(
  kb: KnowledgeBase,
  { query, language, topic }: CardSearch,
  { limit, minCoverage }: { limit: number; minCoverage: number },
): SearchHit[] {
  const languages: KnowledgeLanguage[] = language === 'en' ? ['en'] : [language, 'en'];
  const best = new Map<string, SearchHit>();
  for (const searched of languages) {
    const from = searched === language ? {} : { from: language };
    for (const hit of kb.search({ query, language: searched, ...from, ...(topic ? { topic } : {}), limit })) {
      if (hit.entry.kind !== 'card' || hit.coverage < minCoverage) continue;
      const known = best.get(hit.entry.id);
      if (known === undefined || hit.coverage > known.coverage || (hit.coverage === known.coverage && hit.score > known.score))
        best.set(hit.entry.id, hit);
    }
  }
  return [...best.values()].sort((a, b) => b.coverage - a.coverage || b.score - a.score);
}

/** Cards matching a search, best first; without a query, every card (of the topic) in the Knowledge Center's order. */
export function findCards(kb: KnowledgeBase, search: CardSearch): CardSummary[] {
  if (search.query.trim() === '') return kb.summaries(search.language, search.topic);
  return bestCardHits(kb, search, { limit: MAX_MATCHES, minCoverage: MIN_LIST_COVERAGE }).flatMap((hit) => {
    const summary = kb.summary(hit.entry.id, search.language);
    return summary === undefined ? [] : [summary];
  });
}
