import { describe, expect, it } from 'vitest';
import { KNOWLEDGE_TOPIC_IDS } from '../../shared/knowledge/knowledge-views';
import { ARTICLES } from '../articles';
import type { CardTextSeed, KnowledgeCardSeed, SourceRef } from '../types';
import { KNOWLEDGE_CARDS } from './cards';
import { COMMON_QUESTIONS } from '../common-questions';
import { FIGURES } from '../../domain/knowledge/facts/figure-table';

// The knowledge base's own rules: enough cards, each sourced, dated, linked and complete, and every fee or figure
// read from the one figure table, so that a fee change is one edit.

export const OFFICIAL_HOSTS = [
  'uscis.gov',
  'travel.state.gov',
  'state.gov',
  'ecfr.gov',
  'uscode.house.gov',
  'ice.gov',
  'studyinthestates.dhs.gov',
  'dhs.gov',
  'cbp.gov',
  'justice.gov',
  'dol.gov',
  'sss.gov',
  'irs.gov',
  'federalregister.gov',
] as const;

const SLUG = /^[a-z0-9]+(?:-[a-z0-9]+)*$/;
const ISO_DATE = /^\d{4}-\d{2}-\d{2}$/;
const PLACEHOLDER = /\{\{([^{}]*)\}\}/g;
/** A dollar amount written into a card instead of read from the figure table, in any of the four languages. */
const HARD_CODED_MONEY = /\$\s?\d|\d\s?(\$|US\$|USD\b|dollars?\b|d[oó]lares\b|Dollar\b)|\bUSD\b|\bUS\$/i;
const TRANSLATED = ['es', 'fr', 'de'] as const;

const words = (markdown: string) => markdown.split(/\s+/).filter((w) => w.length > 0).length;
const placeholders = (text: string) => [...text.matchAll(PLACEHOLDER)].map((m) => m[1] ?? '');

function isOfficial(url: string): boolean {
  const { protocol, hostname } = new URL(url);
  return protocol === 'https:' && OFFICIAL_HOSTS.some((host) => hostname === host || hostname.endsWith(`.${host}`));
}

function expectOfficial(sources: readonly SourceRef[]): void {
  for (const source of sources) {
    expect(source.title.trim(), source.url).not.toBe('');
    expect(isOfficial(source.url), source.url).toBe(true);
  }
}

const figureIds = new Set(FIGURES.map((f) => f.id));
const cardIds = new Set(KNOWLEDGE_CARDS.map((c) => c.id));

function expectCompleteText(text: CardTextSeed, minPhrasings: number): void {
  expect(text.question.trim()).toMatch(/\?$/);
  expect(text.phrasings.length).toBeGreaterThanOrEqual(minPhrasings);
  expect(new Set(text.phrasings.map((p) => p.toLowerCase())).size).toBe(text.phrasings.length);
  for (const phrasing of text.phrasings) expect(phrasing.trim()).not.toBe('');
  const count = words(text.answer);
  expect(count, text.question).toBeGreaterThanOrEqual(50);
  expect(count, text.question).toBeLessThanOrEqual(340);
  // A whole answer: never one that stops on a colon or an unfinished list.
  expect(text.answer.trimEnd(), text.question).not.toMatch(/[:,;]$/);
  for (const id of placeholders(text.answer)) expect(figureIds.has(id), `{{${id}}} in "${text.question}"`).toBe(true);
  for (const part of [text.question, ...text.phrasings, text.answer]) {
    expect(part, `hard-coded amount in "${text.question}": use the figure table`).not.toMatch(HARD_CODED_MONEY);
  }
}

describe('figure table', () => {
  it('has unique slug ids, official sources and dates', () => {
    expect(figureIds.size).toBe(FIGURES.length);
    for (const figure of FIGURES) {
      expect(figure.id).toMatch(SLUG);
      expect(figure.label.trim()).not.toBe('');
      expect(Number.isFinite(figure.value)).toBe(true);
      expect(figure.checkedOn).toMatch(ISO_DATE);
      expectOfficial([figure.source]);
    }
  });
});

describe('knowledge cards', () => {
  it('has at least 150 cards with unique slug ids that no article uses', () => {
    expect(KNOWLEDGE_CARDS.length).toBeGreaterThanOrEqual(150);
    expect(cardIds.size).toBe(KNOWLEDGE_CARDS.length);
    for (const article of ARTICLES) expect(cardIds.has(article.id), article.id).toBe(false);
    for (const id of cardIds) expect(id).toMatch(SLUG);
  });

  it('covers every topic', () => {
    for (const topic of KNOWLEDGE_TOPIC_IDS) {
      expect(KNOWLEDGE_CARDS.filter((c) => c.topic === topic).length, topic).toBeGreaterThanOrEqual(4);
    }
  });

  it.each(KNOWLEDGE_CARDS.map((card) => [card.id, card] as const))(
    '%s is complete, sourced, dated and linked',
    (_id, card: KnowledgeCardSeed) => {
      expect(KNOWLEDGE_TOPIC_IDS).toContain(card.topic);
      expectCompleteText(card, 3);
      expect(card.sources.length).toBeGreaterThanOrEqual(1);
      expect(card.sources.length).toBeLessThanOrEqual(3);
      expectOfficial(card.sources);
      expect(card.checkedOn).toMatch(ISO_DATE);
      expect(card.related.length).toBeGreaterThanOrEqual(1);
      expect(card.related.length).toBeLessThanOrEqual(3);
      for (const id of card.related) {
        expect(id).not.toBe(card.id);
        expect(cardIds.has(id), `related card ${id}`).toBe(true);
      }
      for (const keyword of card.keywords) expect(keyword.trim()).not.toBe('');
      for (const language of TRANSLATED) {
        const translation = card.translations?.[language];
        if (translation === undefined) continue;
        expectCompleteText(translation, 2);
        // The same figures, so a translation can never quote a different fee from the English answer.
        expect(new Set(placeholders(translation.answer)), `${card.id} (${language})`).toEqual(new Set(placeholders(card.answer)));
      }
    },
  );

  it('has a Spanish version of every card, and French and German versions of at least the 100 most asked', () => {
    expect(KNOWLEDGE_CARDS.filter((c) => c.translations?.es === undefined).map((c) => c.id)).toEqual([]);
    const translated = KNOWLEDGE_CARDS.filter((c) => TRANSLATED.every((language) => c.translations?.[language] !== undefined));
    expect(translated.length).toBeGreaterThanOrEqual(100);
    // The chat's suggested questions are among the most asked.
    for (const id of COMMON_QUESTIONS.map((q) => q.id)) expect(translated.map((c) => c.id)).toContain(id);
  });

  it('uses every figure in the table', () => {
    const used = new Set(
      KNOWLEDGE_CARDS.flatMap((c) => [c.answer, ...Object.values(c.translations ?? {}).map((t) => t.answer)]).flatMap(placeholders),
    );
    expect(FIGURES.filter((f) => !used.has(f.id)).map((f) => f.id)).toEqual([]);
  });
});
