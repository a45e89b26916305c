// The knowledge the assistant retrieves over and the chat's suggested questions, read from the seeded reference
// content (articles, glossary, FAQ, common questions). Read-only: admins edit it in the console.
import type { QuerySnapshot } from 'firebase-admin/firestore';
import type { z } from 'zod';
import { articleDocSchema, commonQuestionDocSchema, faqDocSchema, glossaryDocSchema } from './content-documents';
import { decodeDocs } from './decode';
import { db } from './firebase';

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

// A malformed document is logged and skipped by decodeDocs; a well-formed one with too little text to answer from
// (an entry left half-filled in the console) is skipped here, silently, rather than served empty.
function toArticle({ title, excerpt, content }: z.output<typeof articleDocSchema>, id: string): ArticleContent | undefined {
  return title && (excerpt || content) ? { id, title, excerpt, content } : undefined;
}

function toGlossary({ term, definition }: z.output<typeof glossaryDocSchema>, id: string): GlossaryContent | undefined {
  return term && definition ? { id, term, definition } : undefined;
}

function toFaq({ question, answer, link }: z.output<typeof faqDocSchema>, id: string): FaqContent | undefined {
  return question && answer ? { id, question, answer, ...(link ? { link } : {}) } : undefined;
}

function toQuestion({ text, answer, order }: z.output<typeof commonQuestionDocSchema>, id: string): CommonQuestionContent | undefined {
  return text ? { id, text, answer, order } : undefined;
}

const defined = <T>(value: T | undefined): value is T => value !== undefined;

const questionsOf = (snapshot: QuerySnapshot) =>
  decodeDocs(commonQuestionDocSchema, snapshot.docs, CONTENT_COLLECTIONS.commonQuestions, toQuestion).filter(defined);

// Sorted in memory: `order` is optional on hand-made documents, and an orderBy would silently drop those.
const byOrderThenId = (a: { order: number; id: string }, b: { order: number; id: string }) =>
  a.order - b.order || a.id.localeCompare(b.id);

/** The suggested questions of the chat's welcome panel, in their display order. */
export async function listCommonQuestions(): Promise<CommonQuestionContent[]> {
  const snapshot = await db().collection(CONTENT_COLLECTIONS.commonQuestions).get();
  return questionsOf(snapshot).sort(byOrderThenId);
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
    articles: decodeDocs(articleDocSchema, articles.docs, CONTENT_COLLECTIONS.articles, toArticle).filter(defined).sort(byId),
    glossary: decodeDocs(glossaryDocSchema, glossary.docs, CONTENT_COLLECTIONS.glossary, toGlossary).filter(defined).sort(byId),
    faq: decodeDocs(faqDocSchema, faq.docs, CONTENT_COLLECTIONS.faq, toFaq).filter(defined).sort(byId),
    questions: questionsOf(questions).sort(byOrderThenId),
  };
}
