// The Knowledge Center's answer cards over HTTP, as two real users read them: search with a count, topics,
// languages, one card with its sources and figures, and clear errors for bad input.
import { beforeAll, describe, expect, it } from 'vitest';
import type { CardsPage, KnowledgeCard } from '../../functions/src/shared/knowledge/knowledge-views';
import { api, createTestUser, type TestUser } from '../support/stack';

type FieldErrors = { error: { fields: Record<string, string> } };

describe('knowledge endpoints', () => {
  let alice: TestUser;
  let bob: TestUser;
  beforeAll(async () => {
    [alice, bob] = await Promise.all([createTestUser(), createTestUser()]);
  });

  it('needs a token', async () => {
    for (const path of ['/knowledge/cards', '/knowledge/cards/n400-fee', '/knowledge/cards?q=fee']) {
      expect((await api(path)).status, path).toBe(401);
    }
  });

  it('lists every card, ten per page, the same for every user', async () => {
    const first = await api<CardsPage>('/knowledge/cards', { token: alice.idToken });
    expect(first.status).toBe(200);
    expect(first.body.total).toBeGreaterThanOrEqual(150);
    expect(first.body).toMatchObject({ page: 1, pageSize: 10, totalPages: Math.ceil(first.body.total / 10) });
    expect(first.body.cards).toHaveLength(10);
    expect(Object.keys(first.body.cards[0] ?? {}).sort()).toEqual(['checkedOn', 'id', 'language', 'question', 'summary', 'topic']);
    expect((await api<CardsPage>('/knowledge/cards', { token: bob.idToken })).body).toEqual(first.body);
    const last = await api<CardsPage>(`/knowledge/cards?page=${first.body.totalPages}`, { token: alice.idToken });
    expect(last.body.cards.length).toBeGreaterThan(0);
  });

  it('searches, best match first, with the number of matches, and narrows by topic', async () => {
    const fee = await api<CardsPage>(`/knowledge/cards?q=${encodeURIComponent('N-400 fee')}`, { token: alice.idToken });
    expect(fee.body.cards[0]?.id).toBe('n400-fee');
    expect(fee.body.total).toBeGreaterThan(0);
    expect(fee.body.total).toBeLessThan(100);

    const none = await api<CardsPage>('/knowledge/cards?q=zzqx%20blorf', { token: alice.idToken });
    expect(none.body).toMatchObject({ cards: [], total: 0 });

    const students = await api<CardsPage>('/knowledge/cards?topic=students', { token: alice.idToken });
    expect(students.body.total).toBeGreaterThanOrEqual(4);
    const all = await Promise.all(
      Array.from({ length: students.body.totalPages }, (_, i) =>
        api<CardsPage>(`/knowledge/cards?topic=students&page=${i + 1}`, { token: alice.idToken }),
      ),
    );
    for (const page of all) for (const card of page.body.cards) expect(card.topic).toBe('students');
  });

  it('shows a card in the asked language when it has one, and says when it has only English', async () => {
    const spanish = await api<{ card: KnowledgeCard }>('/knowledge/cards/n400-fee?lang=es', { token: alice.idToken });
    expect(spanish.status).toBe(200);
    expect(spanish.body.card).toMatchObject({ id: 'n400-fee', language: 'es', englishOnly: false });
    expect(spanish.body.card.question).toMatch(/^¿/);

    const list = await api<CardsPage>('/knowledge/cards?lang=de&topic=fees', { token: alice.idToken });
    const untranslated = list.body.cards.find((c) => c.language === 'en');
    expect(untranslated, 'a fees card without a German version').toBeDefined();
    const card = await api<{ card: KnowledgeCard }>(`/knowledge/cards/${untranslated?.id ?? ''}?lang=de`, { token: alice.idToken });
    expect(card.body.card).toMatchObject({ language: 'en', englishOnly: true });
  });

  it('gives a card its official sources, checked date, figures with their own sources, and related cards', async () => {
    const res = await api<{ card: KnowledgeCard }>('/knowledge/cards/n400-fee', { token: bob.idToken });
    const { card } = res.body;
    expect(card.sources.length).toBeGreaterThan(0);
    for (const source of card.sources) expect(source.url).toMatch(/^https:\/\//);
    expect(card.checkedOn).toMatch(/^\d{4}-\d{2}-\d{2}$/);
    expect(card.answer).not.toMatch(/\{\{/);
    expect(card.figures.length).toBeGreaterThan(0);
    for (const figure of card.figures) {
      expect(card.answer).toContain(figure.display);
      expect(figure.source.url).toMatch(/^https:\/\//);
    }
    expect(card.related.length).toBeGreaterThan(0);
  });

  it('answers 404 for an unknown card, and 400 with field messages for bad input', async () => {
    for (const id of ['no-such-card', 'family-based-green-card', 'UPPER', 'a'.repeat(200)]) {
      const res = await api<{ error: { message: string } }>(`/knowledge/cards/${id}`, { token: alice.idToken });
      expect(res.status, id).toBe(404);
    }
    const bad: Array<[string, string]> = [
      ['topic=cooking', 'topic'],
      ['lang=it', 'lang'],
      ['page=0', 'page'],
      ['page=abc', 'page'],
      [`q=${'x'.repeat(201)}`, 'q'],
    ];
    for (const [query, field] of bad) {
      const res = await api<FieldErrors>(`/knowledge/cards?${query}`, { token: alice.idToken });
      expect(res.status, query).toBe(400);
      expect(res.body.error.fields[field], query).toBeTruthy();
    }
    expect((await api<FieldErrors>('/knowledge/cards/n400-fee?lang=xx', { token: alice.idToken })).status).toBe(400);
  });
});
