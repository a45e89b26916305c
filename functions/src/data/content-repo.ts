// The reference content the launcher seeds (articles, news, glossary, FAQ). Read-only for the product: admins edit
// it in the console, so every document is decoded by its schema in content-documents.ts and a malformed one skipped.
import type { z } from 'zod';
import type { Article, ArticleSummary, FaqEntry, GlossaryTerm, NewsItem, NewsSummary } from '../shared/content/content-views';
import { articleDocSchema, faqDocSchema, glossaryDocSchema, newsDocSchema } from './content-documents';
import { decodeDoc, decodeDocs } from './decode';
import { db } from './firebase';

const collection = (name: 'articles' | 'news' | 'glossary' | 'faq') => db().collection(name);

type StoredArticle = z.output<typeof articleDocSchema>;
type StoredNews = z.output<typeof newsDocSchema>;

const toArticleSummary = ({ title, excerpt, updatedAt }: StoredArticle, id: string): ArticleSummary => ({ id, title, excerpt, updatedAt });

const toNewsSummary = ({ id, title, date, excerpt, isExample }: StoredNews, docId: string): NewsSummary => ({
  id: id ?? Number(docId),
  title,
  date,
  excerpt,
  isExample,
});

export async function listArticles(): Promise<ArticleSummary[]> {
  const snapshot = await collection('articles').get();
  return decodeDocs(articleDocSchema, snapshot.docs, 'articles', toArticleSummary);
}

export async function getArticle(id: string): Promise<Article | null> {
  const stored = decodeDoc(articleDocSchema, await collection('articles').doc(id).get(), 'articles');
  return stored && { ...toArticleSummary(stored, id), content: stored.content, sources: stored.sources };
}

export async function listNews(): Promise<NewsSummary[]> {
  const snapshot = await collection('news').get();
  return decodeDocs(newsDocSchema, snapshot.docs, 'news', toNewsSummary);
}

/** News documents are keyed by their numeric id written as a string. */
export async function getNewsItem(id: number): Promise<NewsItem | null> {
  const stored = decodeDoc(newsDocSchema, await collection('news').doc(String(id)).get(), 'news');
  return stored && { ...toNewsSummary(stored, String(id)), content: stored.content, sources: stored.sources };
}

export async function listGlossary(): Promise<GlossaryTerm[]> {
  const snapshot = await collection('glossary').get();
  return decodeDocs(glossaryDocSchema, snapshot.docs, 'glossary', (term, id) => ({ id, ...term }));
}

/** In the seeded order; entries without one (added by hand) go last. */
export async function listFaq(): Promise<FaqEntry[]> {
  const snapshot = await collection('faq').get();
  return decodeDocs(faqDocSchema, snapshot.docs, 'faq', (entry, id): FaqEntry => ({ id, ...entry })).sort(
    (a, b) => a.order - b.order || a.id.localeCompare(b.id),
  );
}
