import type { Router } from 'express';
import { articlesPage, faq, getArticle, getNewsItem, glossary, newsPage } from '../../services/content';
import { contentContracts } from '../../shared/contracts/content';
import { serveContracts } from '../contracts/serve';

export function registerContentRoutes(router: Router): void {
  serveContracts(router, contentContracts, {
    articles: async ({ query }) => articlesPage(query.page, query.pageSize),
    article: async ({ params }) => ({ article: await getArticle(params.id) }),
    news: async ({ query }) => newsPage(query.page, query.pageSize),
    newsItem: async ({ params }) => ({ item: await getNewsItem(params.id) }),
    glossary: async () => ({ terms: await glossary() }),
    faq: async () => ({ faq: await faq() }),
  });
}
