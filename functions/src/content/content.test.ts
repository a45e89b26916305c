import { describe, expect, it } from 'vitest';
import { ARTICLES } from './articles';
import { COMMON_QUESTIONS } from './common-questions';
import { KNOWLEDGE_CARDS } from './knowledge/cards';
import { FAQ } from './faq';
import { GLOSSARY } from './glossary';
import { NEWS } from './news';
import type { SourceRef } from './types';

const OFFICIAL_HOSTS = ['uscis.gov', 'travel.state.gov', 'ecfr.gov', 'ice.gov', 'studyinthestates.dhs.gov'] as const;

function wordCount(markdown: string): number {
  return markdown.split(/\s+/).filter((word) => word.length > 0).length;
}

function isOfficialUrl(url: string): boolean {
  const { protocol, hostname } = new URL(url);
  return protocol === 'https:' && OFFICIAL_HOSTS.some((host) => hostname === host || hostname.endsWith(`.${host}`));
}

function expectOfficialSources(sources: readonly SourceRef[], min: number, max: number): void {
  expect(sources.length).toBeGreaterThanOrEqual(min);
  expect(sources.length).toBeLessThanOrEqual(max);
  for (const source of sources) {
    expect(source.title.trim()).not.toBe('');
    expect(source.url.startsWith('https://')).toBe(true);
    expect(isOfficialUrl(source.url), source.url).toBe(true);
  }
}

function unique<T>(values: readonly T[]): boolean {
  return new Set(values).size === values.length;
}

const SLUG = /^[a-z0-9]+(?:-[a-z0-9]+)*$/;
const ISO_DATE = /^\d{4}-\d{2}-\d{2}$/;

describe('articles', () => {
  it('has exactly 5 articles with unique slug ids', () => {
    expect(ARTICLES).toHaveLength(5);
    const ids = ARTICLES.map((article) => article.id);
    expect(unique(ids)).toBe(true);
    for (const id of ids) expect(id).toMatch(SLUG);
  });

  it.each(ARTICLES.map((article) => [article.id, article] as const))('%s is complete, sourced and within length', (_id, article) => {
    expect(article.title.trim()).not.toBe('');
    expect(article.excerpt.trim()).not.toBe('');
    expect(article.updatedAt).toBe('2026-11-01');
    expectOfficialSources(article.sources, 2, 4);
    const words = wordCount(article.content);
    expect(words).toBeGreaterThanOrEqual(600);
    expect(words).toBeLessThanOrEqual(1000);
    expect(article.content).toMatch(/^## /m);
    expect(article.content).toMatch(/^- /m);
    expect(article.content).toContain('## Key takeaways');
    expect(article.content.trimEnd()).toMatch(/not legal advice/i);
  });

  it('covers the five required topics', () => {
    const byId = new Map(ARTICLES.map((article) => [article.id, article.content]));
    expect(byId.get('family-based-green-card')).toMatch(/I-130[\s\S]*Visa Bulletin[\s\S]*I-864/);
    expect(byId.get('reading-your-uscis-receipt-notice')).toMatch(/I-797C[\s\S]*Received Date[\s\S]*Priority Date/);
    expect(byId.get('adjustment-of-status-vs-consular-processing')).toMatch(/245\(a\)[\s\S]*245\(c\)[\s\S]*245\(i\)/);
    expect(byId.get('maintaining-f1-student-status')).toMatch(/DSO[\s\S]*CPT[\s\S]*OPT[\s\S]*60-day/);
    expect(byId.get('responding-to-an-rfe')).toMatch(/I-797E[\s\S]*12 weeks[\s\S]*NOID/);
  });
});

describe('news', () => {
  it('has 5 items with ids 1 to 5', () => {
    expect(NEWS).toHaveLength(5);
    expect(NEWS.map((item) => item.id)).toEqual([1, 2, 3, 4, 5]);
  });

  it('marks every item as an example dated in 2026, newest in November', () => {
    for (const item of NEWS) {
      expect(item.isExample).toBe(true);
      expect(item.date).toMatch(ISO_DATE);
      expect(item.date.startsWith('2026-')).toBe(true);
      expect(item.title.trim()).not.toBe('');
      expect(item.excerpt.trim()).not.toBe('');
      expectOfficialSources(item.sources, 1, 4);
      const words = wordCount(item.content);
      expect(words).toBeGreaterThanOrEqual(150);
      expect(words).toBeLessThanOrEqual(300);
    }
    const newest = [...NEWS.map((item) => item.date)].sort().at(-1);
    expect(newest?.startsWith('2026-11')).toBe(true);
  });
});

describe('glossary', () => {
  const REQUIRED_IDS = [
    'a-number',
    'adjustment-of-status',
    'advance-parole',
    'affidavit-of-support',
    'asylum',
    'beneficiary',
    'biometrics-appointment',
    'consular-processing',
    'cspa',
    'daca',
    'derivative-beneficiary',
    'ds-160',
    'ds-260',
    'ead',
    'eb-5',
    'green-card',
    'i-94',
    'immediate-relative',
    'inadmissibility',
    'interview',
    'k-1-visa',
    'labor-certification',
    'lawful-permanent-resident',
    'naturalization',
    'noid',
    'nvc',
    'nonimmigrant-visa',
    'parole',
    'petitioner',
    'port-of-entry',
    'priority-date',
    'public-charge',
    'receipt-notice',
    'rfe',
    'removal-proceedings',
    'sevis',
    'sponsor',
    'tps',
    'unlawful-presence',
    'uscis',
    'visa-bulletin',
    'waiver',
    'i-797',
    'i-130',
    'i-485',
    'i-765',
    'i-131',
    'n-400',
    '3-year-and-10-year-bars',
    'opt',
    'cpt',
    'dual-intent',
  ] as const;

  const ids = GLOSSARY.map((entry) => entry.id);
  const idSet = new Set(ids);

  it('has at least 45 terms with unique slug ids', () => {
    expect(GLOSSARY.length).toBeGreaterThanOrEqual(45);
    expect(unique(ids)).toBe(true);
    for (const id of ids) expect(id).toMatch(SLUG);
    expect(unique(GLOSSARY.map((entry) => entry.term.toLowerCase()))).toBe(true);
  });

  it('includes every required term', () => {
    const missing = REQUIRED_IDS.filter((id) => !idSet.has(id));
    expect(missing).toEqual([]);
  });

  it('only relates to ids that exist, never to itself', () => {
    for (const entry of GLOSSARY) {
      for (const related of entry.related) {
        expect(idSet.has(related), `${entry.id} -> ${related}`).toBe(true);
        expect(related).not.toBe(entry.id);
      }
      expect(unique(entry.related)).toBe(true);
    }
  });

  it('is alphabetical by term', () => {
    const terms = GLOSSARY.map((entry) => entry.term);
    const sorted = [...terms].sort((a, b) => a.localeCompare(b, 'en', { numeric: true, sensitivity: 'base' }));
    expect(terms).toEqual(sorted);
  });

  it('has short plain-language definitions', () => {
    for (const entry of GLOSSARY) {
      expect(entry.term.trim()).not.toBe('');
      const words = wordCount(entry.definition);
      expect(words, entry.id).toBeGreaterThanOrEqual(8);
      expect(words, entry.id).toBeLessThanOrEqual(75);
    }
  });
});

describe('faq', () => {
  it('starts with the three questions from the specification', () => {
    expect(FAQ.slice(0, 3).map((entry) => [entry.question, entry.link])).toEqual([
      ['How do I reset my password?', '/settings'],
      ['Where can I see my invoices?', '/billing/history'],
      ['Who do I contact for account issues?', '/support/new'],
    ]);
    expect(FAQ[0]?.answer).toContain('Settings > Security');
    expect(FAQ[1]?.answer).toContain('Billing & Payments > Invoices');
    expect(FAQ[2]?.answer).toMatch(/open a new ticket/i);
  });

  it('adds 5 to 8 more entries with unique ids and in-app links', () => {
    expect(FAQ.length).toBeGreaterThanOrEqual(8);
    expect(FAQ.length).toBeLessThanOrEqual(11);
    expect(unique(FAQ.map((entry) => entry.id))).toBe(true);
    for (const entry of FAQ) {
      expect(entry.answer.trim()).not.toBe('');
      if (entry.link !== undefined) expect(entry.link).toMatch(/^\/[a-z0-9/-]*$/);
    }
  });
});

describe('common questions', () => {
  it('has at least 10 questions with unique ids and orders 1..N', () => {
    expect(COMMON_QUESTIONS.length).toBeGreaterThanOrEqual(10);
    expect(unique(COMMON_QUESTIONS.map((question) => question.id))).toBe(true);
    expect(unique(COMMON_QUESTIONS.map((question) => question.text))).toBe(true);
    const orders = COMMON_QUESTIONS.map((question) => question.order);
    expect(unique(orders)).toBe(true);
    expect([...orders].sort((a, b) => a - b)).toEqual(COMMON_QUESTIONS.map((_question, index) => index + 1));
  });

  it('are all questions of answer cards, so asking one gets that card', () => {
    expect(COMMON_QUESTIONS).toHaveLength(12);
    for (const question of COMMON_QUESTIONS) {
      const card = KNOWLEDGE_CARDS.find((c) => c.id === question.id);
      expect(card?.question, question.id).toBe(question.text);
    }
  });
});
