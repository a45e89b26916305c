// The knowledge base the assistant answers from and the Knowledge Center shows: the answer cards, the figure table
// they quote, and the Help & Support FAQ. Read-only: the launcher seeds it and admins edit it in the console.
import type { QuerySnapshot } from 'firebase-admin/firestore';
import type { z } from 'zod';
import type { CardRecord, FigureRecord, HelpRecord } from '../domain/knowledge/card-records';
import { commonQuestionDocSchema, faqDocSchema, knowledgeCardDocSchema, knowledgeFigureDocSchema } from './content-documents';
import { decodeDocs } from './decode';
import { db } from './firebase';

export const CONTENT_COLLECTIONS = {
  knowledgeCards: 'knowledgeCards',
  knowledgeFigures: 'knowledgeFigures',
  faq: 'faq',
  commonQuestions: 'commonQuestions',
} as const;

export interface CommonQuestionContent {
  id: string;
  text: string;
  order: number;
}

export interface KnowledgeContent {
  cards: CardRecord[];
  figures: FigureRecord[];
  help: HelpRecord[];
}

const defined = <T>(value: T | undefined): value is T => value !== undefined;
const byId = <T extends { id: string }>(a: T, b: T) => a.id.localeCompare(b.id);

// A well-formed entry with too little text to answer from (one left half-filled in the console) is skipped rather
// than served empty; a malformed one is logged and skipped by decodeDocs.
function toCard(doc: z.output<typeof knowledgeCardDocSchema>, id: string): CardRecord | undefined {
  if (!doc.question.trim() || !doc.answer.trim()) return undefined;
  const { es, fr, de } = doc.translations;
  return { id, ...doc, translations: { ...(es ? { es } : {}), ...(fr ? { fr } : {}), ...(de ? { de } : {}) } };
}

const toFigure = (doc: z.output<typeof knowledgeFigureDocSchema>, id: string): FigureRecord => ({ id, ...doc });

// Only app paths are trusted as links: an entry pointing elsewhere links to the support page.
function toHelp({ question, answer, link }: z.output<typeof faqDocSchema>, id: string): HelpRecord | undefined {
  if (!question || !answer) return undefined;
  return { id, question, answer, link: link !== null && link.startsWith('/') && !link.startsWith('//') ? link : '/support' };
}

function toQuestion({ text, order }: z.output<typeof commonQuestionDocSchema>, id: string): CommonQuestionContent | undefined {
  return text ? { id, text, order } : undefined;
}

const questionsOf = (snapshot: QuerySnapshot) =>
  decodeDocs(commonQuestionDocSchema, snapshot.docs, CONTENT_COLLECTIONS.commonQuestions, toQuestion).filter(defined);

// Sorted in memory: `order` is optional on hand-made documents, and an orderBy would silently drop those.
const byOrderThenId = (a: { order: number; id: string }, b: { order: number; id: string }) => a.order - b.order || a.id.localeCompare(b.id);

/** The suggested questions of the chat's welcome panel, in their display order. */
export async function listCommonQuestions(): Promise<CommonQuestionContent[]> {
  const snapshot = await db().collection(CONTENT_COLLECTIONS.commonQuestions).get();
  return questionsOf(snapshot).sort(byOrderThenId);
}

/** The whole knowledge base, in a stable order. */
export async function loadKnowledge(): Promise<KnowledgeContent> {
  const [cards, figures, faq] = await Promise.all([
    db().collection(CONTENT_COLLECTIONS.knowledgeCards).get(),
    db().collection(CONTENT_COLLECTIONS.knowledgeFigures).get(),
    db().collection(CONTENT_COLLECTIONS.faq).get(),
  ]);
  return {
    cards: decodeDocs(knowledgeCardDocSchema, cards.docs, CONTENT_COLLECTIONS.knowledgeCards, toCard).filter(defined).sort(byId),
    figures: decodeDocs(knowledgeFigureDocSchema, figures.docs, CONTENT_COLLECTIONS.knowledgeFigures, toFigure).sort(byId),
    help: decodeDocs(faqDocSchema, faq.docs, CONTENT_COLLECTIONS.faq, toHelp).filter(defined).sort(byId),
  };
}
