// Which of the knowledge base's languages a question is written in. tinyld ranks the candidates, but on a few words
// it guesses ("advance parole" reads as French, "DACA renewal" as German), so a guess counts only when tinyld is sure
// or the text shows the language itself: one of its function words, or its letters (¿, ñ, ç, ß...). A question too
// short to tell (a form number, "asylum") gives none, and the caller falls back to the user's setting.
import { detectAll } from 'tinyld';
import { isKnowledgeLanguage, KNOWLEDGE_LANGUAGES, type KnowledgeLanguage } from '../../shared/knowledge/knowledge-views';
import { isMarkerWord, normalize } from './search-terms';

const ONLY = { only: [...KNOWLEDGE_LANGUAGES] };
/** Below this, tinyld's guess is noise. */
const MIN_ACCURACY = 0.05;
/** At or above this, tinyld is right without further evidence. */
const SURE_ACCURACY = 0.5;

const LETTERS: Record<KnowledgeLanguage, RegExp | null> = {
  en: null,
  es: /[¿¡ñ]|[áíóú]/i,
  fr: /[àâçèêëîïôûùœ]/i,
  de: /[äöüß]/i,
};

function shows(text: string, language: KnowledgeLanguage): boolean {
  if (LETTERS[language]?.test(text) === true) return true;
  return normalize(text)
    .split(/[^a-z']+/)
    .some((word) => word.length > 0 && isMarkerWord(word, language));
}

/** Candidate languages of a text, most likely first; empty when it cannot tell. */
export function detectLanguages(text: string): KnowledgeLanguage[] {
  return detectAll(text, ONLY).flatMap(({ lang, accuracy }) =>
    isKnowledgeLanguage(lang) && accuracy >= MIN_ACCURACY && (accuracy >= SURE_ACCURACY || shows(text, lang)) ? [lang] : [],
  );
}
