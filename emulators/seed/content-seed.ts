import type { Firestore } from 'firebase-admin/firestore';
import { ARTICLES } from './content/articles';
import { COMMON_QUESTIONS } from './content/common-questions';
import { FAQ } from './content/faq';
import { GLOSSARY } from './content/glossary';
import { KNOWLEDGE_CARDS } from './content/knowledge/cards';
import { FIGURES } from '../../functions/src/domain/knowledge/facts/figure-table';
import { NEWS } from './content/news';

/** Collection names of the shared reference content, as the API reads them. */
export const CONTENT_COLLECTIONS = {
  articles: 'articles',
  news: 'news',
  glossary: 'glossary',
  faq: 'faq',
  commonQuestions: 'commonQuestions',
  knowledgeCards: 'knowledgeCards',
  knowledgeFigures: 'knowledgeFigures',
} as const;

/** Firestore takes at most 500 writes per batch. */
const WRITES_PER_BATCH = 400;

/** Writes the reference content; the seed files are the source of truth, so this overwrites. */
export async function seedContent(db: Firestore): Promise<void> {
  const writes: Array<{ collection: string; id: string; data: object }> = [];
  const put = (collection: string, id: string, data: object) => writes.push({ collection, id, data });
  for (const article of ARTICLES) put(CONTENT_COLLECTIONS.articles, article.id, { ...article });
  for (const item of NEWS) put(CONTENT_COLLECTIONS.news, String(item.id), { ...item });
  for (const term of GLOSSARY) put(CONTENT_COLLECTIONS.glossary, term.id, { ...term });
  FAQ.forEach((entry, index) => put(CONTENT_COLLECTIONS.faq, entry.id, { ...entry, order: index + 1 }));
  for (const question of COMMON_QUESTIONS) put(CONTENT_COLLECTIONS.commonQuestions, question.id, { ...question });
  for (const { id, ...card } of KNOWLEDGE_CARDS)
    put(CONTENT_COLLECTIONS.knowledgeCards, id, { ...card, translations: card.translations ?? {} });
  for (const { id, ...figure } of FIGURES) put(CONTENT_COLLECTIONS.knowledgeFigures, id, { ...figure, note: figure.note ?? null });
  for (let start = 0; start < writes.length; start += WRITES_PER_BATCH) {
    const batch = db.batch();
    for (const { collection, id, data } of writes.slice(start, start + WRITES_PER_BATCH))
      batch.set(db.collection(collection).doc(id), data);
    await batch.commit();
  }
}
