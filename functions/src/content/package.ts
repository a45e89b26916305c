// The product's content as one package: every Firestore document of the reference collections the app reads
// (articles, news, glossary, FAQ, the chat's suggested questions, the knowledge cards and their figure table), and
// its version. The local seed and `npm run admin -- publish-content` both write it through
// functions/src/services/content-publish.ts. The rules that are code (required documents, goals, fee and poverty
// tables, form editions) ship inside the functions themselves: functions/src/shared/reference/ and domain/.
import { createHash } from 'node:crypto';
import { FIGURES } from '../domain/knowledge/facts/figure-table';
import { ARTICLES } from './articles';
import { COMMON_QUESTIONS } from './common-questions';
import { FAQ } from './faq';
import { GLOSSARY } from './glossary';
import { KNOWLEDGE_CARDS } from './knowledge/cards';
import { NEWS } from './news';

/** The content collections, in the order they are written and reported. */
export const CONTENT_COLLECTIONS = [
  'articles',
  'news',
  'glossary',
  'faq',
  'commonQuestions',
  'knowledgeCards',
  'knowledgeFigures',
] as const;
export type ContentCollection = (typeof CONTENT_COLLECTIONS)[number];

/** The figures: an administrator may correct one in the console, and publishing keeps that edit unless forced. */
export const FIGURES_COLLECTION: ContentCollection = 'knowledgeFigures';

export type ContentData = Record<string, unknown>;
export type ContentPackage = Record<ContentCollection, ReadonlyMap<string, ContentData>>;

const byId = <T>(items: readonly T[], id: (item: T) => string, data: (item: T, index: number) => ContentData) =>
  new Map(items.map((item, index) => [id(item), data(item, index)]));

/** Every document, as Firestore stores it (the id is the document's, not a field). */
export function contentPackage(): ContentPackage {
  return {
    articles: byId(
      ARTICLES,
      (a) => a.id,
      (a) => ({ ...a }),
    ),
    news: byId(
      NEWS,
      (n) => String(n.id),
      (n) => ({ ...n }),
    ),
    glossary: byId(
      GLOSSARY,
      (g) => g.id,
      (g) => ({ ...g }),
    ),
    faq: byId(
      FAQ,
      (f) => f.id,
      (f, index) => ({ ...f, order: index + 1 }),
    ),
    commonQuestions: byId(
      COMMON_QUESTIONS,
      (q) => q.id,
      (q) => ({ ...q }),
    ),
    knowledgeCards: byId(
      KNOWLEDGE_CARDS,
      (c) => c.id,
      ({ id: _id, ...card }) => ({ ...card, translations: card.translations ?? {} }),
    ),
    knowledgeFigures: byId(
      FIGURES,
      (f) => f.id,
      ({ id: _id, ...figure }) => ({ ...figure, note: figure.note ?? null }),
    ),
  };
}

/** JSON with its keys sorted at every level, so equal content always writes the same text. */
export function canonicalJson(value: unknown): string {
  if (Array.isArray(value)) return `[${value.map(canonicalJson).join(',')}]`;
  if (value !== null && typeof value === 'object') {
    const entries = Object.entries(value as Record<string, unknown>)
      .filter(([, v]) => v !== undefined)
      .sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0));
    return `{${entries.map(([k, v]) => `${JSON.stringify(k)}:${canonicalJson(v)}`).join(',')}}`;
  }
  return JSON.stringify(value ?? null);
}

/** A short fingerprint of some content. */
export const contentHash = (value: unknown): string => createHash('sha256').update(canonicalJson(value)).digest('hex').slice(0, 16);

/** The package's version: a fingerprint of every document, so the same content is always the same version. */
export function contentVersion(content: ContentPackage): string {
  return contentHash(CONTENT_COLLECTIONS.map((name) => [name, [...content[name].entries()].sort(([a], [b]) => (a < b ? -1 : 1))]));
}
