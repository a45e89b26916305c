// Shapes of the seeded reference content. The launcher writes these to Firestore; the offline assistant retrieves over them.

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

/** A suggested question in the chat's welcome panel, with the answer the offline assistant can retrieve. */
export interface CommonQuestionSeed {
  id: string;
  text: string;
  answer: string; // markdown, 80-200 words
  sources: SourceRef[];
  order: number;
}
