// The assistant's answer from the knowledge base: the best card's whole answer in the question's language, its
// official source and Knowledge Center page, and up to two related cards. When nothing matches well it says so,
// names the closest cards and offers the tools, rather than stretching a weak match. The words around the answer are
// keyed Messages (locales/<locale>/knowledge.json) rendered in the reply's language.
import { INTL_TAGS } from '../../shared/i18n/locale';
import { type KeyIn, type MessageParams, msg } from '../../shared/i18n/message';
import { knowledgeCardPath, type KnowledgeLanguage } from '../../shared/knowledge/knowledge-views';
import { render } from '../i18n/render';
import { fitKeys, judgeFit, type FitKeys } from './answer-fit';
import { rankValue, type KnowledgeBase, type SearchHit } from './knowledge-base';
import { detectLanguages } from './language';
import { markdownLink } from './markdown-link';

/** Share of the question's terms the best entry must match (all of a one- or two-word question's)... */
const MIN_COVERAGE = 0.5;
const MIN_SHORT_COVERAGE = 0.75;
/** ...with at least this MiniSearch score, so a word matched in passing (by prefix, in one answer) is not "found". */
const MIN_SCORE = 20;
/** ...and find some of the question's terms in what the entry is about (its question, phrasings, keywords), not only in its answer. */
const MIN_HEAD_COVERAGE = 0.3;
const MAX_RELATED = 2;
/** A runner-up ranked this close to the best fitting card makes the question ambiguous. */
const AMBIGUOUS_MARGIN = 0.95;
const MAX_SUGGESTIONS = 3;
/** A suggestion must share at least this much with the question to be worth naming. */
const MIN_SUGGESTION_COVERAGE = 0.25;

export const KNOWLEDGE_CENTER_PATH = '/resources/learn';

/** A phrase of the assistant's (locales/<locale>/knowledge.json) in `language`. */
export const knowledgeText = (language: KnowledgeLanguage, key: KeyIn<'knowledge'>, params?: MessageParams): string =>
  render(language, msg(key, params));

/** "November 23, 2026", "23 de noviembre de 2026", "23 novembre 2026", "23. November 2026". */
function formatDay(isoDate: string, language: KnowledgeLanguage): string {
  const date = new Date(`${isoDate}T00:00:00Z`);
  if (Number.isNaN(date.getTime())) return isoDate;
  return new Intl.DateTimeFormat(INTL_TAGS[language], { dateStyle: 'long', timeZone: 'UTC' }).format(date);
}

// The card is in English when it has no translation yet: a reader of another language is told so.
const englishOnlyNote = (language: KnowledgeLanguage): string => `*${knowledgeText(language, 'knowledge:englishOnly')}*`;

export interface KnowledgeReply {
  found: boolean;
  /** The language the reply is written in. */
  language: KnowledgeLanguage;
  /** Markdown, without the disclaimer. */
  text: string;
  /** The card answered with, or the cards suggested. */
  cardIds: string[];
}

export const isConfident = (hit: SearchHit | undefined): hit is SearchHit =>
  hit !== undefined &&
  hit.headCoverage >= MIN_HEAD_COVERAGE &&
  hit.coverage >= (hit.terms <= 2 ? MIN_SHORT_COVERAGE : MIN_COVERAGE) &&
  hit.score >= MIN_SCORE;

interface Ranked {
  hits: SearchHit[];
  language: KnowledgeLanguage;
  /** The first hit that is both a confident match and answers the question asked (answer-fit.ts). */
  answer?: SearchHit;
}

/** Whether the entry answers the question asked; help entries are about the app and have no keys to judge. */
export function fitsQuestion(kb: KnowledgeBase, hit: SearchHit, asked: FitKeys): boolean {
  if (hit.entry.kind === 'help') return asked.codes.size === 0;
  const keys = kb.fitKeys(hit.entry.id);
  return keys !== undefined && judgeFit(asked, keys).fits;
}

/**
 * The best-ranked hit that answers the question: a confident match that fits. A better-ranked hit that matches as well
 * but answers another question is passed over; a weak match ends the search, as everything after it is weaker still.
 */
function answerAmong(kb: KnowledgeBase, hits: readonly SearchHit[], asked: FitKeys): SearchHit | undefined {
  const fitting: SearchHit[] = [];
  for (const hit of hits) {
    if (!isConfident(hit)) break;
    if (fitsQuestion(kb, hit, asked)) fitting.push(hit);
  }
  const [first, second] = fitting;
  if (first === undefined) return undefined;
  // Two cards that fit about equally well: the question is ambiguous, and picking one would be a guess.
  if (second !== undefined && rankValue(second) >= AMBIGUOUS_MARGIN * rankValue(first)) return undefined;
  return first;
}

/** The languages worth searching, most likely first: the detected ones, the user's own, then English. */
function candidates(detected: readonly KnowledgeLanguage[], fallback: KnowledgeLanguage): KnowledgeLanguage[] {
  return [...new Set<KnowledgeLanguage>([...detected.slice(0, 2), fallback, 'en'])];
}

/**
 * Searches each candidate language and keeps the ranking whose best hit covers most of the question. English is
 * searched with the question carried over from its detected language, for the cards that have no translation.
 */
function rankAcrossLanguages(
  kb: KnowledgeBase,
  question: string,
  languages: readonly KnowledgeLanguage[],
  from?: KnowledgeLanguage,
  limit = 6,
): Ranked | undefined {
  const asked = fitKeys(question);
  let best: Ranked | undefined;
  for (const language of languages) {
    const hits = kb.search({ query: question, language, ...(from !== undefined && from !== language ? { from } : {}), limit });
    const top = hits[0];
    if (top === undefined) continue;
    const answer = answerAmong(kb, hits, asked);
    const ranked: Ranked = answer === undefined ? { hits, language } : { hits, language, answer };
    const lead = (r: Ranked | undefined) => r?.answer ?? r?.hits[0];
    const better =
      best === undefined ||
      (answer !== undefined && best.answer === undefined) ||
      ((answer === undefined) === (best.answer === undefined) && (lead(ranked)?.coverage ?? 0) > (lead(best)?.coverage ?? 0) + 1e-9);
    if (better) best = ranked;
    // Every word matched in the most likely language: the other indexes cannot do better.
    if (best?.answer?.coverage === 1) break;
  }
  return best;
}

/** The reply's language: the question's, else a translated index that matched, else the user's setting. */
function replyLanguage(detected: readonly KnowledgeLanguage[], fallback: KnowledgeLanguage, ranked: Ranked | undefined): KnowledgeLanguage {
  if (ranked?.answer !== undefined && ranked.language !== 'en' && detected.includes(ranked.language)) return ranked.language;
  return detected[0] ?? fallback;
}

function cardReply(kb: KnowledgeBase, id: string, language: KnowledgeLanguage): string | undefined {
  const card = kb.card(id, language);
  if (card === undefined) return undefined;
  const say = (key: KeyIn<'knowledge'>, params?: MessageParams) => knowledgeText(language, key, params);
  const parts: string[] = [];
  if (card.englishOnly && language !== 'en') parts.push(englishOnlyNote(language));
  parts.push(card.answer.trim());
  const source = card.sources[0];
  const lines: string[] = [];
  if (source !== undefined) {
    lines.push(
      say('knowledge:sourceCheckedOn', { link: markdownLink(source.title, source.url), date: formatDay(card.checkedOn, language) }),
    );
  }
  lines.push(markdownLink(say('knowledge:readInKnowledgeCenter'), knowledgeCardPath(card.id, language)));
  const related = card.related.slice(0, MAX_RELATED);
  if (related.length > 0) {
    const links = related.map((r) => markdownLink(r.question, knowledgeCardPath(r.id, language))).join(' · ');
    lines.push(say('knowledge:related', { links }));
  }
  parts.push(lines.join('  \n'));
  return parts.join('\n\n');
}

function helpReply(kb: KnowledgeBase, id: string, language: KnowledgeLanguage): string | undefined {
  const entry = kb.help(id);
  if (entry === undefined) return undefined;
  const note = language !== 'en' ? `${englishOnlyNote(language)}\n\n` : '';
  return `${note}${entry.answer.trim()}\n\n${knowledgeText(language, 'knowledge:inTheApp', { link: markdownLink(entry.question, entry.link) })}`;
}

function notFoundReply(kb: KnowledgeBase, language: KnowledgeLanguage, ranked: Ranked | undefined): { text: string; cardIds: string[] } {
  const say = (key: KeyIn<'knowledge'>, params?: MessageParams) => knowledgeText(language, key, params);
  const suggestions = (ranked?.hits ?? [])
    .filter((hit) => hit.entry.kind === 'card' && hit.coverage >= MIN_SUGGESTION_COVERAGE)
    .slice(0, MAX_SUGGESTIONS)
    .flatMap((hit) => {
      const card = kb.card(hit.entry.id, language);
      return card === undefined ? [] : [card];
    });
  const parts = [say('knowledge:notFound')];
  if (suggestions.length > 0) {
    parts.push(
      [
        say('knowledge:didYouMean'),
        ...suggestions.map((card) => `- ${markdownLink(card.question, knowledgeCardPath(card.id, language))}`),
      ].join('\n'),
    );
  }
  parts.push(say('knowledge:clarify'));
  const knowledgeCenter = markdownLink(say('knowledge:knowledgeCenter'), KNOWLEDGE_CENTER_PATH);
  parts.push(`${say('knowledge:browse', { knowledgeCenter })} ${say('knowledge:askExpert')}`);
  parts.push(say('knowledge:tools'));
  return { text: parts.join('\n\n'), cardIds: suggestions.map((card) => card.id) };
}

/**
 * Answers a question from the knowledge base. `fallbackLanguage` (the user's setting) decides the language when the
 * question is too short to tell; `detected` is the question's own, when the caller has already worked it out.
 */
export function answerQuestion(
  kb: KnowledgeBase,
  question: string,
  fallbackLanguage: KnowledgeLanguage = 'en',
  detected: readonly KnowledgeLanguage[] = detectLanguages(question),
): KnowledgeReply {
  const ranked = rankAcrossLanguages(kb, question, candidates(detected, fallbackLanguage), detected[0] ?? fallbackLanguage);
  const language = replyLanguage(detected, fallbackLanguage, ranked);
  const top = ranked?.answer;
  if (top !== undefined) {
    const text = top.entry.kind === 'card' ? cardReply(kb, top.entry.id, language) : helpReply(kb, top.entry.id, language);
    if (text !== undefined) return { found: true, language, text, cardIds: top.entry.kind === 'card' ? [top.entry.id] : [] };
  }
  const { text, cardIds } = notFoundReply(kb, language, ranked);
  return { found: false, language, text, cardIds };
}
