import type { Firestore } from 'firebase-admin/firestore';
import { ARTICLES } from './content/articles';
import { COMMON_QUESTIONS } from './content/common-questions';
import { FAQ } from './content/faq';
import { GLOSSARY } from './content/glossary';
import { NEWS } from './content/news';

/** Collection names of the shared reference content, as the API reads them. */
export const CONTENT_COLLECTIONS = {
  articles: 'articles',
  news: 'news',
  glossary: 'glossary',
  faq: 'faq',
  commonQuestions: 'commonQuestions',
} as const;

/** Writes the reference content; the seed files are the source of truth, so this overwrites. */
export async function seedContent(db: Firestore): Promise<void> {
  const batch = db.batch();
  const put = (collection: string, id: string, data: object) => batch.set(db.collection(collection).doc(id), data);
  for (const article of ARTICLES) put(CONTENT_COLLECTIONS.articles, article.id, { ...article });
  for (const item of NEWS) put(CONTENT_COLLECTIONS.news, String(item.id), { ...item });
  for (const term of GLOSSARY) put(CONTENT_COLLECTIONS.glossary, term.id, { ...term });
  FAQ.forEach((entry, index) => put(CONTENT_COLLECTIONS.faq, entry.id, { ...entry, order: index + 1 }));
  for (const question of COMMON_QUESTIONS) put(CONTENT_COLLECTIONS.commonQuestions, question.id, { ...question });
  await batch.commit();
}
