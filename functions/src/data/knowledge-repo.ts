// The knowledge the assistant retrieves over and the chat's suggested questions, read from the seeded reference
// content (articles, glossary, FAQ, common questions). Read-only: admins edit it in the console.
import type { QueryDocumentSnapshot } from 'firebase-admin/firestore';
import { db } from './firebase';
import { num, str } from './timestamps';

export const CONTENT_COLLECTIONS = {
  articles: 'articles',
  glossary: 'glossary',
  faq: 'faq',
  commonQuestions: 'commonQuestions',
} as const;

export interface ArticleContent {
  id: string;
  title: string;
  excerpt: string;
  content: string;
}

export interface GlossaryContent {
  id: string;
  term: string;
  definition: string;
}

export interface FaqContent {
  id: string;
  question: string;
  answer: string;
  link?: string;
}

export interface CommonQuestionContent {
  id: string;
  text: string;
  answer: string;
  order: number;
}

export interface ReferenceContent {
  articles: ArticleContent[];
  glossary: GlossaryContent[];
  faq: FaqContent[];
  questions: CommonQuestionContent[];
}

// Documents edited by hand in the console may lack fields; a half-filled one is skipped rather than served empty.
function toArticle(doc: QueryDocumentSnapshot): ArticleContent | undefined {
  const d = doc.data();
  const article = { id: doc.id, title: str(d['title']), excerpt: str(d['excerpt']), content: str(d['content']) };
  return article.title && (article.excerpt || article.content) ? article : undefined;
}

function toGlossary(doc: QueryDocumentSnapshot): GlossaryContent | undefined {
  const d = doc.data();
  const term = { id: doc.id, term: str(d['term']), definition: str(d['definition']) };
  return term.term && term.definition ? term : undefined;
}

function toFaq(doc: QueryDocumentSnapshot): FaqContent | undefined {
  const d = doc.data();
  const link = str(d['link']);
  const faq: FaqContent = { id: doc.id, question: str(d['question']), answer: str(d['answer']), ...(link ? { link } : {}) };
  return faq.question && faq.answer ? faq : undefined;
}

function toQuestion(doc: QueryDocumentSnapshot): CommonQuestionContent | undefined {
  const d = doc.data();
  // A question without an order sorts last.
  const question = { id: doc.id, text: str(d['text']), answer: str(d['answer']), order: num(d['order'], Number.MAX_SAFE_INTEGER) };
  return question.text ? question : undefined;
}

const defined = <T>(value: T | undefined): value is T => value !== undefined;

// Sorted in memory: `order` is optional on hand-made documents, and an orderBy would silently drop those.
const byOrderThenId = (a: { order: number; id: string }, b: { order: number; id: string }) =>
  a.order - b.order || a.id.localeCompare(b.id);

/** The suggested questions of the chat's welcome panel, in their display order. */
export async function listCommonQuestions(): Promise<CommonQuestionContent[]> {
  const snapshot = await db().collection(CONTENT_COLLECTIONS.commonQuestions).get();
  return snapshot.docs.map(toQuestion).filter(defined).sort(byOrderThenId);
}

/** Everything the offline assistant retrieves over, in a stable order (its index cache keys on it). */
export async function loadReferenceContent(): Promise<ReferenceContent> {
  const [articles, glossary, faq, questions] = await Promise.all([
    db().collection(CONTENT_COLLECTIONS.articles).get(),
    db().collection(CONTENT_COLLECTIONS.glossary).get(),
    db().collection(CONTENT_COLLECTIONS.faq).get(),
    db().collection(CONTENT_COLLECTIONS.commonQuestions).get(),
  ]);
  const byId = <T extends { id: string }>(a: T, b: T) => a.id.localeCompare(b.id);
  return {
    articles: articles.docs.map(toArticle).filter(defined).sort(byId),
    glossary: glossary.docs.map(toGlossary).filter(defined).sort(byId),
    faq: faq.docs.map(toFaq).filter(defined).sort(byId),
    questions: questions.docs.map(toQuestion).filter(defined).sort(byOrderThenId),
  };
}
