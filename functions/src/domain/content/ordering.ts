import type { ArticleSummary, GlossaryTerm, NewsSummary } from '../../shared/content/content-views';

const collator = new Intl.Collator('en', { sensitivity: 'base', numeric: true });

/** Most recently updated first; equal dates fall back to the title so the order is stable. */
export const sortArticles = (articles: ArticleSummary[]): ArticleSummary[] =>
  [...articles].sort((a, b) => b.updatedAt.localeCompare(a.updatedAt) || collator.compare(a.title, b.title));

/** Newest first; the id breaks ties so two items of one day keep a stable order. */
export const sortNews = (news: NewsSummary[]): NewsSummary[] => [...news].sort((a, b) => b.date.localeCompare(a.date) || b.id - a.id);

export const sortGlossary = (terms: GlossaryTerm[]): GlossaryTerm[] => [...terms].sort((a, b) => collator.compare(a.term, b.term));
