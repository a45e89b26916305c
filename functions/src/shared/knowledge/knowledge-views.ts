// The knowledge base's contract: its topics, languages and the shapes GET /knowledge/cards answers (schemas, so the
// answers are checked against them outside production). No Node or Firebase imports, so the web and the seed import
// them as they are.
import { z } from 'zod';
import { pageMetaFields } from '../content/content-views';
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

export const knowledgeSourceSchema = z.strictObject({ title: z.string(), url: z.string() });
export type KnowledgeSource = z.infer<typeof knowledgeSourceSchema>;

/** A fee or figure a card quotes, as the figure table holds it. */
export const figureViewSchema = z.strictObject({
  id: z.string(),
  label: z.string(),
  /** As shown in the answer, e.g. "$710" or "90". */
  display: z.string(),
  source: knowledgeSourceSchema,
  /** YYYY-MM-DD */
  checkedOn: z.string(),
  note: z.string().nullable(),
});
export type FigureView = z.infer<typeof figureViewSchema>;

const topicSchema = z.enum(KNOWLEDGE_TOPIC_IDS as [KnowledgeTopicId, ...KnowledgeTopicId[]]);

const cardSummaryFields = {
  id: z.string(),
  topic: topicSchema,
  question: z.string(),
  /** The answer's first sentence or so, plain text. */
  summary: z.string(),
  /** YYYY-MM-DD */
  checkedOn: z.string(),
  /** The language the card is shown in: the one asked for when it has a translation, otherwise 'en'. */
  language: z.enum(KNOWLEDGE_LANGUAGES),
};
export const cardSummarySchema = z.strictObject(cardSummaryFields);
export type CardSummary = z.infer<typeof cardSummarySchema>;

export const knowledgeCardSchema = z.strictObject({
  ...cardSummaryFields,
  /** Markdown, with every figure filled in from the figure table. */
  answer: z.string(),
  /** The official pages the answer rests on; the first is the main one. */
  sources: z.array(knowledgeSourceSchema),
  /** The figures the answer quotes, each with its own source and date. */
  figures: z.array(figureViewSchema),
  related: z.array(z.strictObject({ id: z.string(), question: z.string() })),
  /** True when another language was asked for and the card has only its English text. */
  englishOnly: z.boolean(),
});
export type KnowledgeCard = z.infer<typeof knowledgeCardSchema>;

/** GET /knowledge/cards?q=&topic=&lang=&page= */
export const cardsPageSchema = z.strictObject({
  cards: z.array(cardSummarySchema),
  /** `total`: the cards matching the search and topic, over all pages. */
  ...pageMetaFields,
});
export type CardsPage = z.infer<typeof cardsPageSchema>;

/** GET /knowledge/cards/{id} */
export const oneCardSchema = z.strictObject({ card: knowledgeCardSchema });

/** The Knowledge Center's page size for cards. */
export const CARDS_PER_PAGE = 10;
/** Longest search the Knowledge Center accepts. */
export const MAX_KNOWLEDGE_QUERY = 200;

/** The Knowledge Center page of a card or article, in the reader's language; answers link here. */
export function knowledgeCardPath(id: string, language: KnowledgeLanguage = 'en'): string {
  const path = `/resources/learn/${encodeURIComponent(id)}`;
  return language === 'en' ? path : `${path}?lang=${language}`;
}
