// Shapes of the seeded reference content. The launcher writes these to Firestore; the offline assistant retrieves over them.
import type { KnowledgeLanguage, KnowledgeTopicId } from '../shared/knowledge/knowledge-views';

export interface SourceRef {
  title: string;
  url: string;
}

export interface ArticleSeed {
  id: string; // slug, e.g. "family-based-green-card"
  title: string;
  excerpt: string;
  content: string; // markdown
  sources: SourceRef[];
  updatedAt: string; // YYYY-MM-DD
}

export interface NewsSeed {
  id: number;
  title: string;
  date: string; // YYYY-MM-DD
  excerpt: string;
  content: string; // markdown
  isExample: boolean; // true when the item is an illustrative example, not a real announcement
  sources: SourceRef[];
}

export interface GlossarySeed {
  id: string; // slug, e.g. "a-number"
  term: string;
  definition: string; // plain language, 1-3 sentences
  related: string[]; // other glossary ids
}

export interface FaqSeed {
  id: string;
  question: string;
  answer: string;
  link?: string; // app path where the answer points, e.g. /settings
}

/** A suggested question in the chat's welcome panel: the question of one answer card (same id). */
export interface CommonQuestionSeed {
  id: string;
  text: string;
  order: number;
}

/** A card's text in one language. Figures are written as {{figure-id}} and filled from the figure table. */
export interface CardTextSeed {
  question: string;
  /** Other ways applicants ask the same thing, in that language. */
  phrasings: string[];
  /** Markdown: a complete, self-contained answer in plain words. */
  answer: string;
}

/** An answer card of the knowledge base (functions/src/content/knowledge/). */
export interface KnowledgeCardSeed extends CardTextSeed {
  id: string; // slug, unique across cards and articles
  topic: KnowledgeTopicId;
  /** Form numbers, acronyms and other words applicants use that the text may not contain. */
  keywords: string[];
  /** The official pages the answer rests on; the first is the main one. */
  sources: SourceRef[];
  checkedOn: string; // YYYY-MM-DD
  /** Ids of 1 to 3 other cards. */
  related: string[];
  /** Spanish, French and German versions; the most asked cards have all three. */
  translations?: Partial<Record<Exclude<KnowledgeLanguage, 'en'>, CardTextSeed>>;
}

/** A test question of the assistant's (knowledge/*.questions.ts) and what should answer it. */
export interface TestQuestion {
  ask: string;
  /** The card that answers it; null when none does and "not sure" is the right answer. */
  card?: string | null;
  /** For a question of several parts: each part's card, in order (null where "not sure" is right). */
  cards?: ReadonlyArray<string | null>;
  /** Other cards that answer it as well. */
  also?: readonly string[];
  /** The tool a message about the asker's own facts opens. */
  tool?: 'check_eligibility';
}

/** A card group's test question: one card of the group answers it. */
export type CardQuestion = TestQuestion & { card: string };
