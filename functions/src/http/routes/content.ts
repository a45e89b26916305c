import type { Router } from 'express';
import { z } from 'zod';
import { articlesPage, faq, getArticle, getNewsItem, glossary, newsPage } from '../../services/content';
import { parseInput } from '../../domain/validate';
import { pageNumberQuery, wholeNumberQuery } from './params';
import { issueText } from '../../shared/i18n/message';

// The spec's page sizes: the Knowledge Center shows 5 articles per page, Latest News 3 items.
const ARTICLES_PER_PAGE = 5;
const NEWS_PER_PAGE = 3;

const pageQuery = (defaultSize: number) =>
  z.object({
    page: pageNumberQuery(),
    pageSize: wholeNumberQuery()
      .pipe(z.number().min(1, issueText('validation:mustBe1OrMore')).max(50, issueText('validation:mustBe50OrLess')))
      .optional()
      .default(defaultSize),
  });

export function registerContentRoutes(router: Router): void {
  router.get('/articles', async (req, res) => {
    const { page, pageSize } = parseInput(pageQuery(ARTICLES_PER_PAGE), req.query);
    res.json(await articlesPage(page, pageSize));
  });

  router.get('/articles/:id', async (req, res) => {
    res.json({ article: await getArticle(String(req.params['id'])) });
  });

  router.get('/news', async (req, res) => {
    const { page, pageSize } = parseInput(pageQuery(NEWS_PER_PAGE), req.query);
    res.json(await newsPage(page, pageSize));
  });

  router.get('/news/:id', async (req, res) => {
    res.json({ item: await getNewsItem(String(req.params['id'])) });
  });

  router.get('/glossary', async (_req, res) => {
    res.json({ terms: await glossary() });
  });

  router.get('/faq', async (_req, res) => {
    res.json({ faq: await faq() });
  });
}
