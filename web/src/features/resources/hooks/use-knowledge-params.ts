// The Knowledge Center keeps its search in the URL (?q=&topic=&lang=&answers=), so a reload, the Back button and a
// shared link land on the same answers. The articles' own page stays in ?page= (use-page-param.ts).
import { useCallback } from 'react';
import { useSearchParams } from 'react-router-dom';
import {
  isKnowledgeLanguage,
  KNOWLEDGE_TOPIC_IDS,
  MAX_KNOWLEDGE_QUERY,
  knowledgeCardPath,
  type KnowledgeLanguage,
  type KnowledgeTopicId,
} from '@shared/knowledge/knowledge-views';
import { paths } from '@/config/paths';
import { pageFromSearch } from './use-page-param';

export interface KnowledgeParams {
  q: string;
  topic: KnowledgeTopicId | null;
  lang: KnowledgeLanguage;
  /** 1-based page of the answers. */
  page: number;
}

export type KnowledgeChange = Partial<Pick<KnowledgeParams, 'q' | 'topic' | 'lang'>>;

const isTopic = (value: string | null): value is KnowledgeTopicId => (KNOWLEDGE_TOPIC_IDS as readonly (string | null)[]).includes(value);

/** The browser's first language when the cards are translated into it, else English. */
export function browserLanguage(
  languages: readonly string[] = typeof navigator === 'undefined' ? [] : navigator.languages,
): KnowledgeLanguage {
  // Only the first preference counts: someone who reads English first gets English.
  const code = (languages[0] ?? '').slice(0, 2).toLowerCase();
  return isKnowledgeLanguage(code) ? code : 'en';
}

/** A `lang` from the URL, or the browser's language when there is none (or it is not one of ours). */
export const languageFrom = (value: string | null, fallback: KnowledgeLanguage = browserLanguage()): KnowledgeLanguage =>
  isKnowledgeLanguage(value) ? value : fallback;

/** Reads the search from the URL; anything malformed (a typed or stale link) falls back to its default. */
export function readKnowledgeParams(params: URLSearchParams, fallback: KnowledgeLanguage = browserLanguage()): KnowledgeParams {
  const topic = params.get('topic');
  return {
    q: (params.get('q') ?? '').trim().slice(0, MAX_KNOWLEDGE_QUERY),
    topic: isTopic(topic) ? topic : null,
    lang: languageFrom(params.get('lang'), fallback),
    page: pageFromSearch(params.get('answers')),
  };
}

/**
 * The URL after a change of search, topic or language: the answers start again at page 1, the articles keep their
 * page, and defaults are left out so plain /resources/learn stays plain.
 */
export function withKnowledgeChange(
  current: URLSearchParams,
  change: KnowledgeChange,
  fallback: KnowledgeLanguage = browserLanguage(),
): URLSearchParams {
  const next = new URLSearchParams(current);
  const put = (key: string, value: string | null) => (value ? next.set(key, value) : next.delete(key));
  if (change.q !== undefined) put('q', change.q.trim().slice(0, MAX_KNOWLEDGE_QUERY));
  if (change.topic !== undefined) put('topic', change.topic);
  if (change.lang !== undefined) put('lang', change.lang === fallback ? null : change.lang);
  next.delete('answers');
  return next;
}

/** The card page's address in a language: `lang` is left out only when the page would pick it anyway. */
export function cardHref(id: string, lang: KnowledgeLanguage, fallback: KnowledgeLanguage = browserLanguage()): string {
  const path = knowledgeCardPath(id);
  return lang === 'en' && fallback === 'en' ? path : `${path}?lang=${lang}`;
}

/** Navigation state a card link carries, so the card page's Back returns to the same search. */
export interface FromKnowledgeList {
  knowledgeList: string;
}

export const fromKnowledgeList = (search: string): FromKnowledgeList => ({ knowledgeList: search });

/** Where a card page's Back goes: the list it was opened from (its search, topic and page), else the plain list. */
export function knowledgeListFrom(state: unknown): string | null {
  if (typeof state !== 'object' || state === null || !('knowledgeList' in state)) return null;
  const search = state.knowledgeList;
  // Only a query string: the state is the app's own, but a path here could send Back anywhere.
  return typeof search === 'string' && (search === '' || search.startsWith('?')) ? `${paths.learn}${search}` : null;
}

/** The Knowledge Center's search in the URL, and a setter that starts the answers again at page 1. */
export function useKnowledgeParams(): {
  params: KnowledgeParams;
  change: (change: KnowledgeChange, options?: { replace?: boolean }) => void;
  setPage: (page: number) => void;
} {
  const [search, setSearch] = useSearchParams();
  const params = readKnowledgeParams(search);
  const change = useCallback(
    (update: KnowledgeChange, options?: { replace?: boolean }) => setSearch((current) => withKnowledgeChange(current, update), options),
    [setSearch],
  );
  const setPage = useCallback(
    (page: number) =>
      setSearch((current) => {
        const next = new URLSearchParams(current);
        if (page <= 1) next.delete('answers');
        else next.set('answers', String(page));
        return next;
      }),
    [setSearch],
  );
  return { params, change, setPage };
}
