// The knowledge base in memory: every card rendered in each language with its figures filled in, and one MiniSearch
// index per language for the assistant and the Knowledge Center to search. Built once per content snapshot
// (ai/knowledge.ts caches it); searching is pure and takes well under a millisecond.
import MiniSearch, { type SearchOptions, type SearchResult } from 'minisearch';
import {
  KNOWLEDGE_LANGUAGES,
  KNOWLEDGE_TOPIC_IDS,
  type CardSummary,
  type KnowledgeCard,
  type KnowledgeLanguage,
  type KnowledgeTopicId,
} from '../../shared/knowledge/knowledge-views';
import type { CardRecord, CardText, FigureRecord, HelpRecord } from './card-records';
import { cardFitKeys, type CardFitKeys } from './answer-fit';
import { bridgeToEnglish } from './bridge-terms';
import { figureView, fillFigures } from './figures';
import { plainSummary } from './plain-text';
import { termVariants, tokenize, toMatchText, toTerm, words } from './search-terms';
import { expansionText } from './synonyms';

export interface KnowledgeBaseInput {
  cards: readonly CardRecord[];
  figures: readonly FigureRecord[];
  /** In-app help the assistant may also answer with (English only). */
  help?: readonly HelpRecord[];
}

export type EntryRef = { kind: 'card'; id: string } | { kind: 'help'; id: string };

export interface SearchHit {
  entry: EntryRef;
  score: number;
  /** Share of the question's terms the entry matched, 0 to 1. */
  coverage: number;
  /** Share of them found in the entry's question, phrasings or keywords rather than only in its answer. */
  headCoverage: number;
  /** How closely one of the entry's own questions (its question or a phrasing) says what was asked: Dice, 0 to 1. */
  phrasingMatch: number;
  /** How many terms the question had (a one- or two-word question must match all of them). */
  terms: number;
  /** The index the hit came from. */
  language: KnowledgeLanguage;
}

export interface SearchRequest {
  query: string;
  /** The index to search. */
  language: KnowledgeLanguage;
  /** The question's own language, when it differs: its known words are carried over into English first. */
  from?: KnowledgeLanguage;
  topic?: KnowledgeTopicId;
  limit?: number;
}

export interface KnowledgeBase {
  /** Number of cards. */
  readonly size: number;
  /** Placeholders some card names that the figure table lacks, for the loader to log. */
  readonly missingFigures: readonly string[];
  search(request: SearchRequest): SearchHit[];
  card(id: string, language: KnowledgeLanguage): KnowledgeCard | undefined;
  /** A card's line in a list, without building the whole card. */
  summary(id: string, language: KnowledgeLanguage): CardSummary | undefined;
  help(id: string): HelpRecord | undefined;
  /** What a card's question, phrasings and keywords name and ask, in every language (answer-fit.ts). */
  fitKeys(id: string): CardFitKeys | undefined;
  /** Every card (of one topic), in topic order then by question. */
  summaries(language: KnowledgeLanguage, topic?: KnowledgeTopicId): CardSummary[];
}

interface IndexedEntry {
  key: string;
  question: string;
  phrasings: string;
  keywords: string;
  answer: string;
}

/** A card as shown in one language. */
interface RenderedCard {
  text: CardText;
  language: KnowledgeLanguage;
  figures: FigureRecord[];
  summary: string;
}

const FIELDS = ['question', 'phrasings', 'keywords', 'answer'] as const;
const BOOST = { question: 4, phrasings: 3, keywords: 3, answer: 1 };
const EXPANSION_BOOST = { question: 1.5, phrasings: 1, keywords: 1.5, answer: 0.3 };
const hasDigit = (term: string) => /\d/.test(term);

/** The same terms for the cards and the questions: the word's term and, for a code, its number too. */
const processTermFor = (language: KnowledgeLanguage) => (term: string) => {
  const processed = toTerm(term, language);
  return processed === null ? null : termVariants(processed);
};

function createIndex(language: KnowledgeLanguage): MiniSearch<IndexedEntry> {
  const processTerm = processTermFor(language);
  return new MiniSearch<IndexedEntry>({
    idField: 'key',
    fields: [...FIELDS],
    storeFields: [],
    tokenize: (text) => words(text),
    processTerm,
    searchOptions: {
      boost: BOOST,
      combineWith: 'OR',
      // Codes never match approximately: "i130" must not find "i131".
      prefix: (term) => !hasDigit(term) && term.length >= 4,
      fuzzy: (term) => (hasDigit(term) || term.length < 4 ? false : 1),
      processTerm,
    },
  });
}

const keyOf = (ref: EntryRef) => `${ref.kind}:${ref.id}`;

function refOf(key: string): EntryRef {
  const [kind, ...rest] = key.split(':');
  const id = rest.join(':');
  return kind === 'help' ? { kind: 'help', id } : { kind: 'card', id };
}

const topicRank = (topic: string) => {
  const rank = (KNOWLEDGE_TOPIC_IDS as readonly string[]).indexOf(topic);
  return rank < 0 ? KNOWLEDGE_TOPIC_IDS.length : rank;
};

/** The question's terms, each with the forms the index may have matched it by. */
function queryTermGroups(query: string, language: KnowledgeLanguage): string[][] {
  const seen = new Set<string>();
  const groups: string[][] = [];
  for (const term of tokenize(query, language)) {
    if (seen.has(term)) continue;
    seen.add(term);
    groups.push(termVariants(term));
  }
  return groups;
}

/** How much wider than the asked limit the cut re-ranked by coverage is. */
const RERANK_FACTOR = 3;
/** Coverage weighs in at its square root: enough to break near-ties, not enough to override the text match. */
const RANK_EXP = 0.5;

/** How much the closest phrasing weighs: at 0 it would decide alone; at 0.5 a card asked in its own words wins up to 3 to 1. */
const PHRASING_BASE = 0.5;

/**
 * The order hits are given in: MiniSearch's score, weighed by how much of the question the entry covers and by how
 * closely one of its own questions says what was asked.
 */
export const rankValue = (hit: Pick<SearchHit, 'score' | 'coverage' | 'phrasingMatch'>): number =>
  hit.score * hit.coverage ** RANK_EXP * (PHRASING_BASE + hit.phrasingMatch);

/** Dice similarity of two term sets. */
function dice(a: ReadonlySet<string>, b: ReadonlySet<string>): number {
  if (a.size === 0 || b.size === 0) return 0;
  let shared = 0;
  for (const term of a) if (b.has(term)) shared += 1;
  return (2 * shared) / (a.size + b.size);
}

/** A term found only approximately (a typo, or another word one letter away) counts half. */
const FUZZY_CREDIT = 0.5;

/** Share of the question's terms found in the entry's question, phrasings or keywords: what it is about. */
function headCoverageOf(result: SearchResult, groups: readonly string[][]): number {
  if (groups.length === 0) return 0;
  const headTerms = Object.entries(result.match)
    .filter(([, fields]) => fields.some((field) => field !== 'answer'))
    .map(([term]) => term);
  let credit = 0;
  for (const forms of groups) {
    if (headTerms.some((term) => forms.some((form) => term.startsWith(form)))) credit += 1;
  }
  return credit / groups.length;
}

function coverageOf(result: SearchResult, groups: readonly string[][]): number {
  if (groups.length === 0) return 0;
  const asked = new Set(result.queryTerms);
  const found = result.terms;
  let credit = 0;
  for (const forms of groups) {
    const matched = forms.filter((form) => asked.has(form));
    if (matched.length === 0) continue;
    // Exact, or as a prefix ("deni" of "denial"), is a full match; anything else MiniSearch found by edit distance.
    const exact = found.some((term) => matched.some((form) => term.startsWith(form)));
    credit += exact ? 1 : FUZZY_CREDIT;
  }
  return credit / groups.length;
}

export function buildKnowledgeBase(input: KnowledgeBaseInput): KnowledgeBase {
  const figures = new Map(input.figures.map((f) => [f.id, f]));
  const cards = new Map(input.cards.map((c) => [c.id, c]));
  const help = new Map((input.help ?? []).map((h) => [h.id, h]));
  const missing = new Set<string>();

  const rendered = new Map<string, RenderedCard>();
  const render = (card: CardRecord, language: KnowledgeLanguage): RenderedCard => {
    const source: CardText = language === 'en' ? card : (card.translations[language] ?? card);
    const textLanguage: KnowledgeLanguage = source === card ? 'en' : language;
    const filled = fillFigures(source.answer, figures, textLanguage);
    filled.missing.forEach((id) => missing.add(id));
    const text = { question: source.question, phrasings: source.phrasings, answer: filled.text };
    return { text, language: textLanguage, figures: filled.used, summary: plainSummary(filled.text) };
  };
  for (const card of cards.values()) {
    for (const language of KNOWLEDGE_LANGUAGES) rendered.set(`${language}:${card.id}`, render(card, language));
  }
  const renderedCard = (id: string, language: KnowledgeLanguage) => rendered.get(`${language}:${id}`);

  // Each card's own questions (question and phrasings, in the language and in English) as term sets, per index.
  const phrasingTerms = new Map<string, Array<Set<string>>>();
  for (const card of cards.values()) {
    for (const language of KNOWLEDGE_LANGUAGES) {
      const own = language === 'en' ? undefined : card.translations[language];
      const texts = [card.question, ...card.phrasings, ...(own ? [own.question, ...own.phrasings] : [])];
      phrasingTerms.set(
        `${language}:${card.id}`,
        texts.map((text) => new Set(tokenize(text, language))),
      );
    }
  }
  const closestPhrasing = (id: string, language: KnowledgeLanguage, asked: ReadonlySet<string>): number =>
    Math.max(0, ...(phrasingTerms.get(`${language}:${id}`) ?? []).map((terms) => dice(asked, terms)));

  const fit = new Map<string, CardFitKeys>();
  for (const card of cards.values()) {
    const texts = [card, ...Object.values(card.translations)];
    fit.set(
      card.id,
      cardFitKeys({
        answers: texts.map((t) => t.answer),
        questions: texts.map((t) => t.question),
        phrasings: texts.flatMap((t) => t.phrasings),
        keywords: card.keywords,
      }),
    );
  }

  const indexes = new Map<KnowledgeLanguage, MiniSearch<IndexedEntry>>();
  for (const language of KNOWLEDGE_LANGUAGES) {
    const index = createIndex(language);
    const entries: IndexedEntry[] = [];
    for (const card of cards.values()) {
      const shown = renderedCard(card.id, language);
      if (shown === undefined) continue;
      // The English question stays searchable in every language: applicants mix in English terms ("OPT", "cap gap").
      const english = language === 'en' || shown.language === 'en' ? '' : `\n${card.question}\n${card.phrasings.join('\n')}`;
      entries.push({
        key: keyOf({ kind: 'card', id: card.id }),
        question: shown.text.question,
        phrasings: `${shown.text.phrasings.join('\n')}${english}`,
        keywords: card.keywords.join('\n'),
        answer: shown.text.answer,
      });
    }
    if (language === 'en') {
      for (const entry of help.values()) {
        entries.push({
          key: keyOf({ kind: 'help', id: entry.id }),
          question: entry.question,
          phrasings: '',
          keywords: '',
          answer: entry.answer,
        });
      }
    }
    index.addAll(entries);
    indexes.set(language, index);
  }

  const summaryOf = (card: CardRecord, language: KnowledgeLanguage): CardSummary => {
    const shown = renderedCard(card.id, language);
    return {
      id: card.id,
      topic: card.topic,
      question: shown?.text.question ?? card.question,
      summary: shown?.summary ?? '',
      checkedOn: card.checkedOn,
      language: shown?.language ?? 'en',
    };
  };

  return {
    size: cards.size,
    missingFigures: [...missing],

    search({ query: asked, language, from, topic, limit = 10 }) {
      const index = indexes.get(language);
      if (index === undefined) return [];
      const query = language === 'en' && from !== undefined ? bridgeToEnglish(asked, from) : asked;
      const groups = queryTermGroups(query, language);
      if (groups.length === 0) return [];
      const expansion = language === 'en' ? expansionText(query) : '';
      const text = toMatchText(query);
      const askedTerms = new Set(tokenize(query, language));
      const filter =
        topic === undefined
          ? undefined
          : (result: SearchResult) => {
              const ref = refOf(String(result.id));
              return ref.kind === 'card' && cards.get(ref.id)?.topic === topic;
            };
      const run = (fuzzy: boolean): SearchHit[] => {
        const options: SearchOptions = { ...(filter ? { filter } : {}), ...(fuzzy ? {} : { fuzzy: false }) };
        const results =
          expansion === ''
            ? index.search(text, options)
            : index.search(
                { combineWith: 'OR', queries: [{ queries: [text] }, { queries: [expansion], boost: EXPANSION_BOOST }] },
                options,
              );
        // MiniSearch ranks by score alone, which a long card matching one word many times can win; what the question
        // asked for weighs more. Re-ranked within a wider cut than asked for.
        return results
          .slice(0, limit * RERANK_FACTOR)
          .map((result) => {
            const entry = refOf(String(result.id));
            return {
              entry,
              score: result.score,
              coverage: coverageOf(result, groups),
              headCoverage: headCoverageOf(result, groups),
              phrasingMatch: entry.kind === 'card' ? closestPhrasing(entry.id, language, askedTerms) : 0,
              terms: groups.length,
              language,
            };
          })
          .sort((a, b) => rankValue(b) - rankValue(a))
          .slice(0, limit);
      };
      // Typo tolerance costs most of a search; a question whose every word some card has exactly does not need it.
      const exact = run(false);
      return exact[0] !== undefined && exact[0].coverage === 1 ? exact : run(true);
    },

    card(id, language) {
      const card = cards.get(id);
      const shown = card === undefined ? undefined : renderedCard(id, language);
      if (card === undefined || shown === undefined) return undefined;
      return {
        ...summaryOf(card, language),
        answer: shown.text.answer,
        sources: card.sources,
        figures: shown.figures.map((f) => figureView(f, shown.language)),
        related: card.related.flatMap((relatedId) => {
          const other = renderedCard(relatedId, language);
          return other === undefined ? [] : [{ id: relatedId, question: other.text.question }];
        }),
        englishOnly: language !== 'en' && shown.language === 'en',
      };
    },

    summary(id, language) {
      const card = cards.get(id);
      return card === undefined ? undefined : summaryOf(card, language);
    },

    help: (id) => help.get(id),

    fitKeys: (id) => fit.get(id),

    summaries(language, topic) {
      return [...cards.values()]
        .filter((card) => topic === undefined || card.topic === topic)
        .map((card) => summaryOf(card, language))
        .sort((a, b) => topicRank(a.topic) - topicRank(b.topic) || a.question.localeCompare(b.question));
    },
  };
}
