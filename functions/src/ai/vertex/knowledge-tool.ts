// search_knowledge: Gemini's way into the same answer cards the offline assistant uses. The provider answers it itself,
// within the reply, with the best cards (figures already filled in from the fee table) and their sources, so the
// model answers from our sources instead of its memory, and the reply can cite them.
import { Type, type FunctionDeclaration } from '@google/genai';
import { fitKeys } from '../../domain/knowledge/answer-fit';
import { fitsQuestion, isConfident, knowledgeText } from '../../domain/knowledge/answer';
import type { KnowledgeBase } from '../../domain/knowledge/knowledge-base';
import { bestCardHits } from '../../domain/knowledge/knowledge-center';
import { detectLanguages } from '../../domain/knowledge/language';
import { markdownLink } from '../../domain/knowledge/markdown-link';
import {
  isKnowledgeLanguage,
  KNOWLEDGE_LANGUAGES,
  knowledgeCardPath,
  type KnowledgeCard,
  type KnowledgeLanguage,
} from '../../shared/knowledge/knowledge-views';

export const KNOWLEDGE_TOOL_NAME = 'search_knowledge';

/** Cards returned per search: enough to compare, few enough to keep the request small. */
const CARDS_PER_SEARCH = 3;
/** A card below this share of the query's terms is noise to the model. */
const MIN_COVERAGE = 0.34;

export const SEARCH_KNOWLEDGE_DECLARATION: FunctionDeclaration = {
  name: KNOWLEDGE_TOOL_NAME,
  description:
    "Searches Immigration AI's knowledge base: answer cards written from USCIS, State Department, eCFR and INA sources, each with its official source, the date it was checked and current fees and figures. Call it before answering any question about immigration rules, forms, fees, deadlines, processes or notices, and answer from what it returns.",
  parameters: {
    type: Type.OBJECT,
    properties: {
      query: { type: Type.STRING, description: "The user's question, or the topic to look up, in the user's words." },
      language: {
        type: Type.STRING,
        enum: [...KNOWLEDGE_LANGUAGES],
        description: 'The language to return the cards in: the language the user writes in.',
      },
    },
    required: ['query'],
  },
};

/** What the model is given of one card. */
function cardForModel(card: KnowledgeCard) {
  return {
    id: card.id,
    question: card.question,
    answer: card.answer,
    language: card.language,
    checkedOn: card.checkedOn,
    knowledgeCenterLink: knowledgeCardPath(card.id, card.language),
    sources: card.sources,
    figures: card.figures.map(({ label, display, source, checkedOn, note }) => ({
      label,
      value: display,
      source: source.url,
      checkedOn,
      note,
    })),
  };
}

export interface KnowledgeSearchResult {
  /** The function response, in Gemini's { output } / { error } convention. */
  response: Record<string, unknown>;
  /** The cards returned that match well enough to cite on the model's behalf. */
  citable: KnowledgeCard[];
}

/** Runs one search_knowledge call. */
export function searchKnowledge(kb: KnowledgeBase, args: Record<string, unknown>): KnowledgeSearchResult {
  const query = typeof args['query'] === 'string' ? args['query'].trim().slice(0, 500) : '';
  if (query === '') return { response: { error: 'Give a query: the question or topic to look up.' }, citable: [] };
  const language = isKnowledgeLanguage(args['language']) ? args['language'] : (detectLanguages(query)[0] ?? 'en');
  // Only cards that answer the question asked (domain/knowledge/answer-fit.ts): a near miss handed to the model gets
  // presented as the answer. The near misses are named instead, for the model to offer as "Did you mean…?".
  const asked = fitKeys(query);
  const hits = bestCardHits(kb, { query, language }, { limit: CARDS_PER_SEARCH * 2, minCoverage: MIN_COVERAGE });
  const fitting = hits.filter((hit) => fitsQuestion(kb, hit, asked)).slice(0, CARDS_PER_SEARCH);
  const cards = fitting.flatMap((hit) => {
    const card = kb.card(hit.entry.id, language);
    return card === undefined ? [] : [{ card, confident: isConfident(hit) }];
  });
  if (cards.length === 0) {
    const closest = hits.slice(0, CARDS_PER_SEARCH).flatMap((hit) => {
      const card = kb.card(hit.entry.id, language);
      return card === undefined ? [] : [{ question: card.question, knowledgeCenterLink: knowledgeCardPath(card.id, card.language) }];
    });
    return {
      response: {
        output: {
          cards: [],
          closest,
          note: 'No card covers this question. Do not answer it from another card: say plainly that you are not sure, offer the closest questions as "Did you mean…?" links, and ask one clarifying question. Never guess figures; point to the official USCIS or State Department page or a licensed attorney.',
        },
      },
      citable: [],
    };
  }
  return {
    response: { output: { cards: cards.map(({ card }) => cardForModel(card)) } },
    citable: cards.filter((c) => c.confident).map((c) => c.card),
  };
}

/**
 * The sources line appended when the model used the knowledge base but cited none of what it was given, so every
 * grounded answer links where it came from. Empty when the model cited a card or nothing was citable.
 */
export function citationsLine(text: string, cards: readonly KnowledgeCard[], language: KnowledgeLanguage): string {
  if (cards.length === 0) return '';
  const cited = cards.some((card) => text.includes(knowledgeCardPath(card.id)) || card.sources.some((s) => text.includes(s.url)));
  if (cited) return '';
  const unique = [...new Map(cards.map((card) => [card.id, card])).values()].slice(0, CARDS_PER_SEARCH);
  const links = unique.map((card) => markdownLink(card.question, knowledgeCardPath(card.id, card.language)));
  const official = unique[0]?.sources[0];
  if (official !== undefined) links.push(markdownLink(official.title, official.url));
  return knowledgeText(language, 'knowledge:source', { links: links.join(' · ') });
}
