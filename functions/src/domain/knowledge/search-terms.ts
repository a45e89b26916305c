// How the knowledge base splits text into search terms, in each language: accents and case folded, form and visa
// codes joined ("I-130", "i 130", "I130" are one term, and "130" alone still finds them), function words dropped,
// English words lightly stemmed. The same rules run on the cards and on questions, so they need only be consistent.
import type { KnowledgeLanguage } from '../../shared/knowledge/knowledge-views';

/** Lower-case, accents and typographic quotes/dashes folded to ASCII, whitespace collapsed. */
export function normalize(text: string): string {
  return text
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .replace(/[\u2018\u2019\u02bc`]/g, "'")
    .replace(/[\u201c\u201d]/g, '"')
    .replace(/[\u2010-\u2015\u2212]/g, '-')
    .replace(/ß/g, 'ss')
    .toLowerCase()
    .replace(/\s+/g, ' ')
    .trim();
}

const CODE = /\b(i|n|ds|dv|eb|h|f|j|k|b|o|e|l|m|r|u|t|tn|g|ar)[- ]?(\d{1,4})(?:-?([a-z])\b)?(?![\d])/g;

/**
 * Form and visa codes are written "I-130", "i130", "H-1B" or "H1-B"; joining them into one token ("i130", "h1b")
 * lets every spelling match and stops "b" or "130" matching on its own.
 */
export function joinCodes(normalized: string): string {
  return normalized.replace(CODE, (_m, letters: string, digits: string, suffix?: string) => `${letters}${digits}${suffix ?? ''}`);
}

/** What intent rules and search match against: normalised, codes joined, apostrophes kept ("i'm", "don't"). */
export function toMatchText(text: string): string {
  return joinCodes(normalize(text));
}

const list = (words: string) => new Set(words.split(/\s+/).filter((w) => w.length > 0));

// Function words plus the filler of chat questions ("can you tell me", "I want to know"), which would otherwise make
// every card phrased as a question look relevant.
const STOP_WORDS: Record<KnowledgeLanguage, ReadonlySet<string>> = {
  en: list(`a about above after again against all also am an and any are aren't as at be because been before being below
    between both but by can can't cannot could couldn't did didn't do does doesn't doing don't down during each few for
    from further had has have having he her here hers herself him himself his how i i'd i'll i'm i've if in into is
    isn't it it's its itself just let's me more most my myself no nor not of off on once only or other our ours
    ourselves out over own same she should so some such than that that's the their theirs them themselves then there
    there's these they this those through to too under until up very was we were what what's when where which while
    who whom why will with would you your yours yourself yourselves please tell know want wanted like get got go going
    explain mean means meaning hi hello hey thanks thank anyone someone something thing things really actually maybe
    kind sort much many us okay ok yes now time today tomorrow yesterday day good best great nice question questions
    answer information info help need needs way lot new old`),
  es: list(`a al algo algun alguna como con cual cuales cuando de del donde e el ella ellas ellos en era es esa ese eso
    esta este esto estos estas fue ha hay he la las le les lo los me mi mis muy nos o para pero por porque que quien se
    si sin sobre soy su sus te tengo tiene tu tus un una uno unos unas usted y ya yo hola gracias puedo quiero necesito
    saber debo hacer hago favor cuanto cuanta cuantos`),
  fr: list(`a au aux avec ce ces cet cette comment combien d de des du elle en est et etre il ils j je l la le les leur
    leurs lui m ma mais me mes mon n ne nous on ou par pas pour qu que quel quelle quels quelles qui s sa se ses si son
    sur t ta te tes ton tu un une vous votre vos y ai suis dois peux puis faire bonjour merci svp`),
  de: list(`der die das den dem des ein eine einer eines einem einen und oder zu zum zur im in ist sind war mit von fur
    auf an am als auch es ich mich mir mein meine meinen meinem meiner wie was wo wann welche welcher welches kann muss
    darf habe hat haben nicht bei nach aus um so noch nur hallo danke bitte werden wird sie er wir ihr ihre man`),
};

/** A function word of this language that is not also an English one: a sign the text is written in it. */
export function isMarkerWord(word: string, language: KnowledgeLanguage): boolean {
  return STOP_WORDS[language].has(word) && (language === 'en' || !STOP_WORDS.en.has(word));
}

/**
 * Function words of the language, and of English too: cards without a translation are indexed in every language in
 * English, and applicants mix English into their questions.
 */
export function isStopWord(word: string, language: KnowledgeLanguage = 'en'): boolean {
  return STOP_WORDS[language].has(word) || (language !== 'en' && STOP_WORDS.en.has(word));
}

/** Light English suffix stripping; it need only be consistent (see the file comment). */
export function stem(word: string): string {
  if (word.length <= 3 || /\d/.test(word)) return word;
  let w = word;
  if (w.endsWith('ities')) w = `${w.slice(0, -5)}ity`;
  if (w.endsWith('ility'))
    w = `${w.slice(0, -5)}le`; // eligibility -> eligible
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

/** Plural -s of the Romance languages; German endings are left to prefix and fuzzy matching. */
function stemOther(word: string, language: KnowledgeLanguage): string {
  if (language === 'de' || word.length <= 4 || /\d/.test(word)) return word;
  return word.endsWith('s') ? word.slice(0, -1) : word;
}

/** Raw words of a text, normalised and with codes joined, stop words kept (for phrase checks). */
export function words(text: string): string[] {
  return toMatchText(text)
    .split(/[^a-z0-9']+/)
    .map((w) => w.replace(/^'+|'+$/g, ''))
    .filter((w) => w.length > 0);
}

/** One word as a search term, or null when it carries no meaning. */
export function toTerm(word: string, language: KnowledgeLanguage): string | null {
  if (isStopWord(word, language)) return null;
  const bare = word
    .replace(/'s$/, '')
    .replace(/^[ldjmnst]'/, '')
    .replace(/'/g, '');
  if (bare.length < 2 && !/\d/.test(bare)) return null;
  if (isStopWord(bare, language)) return null;
  return language === 'en' ? stem(bare) : stemOther(bare, language);
}

/** Search terms of a text. */
export function tokenize(text: string, language: KnowledgeLanguage = 'en'): string[] {
  const out: string[] = [];
  for (const word of words(text)) {
    const term = toTerm(word, language);
    if (term !== null) out.push(term);
  }
  return out;
}

const JOINED_CODE = /^[a-z]{1,3}(\d{2,4})[a-z]?$/;

/** A joined code is also indexed by its number, so "130" finds "I-130". */
export function termVariants(term: string): string[] {
  const digits = JOINED_CODE.exec(term)?.[1];
  return digits !== undefined && digits !== term ? [term, digits] : [term];
}
