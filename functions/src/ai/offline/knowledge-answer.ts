// Answers a question from the knowledge base: rank, keep the best one to three sources, quote the most relevant
// passage and link every source. Below the relevance bar it says so instead of stretching a weak match.

import type { KnowledgeIndex, SearchHit } from './bm25-index';
import type { KnowledgeDoc, KnowledgeKind } from './knowledge-doc';
import { bestPassage, quote } from './passage';
import { expansionText } from './synonyms';
import { tokenize } from './tokenize';

/** Share of the question's rare-word weight the best doc must contain; below it only common words matched. */
const MIN_COVERAGE = 0.5;
/** Absolute BM25 floor, so a one-word question matching one frequent term is not "found". */
const MIN_SCORE = 2;
/** Under this coverage the answer admits it may be partial. */
const FULL_COVERAGE = 0.75;
/** Further sources must score at least this share of the best one to be linked... */
const RELATED_RATIO = 0.5;
/** ...and this share to be quoted as well. */
const SECOND_QUOTE_RATIO = 0.8;
const MAX_SOURCES = 3;

export const KNOWLEDGE_CENTER_PATH = '/resources/learn';
export const GLOSSARY_PATH = '/resources/glossary';

export interface KnowledgeAnswer {
  found: boolean;
  /** Markdown, without the disclaimer. */
  text: string;
  sources: KnowledgeDoc[];
}

/** A markdown link that survives titles with brackets and paths with spaces or parentheses. */
export function markdownLink(title: string, link: string): string {
  const safeTitle = title.replace(/([[\]\\])/g, '\\$1');
  const safeLink = link.replace(/ /g, '%20').replace(/\(/g, '%28').replace(/\)/g, '%29');
  return `[${safeTitle}](${safeLink})`;
}

function intro(doc: KnowledgeDoc, partial: boolean): string {
  if (partial) return 'I found something related, though it may not cover everything you asked:';
  const byKind: Record<KnowledgeKind, string> = {
    glossary: `Here's how our glossary defines **${doc.title}**:`,
    article: 'Here is the most relevant part of our Knowledge Center:',
    faq: 'Our FAQ covers this:',
    question: 'Here is a short answer:',
  };
  return byKind[doc.kind];
}

function relevant(hit: SearchHit): boolean {
  return hit.coverage >= MIN_COVERAGE && hit.score >= MIN_SCORE;
}

export function notFoundText(): string {
  return [
    "I couldn't find anything about that in my knowledge base, and I'd rather not guess. You could:",
    '',
    `- browse the ${markdownLink('Knowledge Center', KNOWLEDGE_CENTER_PATH)} for guides,`,
    `- look up a term in the ${markdownLink('glossary', GLOSSARY_PATH)}, or`,
    '- ask a licensed immigration attorney or accredited representative about your situation.',
    '',
    'I can also check your eligibility, review your documents or open a case for you. Just ask.',
  ].join('\n');
}

function queryWeights(question: string): Map<string, number> {
  const weights = new Map<string, number>();
  for (const t of tokenize(expansionText(question))) weights.set(t, 0.5);
  for (const t of tokenize(question)) weights.set(t, 1);
  return weights;
}

/** Picks the sources worth showing: the best hit, then close runners-up with a different title. */
export function selectSources(hits: readonly SearchHit[]): SearchHit[] {
  const top = hits[0];
  if (top === undefined || !relevant(top)) return [];
  const picked: SearchHit[] = [top];
  for (const hit of hits.slice(1)) {
    if (picked.length >= MAX_SOURCES) break;
    if (!relevant(hit) || hit.rank < top.rank * RELATED_RATIO) continue;
    if (picked.some((p) => p.doc.title.toLowerCase() === hit.doc.title.toLowerCase() || p.doc.link === hit.doc.link)) continue;
    picked.push(hit);
  }
  return picked;
}

export function answerFromKnowledge(question: string, index: KnowledgeIndex): KnowledgeAnswer {
  const picked = selectSources(index.search(question, 8));
  const top = picked[0];
  if (top === undefined) return { found: false, text: notFoundText(), sources: [] };

  const weights = queryWeights(question);
  const idf = (term: string): number => index.idf(term);
  const parts: string[] = [intro(top.doc, top.coverage < FULL_COVERAGE)];
  const related: SearchHit[] = [];

  picked.forEach((hit, i) => {
    const quoted = i === 0 || (i === 1 && hit.rank >= top.rank * SECOND_QUOTE_RATIO);
    if (!quoted) {
      related.push(hit);
      return;
    }
    const passage = bestPassage(hit.doc.text, weights, idf);
    if (passage.length > 0) parts.push(quote(passage));
    parts.push(`Source: ${markdownLink(hit.doc.title, hit.doc.link)}`);
  });
  if (related.length > 0) {
    parts.push(`Related: ${related.map((h) => markdownLink(h.doc.title, h.doc.link)).join(' · ')}`);
  }
  return { found: true, text: parts.join('\n\n'), sources: picked.map((h) => h.doc) };
}
