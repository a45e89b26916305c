// The offline assistant retrieves over one neutral document shape, whatever store the content came from.
// The input shapes mirror emulators/seed/content/types.ts structurally: functions/ must not depend on emulators/,
// and structural typing still lets the seed arrays (and Firestore copies of them) be passed straight in.

export type KnowledgeKind = 'article' | 'glossary' | 'faq' | 'question';

export interface KnowledgeDoc {
  kind: KnowledgeKind;
  id: string;
  title: string;
  /** Plain or markdown text the answer may quote from. */
  text: string;
  /** App path the answer links to. */
  link: string;
}

export interface ArticleInput {
  id: string;
  title: string;
  excerpt: string;
  content: string;
}

export interface GlossaryInput {
  id: string;
  term: string;
  definition: string;
}

export interface FaqInput {
  id: string;
  question: string;
  answer: string;
  link?: string;
}

export interface CommonQuestionInput {
  id: string;
  text: string;
  answer: string;
}

export interface KnowledgeSources {
  articles?: readonly ArticleInput[];
  glossary?: readonly GlossaryInput[];
  faq?: readonly FaqInput[];
  questions?: readonly CommonQuestionInput[];
}

export const CHAT_PATH = '/ai-assistant/chat';
export const SUPPORT_PATH = '/support';

export function articleLink(id: string): string {
  return `/resources/learn/${encodeURIComponent(id)}`;
}

export function glossaryLink(id: string): string {
  return `/resources/glossary#${encodeURIComponent(id)}`;
}

/** Pure: the same sources always give the same docs in the same order, so the index cache can key on them. */
export function toKnowledgeDocs(sources: KnowledgeSources): KnowledgeDoc[] {
  const docs: KnowledgeDoc[] = [];
  for (const a of sources.articles ?? []) {
    // The excerpt leads because it is the article's own summary and often the best passage to quote.
    docs.push({ kind: 'article', id: a.id, title: a.title, text: `${a.excerpt}\n\n${a.content}`, link: articleLink(a.id) });
  }
  for (const g of sources.glossary ?? []) {
    docs.push({ kind: 'glossary', id: g.id, title: g.term, text: g.definition, link: glossaryLink(g.id) });
  }
  for (const f of sources.faq ?? []) {
    // Only app paths are trusted as links: an FAQ pointing elsewhere falls back to the support page.
    const link = f.link !== undefined && f.link.startsWith('/') ? f.link : SUPPORT_PATH;
    docs.push({ kind: 'faq', id: f.id, title: f.question, text: f.answer, link });
  }
  for (const q of sources.questions ?? []) {
    docs.push({ kind: 'question', id: q.id, title: q.text, text: q.answer, link: CHAT_PATH });
  }
  return docs;
}
