import { describe, expect, it } from 'vitest';
import { MAX_KNOWLEDGE_QUERY } from '@shared/knowledge/knowledge-views';
import {
  browserLanguage,
  cardHref,
  fromKnowledgeList,
  knowledgeListFrom,
  readKnowledgeParams,
  withKnowledgeChange,
} from './use-knowledge-params';

const read = (search: string, fallback: 'en' | 'es' = 'en') => readKnowledgeParams(new URLSearchParams(search), fallback);

describe('browserLanguage', () => {
  it("takes the browser's first language when the cards have it, else English", () => {
    expect(browserLanguage(['es-MX', 'en'])).toBe('es');
    expect(browserLanguage(['de'])).toBe('de');
    expect(browserLanguage(['FR-ca'])).toBe('fr');
    expect(browserLanguage(['en-US', 'es'])).toBe('en');
    expect(browserLanguage(['pt-BR', 'es'])).toBe('en');
    expect(browserLanguage([])).toBe('en');
  });
});

describe('readKnowledgeParams', () => {
  it('reads the search, topic, language and answers page', () => {
    expect(read('?q=+green+card+&topic=naturalization&lang=fr&answers=3&page=2')).toEqual({
      q: 'green card',
      topic: 'naturalization',
      lang: 'fr',
      page: 3,
    });
  });

  it('falls back on anything malformed', () => {
    expect(read('?topic=nope&lang=xx&answers=-1', 'es')).toEqual({ q: '', topic: null, lang: 'es', page: 1 });
    expect(read('?answers=2.5').page).toBe(1);
    expect(read(`?q=${'a'.repeat(MAX_KNOWLEDGE_QUERY + 50)}`).q).toHaveLength(MAX_KNOWLEDGE_QUERY);
  });
});

describe('withKnowledgeChange', () => {
  const change = (search: string, update: Parameters<typeof withKnowledgeChange>[1], fallback: 'en' | 'es' = 'en') =>
    withKnowledgeChange(new URLSearchParams(search), update, fallback).toString();

  it("starts the answers again at page 1 and keeps the articles' page", () => {
    expect(change('q=visa&answers=4&page=2', { q: 'green card' })).toBe('q=green+card&page=2');
    expect(change('answers=2', { topic: 'work' })).toBe('topic=work');
  });

  it('leaves defaults out of the URL', () => {
    expect(change('q=visa&topic=work', { q: '  ', topic: null })).toBe('');
    expect(change('lang=fr', { lang: 'en' })).toBe('');
    // With a Spanish browser, English is a choice the URL must keep.
    expect(change('', { lang: 'en' }, 'es')).toBe('lang=en');
    expect(change('lang=en', { lang: 'es' }, 'es')).toBe('');
  });
});

describe('cardHref', () => {
  it('names the language unless the card page would pick it anyway', () => {
    expect(cardHref('n400-fee', 'en', 'en')).toBe('/resources/learn/n400-fee');
    expect(cardHref('n400-fee', 'es', 'en')).toBe('/resources/learn/n400-fee?lang=es');
    expect(cardHref('n400-fee', 'en', 'de')).toBe('/resources/learn/n400-fee?lang=en');
    expect(cardHref('n400-fee', 'de', 'de')).toBe('/resources/learn/n400-fee?lang=de');
  });
});

describe('knowledgeListFrom', () => {
  it('returns to the search the card was opened from', () => {
    expect(knowledgeListFrom(fromKnowledgeList('?q=green+card&answers=2'))).toBe('/resources/learn?q=green+card&answers=2');
    expect(knowledgeListFrom(fromKnowledgeList(''))).toBe('/resources/learn');
  });

  it('ignores state that is not a query string', () => {
    expect(knowledgeListFrom(null)).toBeNull();
    expect(knowledgeListFrom({ fromPage: 2 })).toBeNull();
    expect(knowledgeListFrom({ knowledgeList: '//evil.example/x' })).toBeNull();
    expect(knowledgeListFrom({ knowledgeList: 42 })).toBeNull();
  });
});
