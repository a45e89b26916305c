// The content endpoints' answers (shared/contracts/content.ts), as data/content-repo.ts reads them. Schemas, so the
// answers are checked against them outside production; the web imports the types only.
import { z } from 'zod';

/** The paging fields every list endpoint answers next to its items (./paginate.ts). */
export const pageMetaFields = {
  total: z.number().int().nonnegative(),
  page: z.number().int().positive(),
  pageSize: z.number().int().positive(),
  totalPages: z.number().int().positive(),
};

export const sourceRefSchema = z.strictObject({ title: z.string(), url: z.string() });
export type SourceRef = z.infer<typeof sourceRefSchema>;

const articleSummaryFields = {
  id: z.string(),
  title: z.string(),
  excerpt: z.string(),
  /** YYYY-MM-DD */
  updatedAt: z.string(),
};
export const articleSummarySchema = z.strictObject(articleSummaryFields);
export type ArticleSummary = z.infer<typeof articleSummarySchema>;

export const articleSchema = z.strictObject({
  ...articleSummaryFields,
  /** Markdown. */
  content: z.string(),
  sources: z.array(sourceRefSchema),
});
export type Article = z.infer<typeof articleSchema>;

const newsSummaryFields = {
  id: z.number().int(),
  title: z.string(),
  /** YYYY-MM-DD */
  date: z.string(),
  excerpt: z.string(),
  isExample: z.boolean(),
};
export const newsSummarySchema = z.strictObject(newsSummaryFields);
export type NewsSummary = z.infer<typeof newsSummarySchema>;

export const newsItemSchema = z.strictObject({
  ...newsSummaryFields,
  /** Markdown. */
  content: z.string(),
  sources: z.array(sourceRefSchema),
});
export type NewsItem = z.infer<typeof newsItemSchema>;

export const glossaryTermSchema = z.strictObject({
  id: z.string(),
  term: z.string(),
  definition: z.string(),
  /** Ids of other terms. */
  related: z.array(z.string()),
});
export type GlossaryTerm = z.infer<typeof glossaryTermSchema>;

export const faqEntrySchema = z.strictObject({
  id: z.string(),
  question: z.string(),
  /** Markdown. */
  answer: z.string(),
  link: z.string().nullable(),
  order: z.number(),
});
export type FaqEntry = z.infer<typeof faqEntrySchema>;

/** GET /articles */
export const articlesPageSchema = z.strictObject({ articles: z.array(articleSummarySchema), ...pageMetaFields });
export type ArticlesPage = z.infer<typeof articlesPageSchema>;

/** GET /news */
export const newsPageSchema = z.strictObject({ news: z.array(newsSummarySchema), ...pageMetaFields });
export type NewsPage = z.infer<typeof newsPageSchema>;

/** GET /articles/{id} */
export const oneArticleSchema = z.strictObject({ article: articleSchema });
/** GET /news/{id} */
export const oneNewsItemSchema = z.strictObject({ item: newsItemSchema });
/** GET /glossary */
export const glossarySchema = z.strictObject({ terms: z.array(glossaryTermSchema) });
/** GET /faq */
export const faqSchema = z.strictObject({ faq: z.array(faqEntrySchema) });
