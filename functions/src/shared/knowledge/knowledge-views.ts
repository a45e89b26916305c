// The knowledge base's contract: its topics, languages and the shapes GET /knowledge/cards answers. Types and constants
// only, with no Node or Firebase imports, so the web and the seed import them as they are.

import { isLocale, LOCALES, type Locale } from '../i18n/locale';

/** The languages cards are written in: the app's locales. English is the source and every card has it. */
export const KNOWLEDGE_LANGUAGES = LOCALES;
export type KnowledgeLanguage = Locale;

export const isKnowledgeLanguage = isLocale;

/** Topics, in the order the Knowledge Center's filter lists them. */
export const KNOWLEDGE_TOPICS = [
  { id: 'family', label: 'Family & marriage' },
  { id: 'green-card', label: 'Green card holders' },
  { id: 'naturalization', label: 'Citizenship' },
  { id: 'work', label: 'Work visas' },
  { id: 'investors', label: 'Investors & business' },
  { id: 'students', label: 'Students & exchange visitors' },
  { id: 'humanitarian', label: 'Asylum & humanitarian' },
  { id: 'unlawful-presence', label: 'Overstays, bars & waivers' },
  { id: 'travel', label: 'Travel' },
  { id: 'rfe-appeals', label: 'RFEs, denials & appeals' },
  { id: 'case-status', label: 'Filing, notices & case status' },
  { id: 'fees', label: 'Fees & fee waivers' },
] as const;
export type KnowledgeTopicId = (typeof KNOWLEDGE_TOPICS)[number]['id'];
export const KNOWLEDGE_TOPIC_IDS = KNOWLEDGE_TOPICS.map((t) => t.id) as readonly KnowledgeTopicId[];

export interface KnowledgeSource {
  title: string;
  url: string;
}

/** A fee or figure a card quotes, as the figure table holds it. */
export interface FigureView {
  id: string;
  label: string;
  /** As shown in the answer, e.g. "$710" or "90". */
  display: string;
  source: KnowledgeSource;
  /** YYYY-MM-DD */
  checkedOn: string;
  note: string | null;
}

export interface CardSummary {
  id: string;
  topic: KnowledgeTopicId;
  question: string;
  /** The answer's first sentence or so, plain text. */
  summary: string;
  /** YYYY-MM-DD */
  checkedOn: string;
  /** The language the card is shown in: the one asked for when it has a translation, otherwise 'en'. */
  language: KnowledgeLanguage;
}

export interface KnowledgeCard extends CardSummary {
  /** Markdown, with every figure filled in from the figure table. */
  answer: string;
  /** The official pages the answer rests on; the first is the main one. */
  sources: KnowledgeSource[];
  /** The figures the answer quotes, each with its own source and date. */
  figures: FigureView[];
  related: Array<{ id: string; question: string }>;
  /** True when another language was asked for and the card has only its English text. */
  englishOnly: boolean;
}

/** GET /knowledge/cards?q=&topic=&lang=&page= */
export interface CardsPage {
  cards: CardSummary[];
  /** Cards matching the search and topic, over all pages. */
  total: number;
  page: number;
  pageSize: number;
  totalPages: number;
}

/** The Knowledge Center's page size for cards. */
export const CARDS_PER_PAGE = 10;
/** Longest search the Knowledge Center accepts. */
export const MAX_KNOWLEDGE_QUERY = 200;

/** The Knowledge Center page of a card or article, in the reader's language; answers link here. */
export function knowledgeCardPath(id: string, language: KnowledgeLanguage = 'en'): string {
  const path = `/resources/learn/${encodeURIComponent(id)}`;
  return language === 'en' ? path : `${path}?lang=${language}`;
}
