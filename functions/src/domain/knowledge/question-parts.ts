// A message that asks several things ("Can I work and travel while my I-485 is pending?", "Which forms, how much and
// how long?", "What is an RFE? How long do I have to answer?") split into its questions, each whole enough to be
// answered alone, in English, Spanish, French and German. The sentences that only state something ("I am on F-1.")
// are context and go with every part. A message with one question comes back as it is.

export const MAX_PARTS = 3;

/** Words a question opens with, in the four languages (lower case, accents kept: the text is not folded here). */
const QUESTION_WORD =
  /^(?:[¿¡"'(]\s*)?(?:what|how|which|when|where|who|why|can|could|may|do|does|did|is|are|am|will|would|should|must|qué|que|cómo|como|cuál|cuáles|cuándo|cuando|dónde|donde|quién|cuánto|cuánta|cuántos|cuántas|cuanto|puedo|puede|podemos|debo|tengo|necesito|hay|es|son|qu['’]est-ce|que|quel|quelle|quels|quelles|comment|combien|quand|où|pourquoi|est-ce|puis-je|peut-on|dois-je|je peux|was|wie|welche|welcher|welches|wann|wo|warum|kann|darf|muss|brauche|gibt|ist|sind)\b/iu;

/** "can I work and travel …": the helper and subject, two verbs, and what both share. */
const TWO_VERBS: readonly RegExp[] = [
  /^(.*?\b(?:can|may|could|should|must|do|will|would)\s+(?:i|we|he|she|they|my\s+\w+)\s+(?:still\s+|also\s+)?)([a-z]+)\s+(?:and|or|and\s+also)\s+([a-z]+)\b(.*)$/iu,
  /^(.*?\b(?:puedo|podemos|puede|pueden|debo|debemos|tengo\s+que)\s+)(\p{L}+)\s+(?:y|o|e)\s+(\p{L}+)\b(.*)$/iu,
  /^(.*?\b(?:je\s+peux|puis-je|pouvons-nous|peut-on|est-ce\s+que\s+je\s+peux|dois-je)\s+)(\p{L}+)\s+(?:et|ou)\s+(\p{L}+)\b(.*)$/iu,
];

/** German puts the verbs last: "Darf ich während … arbeiten und reisen?" */
const TWO_VERBS_LAST =
  /^(.*?\b(?:kann|darf|muss|können|dürfen|müssen)\s+(?:ich|wir|man)\b.*?)\s(\p{L}+)\s+(?:und|oder)\s+(\p{L}+)\s*([?.!]*)$/iu;

/** The question words a list of questions may go on with, in the four languages. */
const NEXT_QUESTION_WORD =
  '(?:what|how|which|when|where|who|qué|cómo|cuál|cuáles|cuándo|cuánto|cuánta|cuántos|cuántas|dónde|quel|quelle|quels|quelles|comment|combien|quand|où|was|wie|welche|welcher|welches|wann|wo)\\b';
/** Where a list of questions in one sentence splits: a comma (and maybe "and"), or "and" alone, before the next question word. */
const LIST_BREAK = new RegExp(
  `\\s*,\\s*(?:(?:and|y|et|und)\\s+)?(?=${NEXT_QUESTION_WORD})|\\s+(?:and|y|et|und)\\s+(?=${NEXT_QUESTION_WORD})`,
  'iu',
);

/** The shared subject at the end of a list of questions: "… for a marriage green card". */
const TRAILING_TOPIC = /\s((?:for|about|with|of|on|para|sobre|con|de|pour|avec|sur|für|zu|über|bei|mit)\s.+?)\s*[?.!]*$/iu;

/** Form numbers and visa classes as written ("I-485", "i485", "H-1B"). */
const CODE = /\b(?:i|n|ds|ar|g)-?\s?\d{2,4}[a-z]?\b|\b(?:h|l|f|j|k|o|e)-?\d[ab]?\b/giu;

const endsAsQuestion = (sentence: string) => /[?？]\s*$/.test(sentence);
const isQuestion = (sentence: string) => endsAsQuestion(sentence) || QUESTION_WORD.test(sentence.trim());
const wordCount = (text: string) => text.split(/\s+/).filter((w) => w.length > 0).length;
/** A part as a question of its own: capitalised, with its question mark (and "¿" when the sentence had one). */
const asQuestion = (text: string, opensWithMark = false) => {
  const trimmed = text.trim().replace(/[,;:.!]+$/, '');
  const ended = endsAsQuestion(trimmed) ? trimmed : `${trimmed}?`;
  const opened = opensWithMark && !ended.startsWith('¿') ? `¿${ended}` : ended;
  const at = opened.startsWith('¿') ? 1 : 0;
  return opened.slice(0, at) + opened.charAt(at).toUpperCase() + opened.slice(at + 1);
};

/** "it", "this", "lo", "ça", "das": a part that points back to what another part named. */
const POINTS_BACK = /(?<![\p{L}])(?:it|this|that|them|lo|la|esto|eso|ello|ça|cela|le|l['’]|das|es|ihn|dafür|darauf)(?![\p{L}])/iu;
/** Acronyms as written ("RFE", "OPT", "DACA"). */
const ACRONYM = /\b[A-Z]{2,5}\b/gu;

/** A later part that says "it" takes the form, visa or acronym another part named: "How long does it take (I-485)?" */
function carryCodes(parts: readonly string[], onlyPointingBack = true): string[] {
  const named = parts.flatMap((part) => [...(part.match(CODE) ?? []), ...(part.match(ACRONYM) ?? [])]);
  const first = named[0]?.replace(
    /^([a-z]+)-?\s?(\d+)([a-z]?)$/iu,
    (_m, letters: string, digits: string, suffix: string) => `${letters.toUpperCase()}-${digits}${suffix.toUpperCase()}`,
  );
  if (first === undefined) return [...parts];
  return parts.map((part) =>
    part.match(CODE) !== null || part.match(ACRONYM) !== null || (onlyPointingBack && !POINTS_BACK.test(part))
      ? part
      : part.replace(/\s*([?？])\s*$/u, ` (${first})$1`),
  );
}

/** Sentences, keeping each one's end mark; a line break ends one too. */
function sentencesOf(text: string): string[] {
  return text
    .split(/(?<=[?？!.:])\s+(?=\S)|\n+/u)
    .map((s) => s.trim())
    .filter((s) => s.length > 0);
}

function splitVerbs(sentence: string): string[] {
  for (const re of TWO_VERBS) {
    const m = re.exec(sentence);
    if (m === null) continue;
    const [, head = '', first = '', second = '', rest = ''] = m;
    if (wordCount(rest) === 0) continue;
    return [asQuestion(`${head}${first}${rest}`), asQuestion(`${head}${second}${rest}`, head.startsWith('¿'))];
  }
  const m = TWO_VERBS_LAST.exec(sentence);
  if (m !== null) {
    const [, head = '', first = '', second = ''] = m;
    return [asQuestion(`${head} ${first}`), asQuestion(`${head} ${second}`)];
  }
  return [sentence];
}

function splitList(sentence: string): string[] {
  const chunks = sentence
    .split(LIST_BREAK)
    .map((c) => c.trim())
    .filter((c) => c.length > 0);
  if (chunks.length < 2 || !chunks.every((c) => QUESTION_WORD.test(c))) return [sentence];
  const topic = TRAILING_TOPIC.exec(chunks[chunks.length - 1] ?? '')?.[1];
  const spanish = sentence.startsWith('¿');
  // One sentence's questions share its subject, said or not ("¿Cuánto cuesta la N-400 y cuánto tarda?").
  return carryCodes(
    chunks.map((chunk) =>
      asQuestion(topic !== undefined && !chunk.includes(topic) ? `${chunk.replace(/[?.!]+$/, '')} ${topic}` : chunk, spanish),
    ),
    false,
  );
}

export interface QuestionPart {
  /** The question as the reply's heading names it. */
  question: string;
  /** What is answered: the question with the message's context sentences before it. */
  text: string;
}

/** The message's questions, at most MAX_PARTS; one part (the message itself) when it asks one thing. */
export function splitQuestion(message: string): QuestionPart[] {
  const text = message.trim();
  const sentences = sentencesOf(text);
  const questions = sentences.filter(isQuestion);
  const context = sentences.filter((s) => !isQuestion(s)).join(' ');
  const parts = carryCodes(questions.flatMap((q) => splitList(q).flatMap(splitVerbs)).filter((p) => wordCount(p) >= 2));
  if (parts.length < 2) return [{ question: text, text }];
  return parts.slice(0, MAX_PARTS).map((question) => ({ question, text: context.length > 0 ? `${context} ${question}` : question }));
}
