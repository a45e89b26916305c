import type { Router } from 'express';
import { z } from 'zod';
import { getArticle, getNewsItem, listArticles, listFaq, listGlossary, listNews } from '../../data/content-repo';
import type { ArticlesPage, NewsPage } from '../../shared/content/content-views';
import { sortArticles, sortGlossary, sortNews } from '../../domain/content/ordering';
import { paginate } from '../../shared/content/paginate';
import { notFound } from '../../domain/errors';
import { parseInput } from '../validate';

// The spec's page sizes: the Knowledge Center shows 5 articles per page, Latest News 3 items.
const ARTICLES_PER_PAGE = 5;
const NEWS_PER_PAGE = 3;

const pageQuery = (defaultSize: number) =>
  z.object({
    page: z.coerce.number({ error: 'Must be a whole number' }).int('Must be a whole number').min(1, 'Must be 1 or more').default(1),
    pageSize: z.coerce
      .number({ error: 'Must be a whole number' })
      .int('Must be a whole number')
      .min(1, 'Must be 1 or more')
      .max(50, 'Must be 50 or less')
      .default(defaultSize),
  });

// Ids are slugs (articles) or numbers (news). Anything else cannot exist, and some strings (".", "..")
// are not even valid Firestore ids, so they answer 404 without a lookup.
const ARTICLE_ID = /^[a-z0-9][a-z0-9-]{0,119}$/;
const NEWS_ID = /^[1-9]\d{0,8}$/;

export function registerContentRoutes(router: Router): void {
  router.get('/articles', async (req, res) => {
    const { page, pageSize } = parseInput(pageQuery(ARTICLES_PER_PAGE), req.query);
    const { items, ...meta } = paginate(sortArticles(await listArticles()), page, pageSize);
    res.json({ articles: items, ...meta } satisfies ArticlesPage);
  });

  router.get('/articles/:id', async (req, res) => {
    const id = String(req.params['id']);
    const article = ARTICLE_ID.test(id) ? await getArticle(id) : null;
    if (!article) throw notFound('Article not found.');
    res.json({ article });
  });

  router.get('/news', async (req, res) => {
    const { page, pageSize } = parseInput(pageQuery(NEWS_PER_PAGE), req.query);
    const { items, ...meta } = paginate(sortNews(await listNews()), page, pageSize);
    res.json({ news: items, ...meta } satisfies NewsPage);
  });

  router.get('/news/:id', async (req, res) => {
    const id = String(req.params['id']);
    const item = NEWS_ID.test(id) ? await getNewsItem(Number(id)) : null;
    if (!item) throw notFound('News item not found.');
    res.json({ item });
  });

  router.get('/glossary', async (_req, res) => {
    res.json({ terms: sortGlossary(await listGlossary()) });
  });

  router.get('/faq', async (_req, res) => {
    res.json({ faq: await listFaq() });
  });
}
