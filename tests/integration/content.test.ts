import { beforeAll, describe, expect, it } from 'vitest';
import { api, createTestUser, type TestUser } from '../support/stack';

interface ArticlePage {
  articles: { id: string; title: string; excerpt: string; updatedAt: string; content?: string }[];
  total: number;
  page: number;
  pageSize: number;
  totalPages: number;
}

describe('content endpoints', () => {
  let user: TestUser;
  beforeAll(async () => {
    user = await createTestUser();
  });

  it('needs a token', async () => {
    for (const path of ['/articles', '/news', '/glossary', '/faq', '/articles/x', '/news/1']) {
      expect((await api(path)).status, path).toBe(401);
    }
  });

  it('lists the five articles, five per page, without their bodies', async () => {
    const res = await api<ArticlePage>('/articles', { token: user.idToken });
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ total: 5, page: 1, pageSize: 5, totalPages: 1 });
    expect(res.body.articles).toHaveLength(5);
    for (const article of res.body.articles) {
      expect(Object.keys(article).sort()).toEqual(['excerpt', 'id', 'title', 'updatedAt']);
    }
    const second = await api<ArticlePage>('/articles?page=2&pageSize=2', { token: user.idToken });
    expect(second.body).toMatchObject({ total: 5, page: 2, pageSize: 2, totalPages: 3 });
    expect(second.body.articles.map((a) => a.id)).toEqual(res.body.articles.slice(2, 4).map((a) => a.id));
  });

  it('answers 400 for bad paging', async () => {
    for (const query of ['page=0', 'page=abc', 'pageSize=51', 'pageSize=1.5']) {
      const res = await api<{ error: { fields: Record<string, string> } }>(`/articles?${query}`, { token: user.idToken });
      expect(res.status, query).toBe(400);
      expect(Object.keys(res.body.error.fields), query).toHaveLength(1);
    }
  });

  it('serves an article with its sources, and "Article not found." for unknown ids', async () => {
    const list = await api<ArticlePage>('/articles', { token: user.idToken });
    const id = list.body.articles[0]!.id;
    const res = await api<{ article: { id: string; content: string; sources: { title: string; url: string }[] } }>(`/articles/${id}`, {
      token: user.idToken,
    });
    expect(res.status).toBe(200);
    expect(res.body.article.id).toBe(id);
    expect(res.body.article.content.length).toBeGreaterThan(200);
    expect(res.body.article.sources.length).toBeGreaterThan(0);
    for (const unknown of ['no-such-article', 'has.dot', 'UPPER']) {
      const missing = await api(`/articles/${unknown}`, { token: user.idToken });
      expect(missing.status, unknown).toBe(404);
      expect(missing.body).toEqual({ error: { code: 'not-found', message: 'Article not found.' } });
    }
  });

  it('lists news newest first, three per page, flagged as examples', async () => {
    const res = await api<{ news: { id: number; date: string; isExample: boolean }[]; total: number; totalPages: number }>('/news', {
      token: user.idToken,
    });
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ total: 5, totalPages: 2 });
    expect(res.body.news).toHaveLength(3);
    const all = await api<{ news: { id: number; date: string; isExample: boolean }[] }>('/news?pageSize=50', { token: user.idToken });
    const dates = all.body.news.map((n) => n.date);
    expect(dates).toEqual([...dates].sort().reverse());
    expect(all.body.news.every((n) => typeof n.isExample === 'boolean' && typeof n.id === 'number')).toBe(true);
  });

  it('serves a news item, and "News item not found." for unknown ids', async () => {
    const res = await api<{ item: { id: number; title: string; date: string; content: string } }>('/news/1', { token: user.idToken });
    expect(res.status).toBe(200);
    expect(res.body.item).toMatchObject({ id: 1 });
    expect(res.body.item.content.length).toBeGreaterThan(100);
    for (const unknown of ['999', 'abc', '0', '-1']) {
      const missing = await api(`/news/${unknown}`, { token: user.idToken });
      expect(missing.status, unknown).toBe(404);
      expect(missing.body).toEqual({ error: { code: 'not-found', message: 'News item not found.' } });
    }
  });

  it('lists at least 40 glossary terms, sorted', async () => {
    const res = await api<{ terms: { id: string; term: string; definition: string; related: string[] }[] }>('/glossary', {
      token: user.idToken,
    });
    expect(res.status).toBe(200);
    expect(res.body.terms.length).toBeGreaterThanOrEqual(40);
    const terms = res.body.terms.map((t) => t.term);
    expect(terms).toEqual([...terms].sort((a, b) => a.localeCompare(b, 'en', { sensitivity: 'base', numeric: true })));
  });

  it("lists the FAQ in order, starting with the spec's three", async () => {
    const res = await api<{ faq: { id: string; question: string; answer: string; link: string | null; order: number }[] }>('/faq', {
      token: user.idToken,
    });
    expect(res.status).toBe(200);
    expect(res.body.faq.slice(0, 3).map((f) => f.id)).toEqual(['reset-password', 'find-invoices', 'account-issues']);
    const orders = res.body.faq.map((f) => f.order);
    expect(orders).toEqual([...orders].sort((a, b) => a - b));
  });
});
