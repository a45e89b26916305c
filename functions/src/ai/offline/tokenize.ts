// Tokens for retrieval: normalised, codes joined, stop words dropped, lightly stemmed.
// The stemmer only has to be consistent (the same rules run on documents and questions), not linguistically right.

import { toMatchText } from './normalize';

// Function words plus the filler of chat questions ("can you tell me", "I want to know"), which would otherwise
// make every FAQ phrased as a question look relevant.
const STOP_WORDS = new Set(
  (
    'a about above after again against all also am an and any are aren\'t as at be because been before being below ' +
    'between both but by can can\'t cannot could couldn\'t did didn\'t do does doesn\'t doing don\'t down during each ' +
    'few for from further had has have having he her here hers herself him himself his how i i\'d i\'ll i\'m i\'ve if ' +
    'in into is isn\'t it it\'s its itself just let\'s me more most my myself no nor not of off on once only or other ' +
    'our ours ourselves out over own same she should so some such than that that\'s the their theirs them themselves ' +
    'then there there\'s these they this those through to too under until up very was we were what what\'s when where ' +
    'which while who whom why will with would you your yours yourself yourselves ' +
    'please tell know want wanted like get got go going explain mean means meaning hi hello hey thanks thank ' +
    'anyone someone something thing things really actually maybe kind sort much many us okay ok yes'
  ).split(' '),
);

/** Light suffix stripping; see the file comment for why it need not be exact. */
export function stem(word: string): string {
  if (word.length <= 3 || /\d/.test(word)) return word;
  let w = word;
  if (w.endsWith('ities')) w = `${w.slice(0, -5)}ity`;
  if (w.endsWith('ility')) w = `${w.slice(0, -5)}le`; // eligibility -> eligible
  else if (w.endsWith('ization') || w.endsWith('isation')) w = `${w.slice(0, -7)}ize`;
  else if (w.endsWith('ations')) w = `${w.slice(0, -6)}ate`;
  else if (w.endsWith('ation')) w = `${w.slice(0, -5)}ate`;
  else if (w.endsWith('ies') && w.length > 4) w = `${w.slice(0, -3)}y`;
  else if (w.endsWith('ied') && w.length > 4) w = `${w.slice(0, -3)}y`;
  else if (/(ss|x|ch|sh|zz)es$/.test(w)) w = w.slice(0, -2);
  else if (w.endsWith('s') && !/(ss|us|is)$/.test(w)) w = w.slice(0, -1);

  if (w.endsWith('ing') && w.length > 5) w = w.slice(0, -3);
  else if (w.endsWith('ed') && w.length > 4) w = w.slice(0, -2);

  // Stripping -ing/-ed leaves "stopp" or "plann"; doubled final consonants fold back (but "fill", "pass" keep theirs).
  if (/([b-df-hj-kmnp-rtv-z])\1$/.test(w)) w = w.slice(0, -1);
  // A final silent e is dropped everywhere so "file", "filed" and "filing" all become "fil".
  if (w.endsWith('e') && w.length > 3) w = w.slice(0, -1);
  return w;
}

export function isStopWord(word: string): boolean {
  return STOP_WORDS.has(word);
}

/** Raw words of a text, normalised and with codes joined, stop words kept (for phrase checks). */
export function words(text: string): string[] {
  return toMatchText(text)
    .split(/[^a-z0-9']+/)
    .map((w) => w.replace(/^'+|'+$/g, ''))
    .filter((w) => w.length > 0);
}

/** Index and query terms. */
export function tokenize(text: string): string[] {
  const out: string[] = [];
  for (const w of words(text)) {
    if (isStopWord(w)) continue;
    const bare = w.replace(/'s$/, '').replace(/'/g, '');
    if (bare.length < 2 && !/\d/.test(bare)) continue;
    out.push(stem(bare));
  }
  return out;
}
