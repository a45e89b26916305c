// BM25 over the knowledge docs. Titles weigh more than bodies (a glossary term or an FAQ question names the
// topic), and coverage (how much of the question's rare-word weight a doc matched) lets callers refuse to answer
// when only common words matched.

import type { KnowledgeDoc } from './knowledge-doc';
import { expansionText } from './synonyms';
import { tokenize } from './tokenize';

const K1 = 1.2;
const B = 0.75;
const TITLE_WEIGHT = 3;
const EXPANSION_WEIGHT = 0.5;
const EXPANSION_CREDIT = 0.5;
const TITLE_MATCH_BOOST = 0.5;

export interface SearchHit {
  doc: KnowledgeDoc;
  score: number;
  /** Share (0..1) of the question's IDF weight that this doc contains; synonym matches count for half. */
  coverage: number;
  /**
   * What hits are ordered by: score x coverage x title boost. Raw BM25 lets a short doc that repeats one query word (often via a
   * synonym) beat a doc that answers the whole question; weighting by coverage favours the whole answer.
   */
  rank: number;
}

export interface KnowledgeIndex {
  readonly size: number;
  /** Inverse document frequency; terms the corpus never saw get the maximum. */
  idf(term: string): number;
  search(query: string, limit?: number): SearchHit[];
}

interface Posting {
  docIndex: number;
  tf: number;
}

function termCounts(tokens: readonly string[], weight: number, into: Map<string, number>): void {
  for (const t of tokens) into.set(t, (into.get(t) ?? 0) + weight);
}

/**
 * "What is a green card?" should open the glossary entry titled "Green card", not a longer entry that mentions
 * green cards (and "permanent resident", via a synonym) more often. The boost grows with the share of the
 * title's words the question uses.
 */
function titleBoost(title: ReadonlySet<string> | undefined, query: readonly string[]): number {
  if (title === undefined || title.size === 0) return 1;
  let shared = 0;
  for (const t of title) if (query.includes(t)) shared += 1;
  return 1 + TITLE_MATCH_BOOST * (shared / title.size);
}

export function buildIndex(docs: readonly KnowledgeDoc[]): KnowledgeIndex {
  const postings = new Map<string, Posting[]>();
  const lengths: number[] = [];
  const titles: Array<ReadonlySet<string>> = [];
  docs.forEach((doc, docIndex) => {
    const tf = new Map<string, number>();
    const titleTokens = tokenize(doc.title);
    titles.push(new Set(titleTokens));
    const bodyTokens = tokenize(doc.text);
    termCounts(titleTokens, TITLE_WEIGHT, tf);
    termCounts(bodyTokens, 1, tf);
    lengths.push(titleTokens.length * TITLE_WEIGHT + bodyTokens.length);
    for (const [term, count] of tf) {
      const list = postings.get(term) ?? [];
      list.push({ docIndex, tf: count });
      postings.set(term, list);
    }
  });
  const n = docs.length;
  const avgLength = n === 0 ? 1 : Math.max(1, lengths.reduce((a, b) => a + b, 0) / n);

  const idf = (term: string): number => {
    const df = postings.get(term)?.length ?? 0;
    return Math.log(1 + (n - df + 0.5) / (df + 0.5));
  };

  const search = (query: string, limit = 5): SearchHit[] => {
    const primary = [...new Set(tokenize(query))];
    if (primary.length === 0 || n === 0) return [];
    const extra = [...new Set(tokenize(expansionText(query)))].filter((t) => !primary.includes(t));
    const totalIdf = primary.reduce((sum, t) => sum + idf(t), 0);

    const scores = new Map<number, { score: number; matchedIdf: number; expansionIdf: number }>();
    const accumulate = (term: string, weight: number, primaryTerm: boolean): void => {
      const list = postings.get(term);
      if (list === undefined) return;
      const termIdf = idf(term);
      for (const { docIndex, tf } of list) {
        const len = lengths[docIndex] ?? avgLength;
        const part = (termIdf * tf * (K1 + 1)) / (tf + K1 * (1 - B + (B * len) / avgLength));
        const entry = scores.get(docIndex) ?? { score: 0, matchedIdf: 0, expansionIdf: 0 };
        entry.score += weight * part;
        if (primaryTerm) entry.matchedIdf += termIdf;
        else entry.expansionIdf += termIdf;
        scores.set(docIndex, entry);
      }
    };
    for (const t of primary) accumulate(t, 1, true);
    for (const t of extra) accumulate(t, EXPANSION_WEIGHT, false);

    const ranked: Array<SearchHit & { docIndex: number }> = [];
    for (const [docIndex, { score, matchedIdf, expansionIdf }] of scores) {
      const doc = docs[docIndex];
      if (doc === undefined) continue;
      // A synonym match ("lottery" -> "registration") may make up at most half of the words the doc lacks.
      const credited = matchedIdf + EXPANSION_CREDIT * Math.min(totalIdf - matchedIdf, expansionIdf);
      const coverage = totalIdf > 0 ? credited / totalIdf : 0;
      ranked.push({ doc, docIndex, score, coverage, rank: score * coverage * titleBoost(titles[docIndex], primary) });
    }
    // Ties break on corpus order so answers are deterministic.
    ranked.sort((a, b) => b.rank - a.rank || a.docIndex - b.docIndex);
    const hits = ranked.slice(0, limit).map(({ doc, score, coverage, rank }) => ({ doc, score, coverage, rank }));
    return hits;
  };

  return { size: n, idf, search };
}
