// Picks the passage of a document that best answers a question, short enough to quote in a chat bubble.

import { tokenize } from './tokenize';

const MAX_QUOTE_CHARS = 360;
const K1 = 1.2;
const BOILERPLATE = /\bnot legal advice\b/i;

/** Markdown reduced to the text a reader sees, so a quote never carries half a link or stray emphasis. */
export function stripMarkdown(markdown: string): string {
  return markdown
    .replace(/!\[[^\]]*\]\([^)]*\)/g, '')
    .replace(/\[([^\]]+)\]\([^)]*\)/g, '$1')
    .replace(/<[^>]+>/g, '')
    .replace(/(\*\*|__)(.+?)\1/g, '$2')
    .replace(/(^|[^*\w])\*(?!\s)([^*\n]+?)\*(?!\w)/g, '$1$2')
    .replace(/`([^`]+)`/g, '$1')
    .replace(/^\s{0,3}>\s?/gm, '')
    .replace(/^\s{0,3}#{1,6}\s+/gm, '')
    .replace(/^\s*[*+]\s+/gm, '- ')
    .replace(/^\s*\|?\s*:?-{3,}.*$/gm, '');
}

interface Block {
  /** What may be quoted. */
  text: string;
  /** The section heading above it, scored with the block but never quoted ("## How to respond"). */
  heading: string;
}

const HEADING = /^\s{0,3}#{1,6}\s+(.*)$/;

function blocks(markdown: string): Block[] {
  const out: Block[] = [];
  let heading = '';
  for (const raw of markdown.split(/\n\s*\n/)) {
    const lines = raw.split('\n');
    const body: string[] = [];
    for (const line of lines) {
      const h = HEADING.exec(line);
      if (h !== null) heading = stripMarkdown(h[1] ?? '').trim();
      else body.push(line);
    }
    const text = stripMarkdown(body.join('\n')).trim();
    if (text.length > 0) out.push({ text, heading });
  }
  return out;
}

const isListItem = (line: string): boolean => line.startsWith('- ') || /^\d+\.\s/.test(line);

/** Quotable units: each list item whole (its "2." must not read as a sentence end), prose split into sentences. */
function unitsOf(block: string): string[] {
  const units: string[] = [];
  for (const raw of block.split('\n')) {
    const line = raw.trim();
    if (line.length === 0) continue;
    // Splits after . ! ? followed by a capital or digit, so "U.S. citizen" stays whole.
    if (isListItem(line)) units.push(line);
    else units.push(...line.split(/(?<=[.!?])\s+(?=[A-Z0-9"(])/).filter((u) => u.length > 0));
  }
  return units;
}

export type TermWeight = (term: string) => number;

function score(text: string, weights: ReadonlyMap<string, number>, idf: TermWeight): number {
  const tf = new Map<string, number>();
  for (const t of tokenize(text)) tf.set(t, (tf.get(t) ?? 0) + 1);
  let total = 0;
  for (const [term, weight] of weights) {
    const f = tf.get(term) ?? 0;
    if (f > 0) total += weight * idf(term) * ((f * (K1 + 1)) / (f + K1));
  }
  return total;
}

function clip(text: string): string {
  if (text.length <= MAX_QUOTE_CHARS) return text;
  const cut = text.slice(0, MAX_QUOTE_CHARS);
  const lastSpace = cut.lastIndexOf(' ');
  return `${cut.slice(0, lastSpace > 200 ? lastSpace : MAX_QUOTE_CHARS).replace(/[,;:]$/, '')}…`;
}

/** The best run of consecutive sentences (or list items) inside one block, within the quote budget. */
function bestWindow(block: string, weights: ReadonlyMap<string, number>, idf: TermWeight): string {
  const parts = unitsOf(block);
  if (parts.length <= 1) return clip(parts[0] ?? block);
  // List items keep their own lines; prose sentences flow together.
  const join = (first: string, second: string): string => `${first}${isListItem(second) ? '\n' : ' '}${second}`;
  let bestIndex = 0;
  let bestScore = -1;
  parts.forEach((p, i) => {
    const s = score(p, weights, idf);
    if (s > bestScore) {
      bestScore = s;
      bestIndex = i;
    }
  });
  // Grow around the best unit. Prose grows forwards (definitions read on); a list item grows backwards first, so
  // the quote keeps the list's lead-in and starts at its first item rather than at "3.".
  const backwardsFirst = isListItem(parts[bestIndex] ?? '');
  let start = bestIndex;
  let end = bestIndex + 1;
  let text = parts[bestIndex] ?? '';
  const fits = (unit: string | undefined): unit is string => unit !== undefined && text.length + unit.length + 1 <= MAX_QUOTE_CHARS;
  for (;;) {
    const next = parts[end];
    const prev = parts[start - 1];
    if (backwardsFirst && fits(prev)) {
      text = join(prev, text);
      start -= 1;
    } else if (fits(next)) {
      text = join(text, next);
      end += 1;
    } else if (fits(prev)) {
      text = join(prev, text);
      start -= 1;
    } else {
      break;
    }
  }
  return clip(text);
}

/**
 * The passage of `text` that best matches the weighted query terms. Among equals the earlier block wins, since
 * documents lead with their summary.
 */
export function bestPassage(text: string, weights: ReadonlyMap<string, number>, idf: TermWeight): string {
  let best: Block | undefined;
  let bestScore = -1;
  for (const block of blocks(text)) {
    // Fragments and a document's own boilerplate disclaimer are poor quotes (the reply adds its own disclaimer).
    const penalty = block.text.length < 40 || BOILERPLATE.test(block.text) ? 0.3 : 1;
    // The heading counts at half weight: it says what the section is about, the block must still say it too.
    const s = (score(block.text, weights, idf) + 0.5 * score(block.heading, weights, idf)) * penalty;
    if (s > bestScore) {
      bestScore = s;
      best = block;
    }
  }
  return best === undefined ? '' : bestWindow(best.text, weights, idf);
}

/** Renders a passage as a markdown block quote. */
export function quote(passage: string): string {
  return passage
    .split('\n')
    .map((line) => `> ${line}`.trimEnd())
    .join('\n');
}
