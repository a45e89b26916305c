// Schemas of the reference content (articles, news, glossary, FAQ, common questions), which content-repo serves and
// knowledge-repo hands to the assistant. The launcher seeds it (functions/src/content/types.ts has its shapes) and
// administrators edit it in the Firebase console, so what a hand-made entry may leave out has a default; the text
// that makes an entry what it is (a title, a term, a question) is required.
import { z } from 'zod';
import { KNOWLEDGE_TOPIC_IDS, type KnowledgeTopicId } from '../shared/knowledge/knowledge-views';
import { optionalText, storedDay } from './stored-fields';

const sourcesSchema = z.array(z.object({ title: z.string(), url: z.string() })).default([]);

// Entries without an order (added by hand) go last.
const orderSchema = z.number().default(Number.MAX_SAFE_INTEGER);

export const articleDocSchema = z.object({
  title: z.string(),
  excerpt: z.string().default(''),
  content: z.string().default(''),
  updatedAt: storedDay,
  sources: sourcesSchema,
});

/** News documents are keyed by their numeric id written as a string; without an `id` field, that key is used. */
export const newsDocSchema = z.object({
  id: z.number().int().optional(),
  title: z.string(),
  date: storedDay,
  excerpt: z.string().default(''),
  content: z.string().default(''),
  isExample: z.boolean().default(false),
  sources: sourcesSchema,
});

export const glossaryDocSchema = z.object({
  term: z.string(),
  definition: z.string(),
  related: z.array(z.string()).default([]),
});

export const faqDocSchema = z.object({
  question: z.string(),
  answer: z.string(),
  link: optionalText,
  order: orderSchema,
});

export const commonQuestionDocSchema = z.object({
  text: z.string(),
  answer: z.string().default(''),
  order: orderSchema,
});

const cardTextSchema = z.object({
  question: z.string(),
  phrasings: z.array(z.string()).default([]),
  answer: z.string(),
});

/** knowledgeCards/{id}: an answer card; figures are {{figure-id}} placeholders filled from knowledgeFigures. */
export const knowledgeCardDocSchema = cardTextSchema.extend({
  topic: z.enum(KNOWLEDGE_TOPIC_IDS as [KnowledgeTopicId, ...KnowledgeTopicId[]]),
  keywords: z.array(z.string()).default([]),
  sources: z.array(z.object({ title: z.string(), url: z.string() })).min(1),
  checkedOn: storedDay,
  related: z.array(z.string()).default([]),
  translations: z.object({ es: cardTextSchema.optional(), fr: cardTextSchema.optional(), de: cardTextSchema.optional() }).default({}),
});

/** knowledgeFigures/{id}: one fee or figure the cards quote. */
export const knowledgeFigureDocSchema = z.object({
  label: z.string(),
  value: z.number(),
  unit: z.enum(['usd', 'count', 'days', 'weeks', 'months', 'years', 'percent']),
  source: z.object({ title: z.string(), url: z.string() }),
  checkedOn: storedDay,
  note: optionalText,
});
