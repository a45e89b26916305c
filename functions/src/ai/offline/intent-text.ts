// Intent rules read one canonical spelling: contractions expanded ("i'm" -> "i am", "don't" -> "do not"), so a
// rule written once covers both; "U.S." folded to "us" so the dots do not split sentences.

import { toMatchText } from '../../domain/knowledge/search-terms';

const CONTRACTIONS: ReadonlyArray<readonly [RegExp, string]> = [
  [/\bi'm\b/g, 'i am'],
  [/\bim\b/g, 'i am'],
  [/\bwe're\b/g, 'we are'],
  [/\byou're\b/g, 'you are'],
  [/\bi've\b/g, 'i have'],
  [/\bi'd\b/g, 'i would'],
  [/\bi'll\b/g, 'i will'],
  [/\bcan't\b/g, 'cannot'],
  [/\bwon't\b/g, 'will not'],
  [/\b(do|does|did|is|are|was|were|have|has|would|could|should)n't\b/g, '$1 not'],
  [/\bdont\b/g, 'do not'],
  [/\b(what|who|how|where|when|it|that|there|he|she)'s\b/g, '$1 is'],
  [/\blet's\b/g, 'let us'],
];

export function toIntentText(text: string): string {
  let t = toMatchText(text)
    .replace(/\bu\.s\.(a\.)?/g, 'us')
    .replace(/\bu\.k\./g, 'uk');
  for (const [pattern, replacement] of CONTRACTIONS) t = t.replace(pattern, replacement);
  return t;
}

/** Sentences (and other clause breaks) of an intent text; each request is judged on its own sentence. */
export function sentences(intentText: string): string[] {
  return intentText
    .split(/[.?!;\n]+|\s[-\u2013]\s/)
    .map((s) => s.trim())
    .filter((s) => s.length > 0);
}

export function escapeRegExp(s: string): string {
  return s.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
}
