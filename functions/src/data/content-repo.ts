// The reference content the launcher seeds (articles, news, glossary, FAQ). Read-only for the product: admins edit
// it in the console, so every field is read defensively.
import type { DocumentSnapshot } from 'firebase-admin/firestore';
import type { Article, ArticleSummary, FaqEntry, GlossaryTerm, NewsItem, NewsSummary, SourceRef } from '../shared/content/content-views';
import { db } from './firebase';
import { bool, num, str } from './timestamps';

const collection = (name: 'articles' | 'news' | 'glossary' | 'faq') => db().collection(name);

function sources(value: unknown): SourceRef[] {
  if (!Array.isArray(value)) return [];
  return value.flatMap((item: unknown) => {
    if (typeof item !== 'object' || item === null) return [];
    const { title, url } = item as Record<string, unknown>;
    return typeof title === 'string' && typeof url === 'string' ? [{ title, url }] : [];
  });
}

const strings = (value: unknown): string[] => (Array.isArray(value) ? value.filter((v): v is string => typeof v === 'string') : []);

function toArticleSummary(doc: DocumentSnapshot): ArticleSummary {
  const d = doc.data() ?? {};
  return { id: doc.id, title: str(d['title']), excerpt: str(d['excerpt']), updatedAt: str(d['updatedAt']) };
}

function toNewsSummary(doc: DocumentSnapshot): NewsSummary {
  const d = doc.data() ?? {};
  return {
    id: num(d['id'], Number(doc.id)),
    title: str(d['title']),
    date: str(d['date']),
    excerpt: str(d['excerpt']),
    isExample: bool(d['isExample']),
  };
}

export async function listArticles(): Promise<ArticleSummary[]> {
  const snapshot = await collection('articles').get();
  return snapshot.docs.map(toArticleSummary);
}

export async function getArticle(id: string): Promise<Article | null> {
  const doc = await collection('articles').doc(id).get();
  if (!doc.exists) return null;
  const d = doc.data() ?? {};
  return { ...toArticleSummary(doc), content: str(d['content']), sources: sources(d['sources']) };
}

export async function listNews(): Promise<NewsSummary[]> {
  const snapshot = await collection('news').get();
  return snapshot.docs.map(toNewsSummary);
}

/** News documents are keyed by their numeric id written as a string. */
export async function getNewsItem(id: number): Promise<NewsItem | null> {
  const doc = await collection('news').doc(String(id)).get();
  if (!doc.exists) return null;
  const d = doc.data() ?? {};
  return { ...toNewsSummary(doc), content: str(d['content']), sources: sources(d['sources']) };
}

export async function listGlossary(): Promise<GlossaryTerm[]> {
  const snapshot = await collection('glossary').get();
  return snapshot.docs.map((doc) => {
    const d = doc.data();
    return { id: doc.id, term: str(d['term']), definition: str(d['definition']), related: strings(d['related']) };
  });
}

/** In the seeded order; entries without one (added by hand) go last. */
export async function listFaq(): Promise<FaqEntry[]> {
  const snapshot = await collection('faq').get();
  return snapshot.docs
    .map((doc) => {
      const d = doc.data();
      const link = str(d['link']);
      return {
        id: doc.id,
        question: str(d['question']),
        answer: str(d['answer']),
        link: link || null,
        order: num(d['order'], Number.MAX_SAFE_INTEGER),
      };
    })
    .sort((a, b) => a.order - b.order || a.id.localeCompare(b.id));
}
