// The reference content: Knowledge Center articles, Latest News, the glossary and the FAQ. Read-only.
import * as contentRepo from '../data/content-repo';
import { sortArticles, sortGlossary, sortNews } from '../domain/content/ordering';
import { notFound } from '../domain/errors';
import type { Article, ArticlesPage, FaqEntry, GlossaryTerm, NewsItem, NewsPage } from '../shared/content/content-views';
import { paginate } from '../shared/content/paginate';
import { msg } from '../shared/i18n/message';

// Ids are slugs (articles, and the answer cards beside them) or numbers (news). Anything else cannot exist, and some
// strings (".", "..") are not even valid Firestore ids, so they are not found without a lookup.
export const CONTENT_SLUG = /^[a-z0-9][a-z0-9-]{0,119}$/;
const NEWS_ID = /^[1-9]\d{0,8}$/;

/** Most recently updated first. */
export async function articlesPage(page: number, pageSize: number): Promise<ArticlesPage> {
  const { items, ...meta } = paginate(sortArticles(await contentRepo.listArticles()), page, pageSize);
  return { articles: items, ...meta };
}

export async function getArticle(id: string): Promise<Article> {
  const article = CONTENT_SLUG.test(id) ? await contentRepo.getArticle(id) : null;
  if (!article) throw notFound(msg('errors:articleNotFound'));
  return article;
}

/** Newest first. */
export async function newsPage(page: number, pageSize: number): Promise<NewsPage> {
  const { items, ...meta } = paginate(sortNews(await contentRepo.listNews()), page, pageSize);
  return { news: items, ...meta };
}

export async function getNewsItem(id: string): Promise<NewsItem> {
  const item = NEWS_ID.test(id) ? await contentRepo.getNewsItem(Number(id)) : null;
  if (!item) throw notFound(msg('errors:newsItemNotFound'));
  return item;
}

/** In alphabetical order. */
export const glossary = async (): Promise<GlossaryTerm[]> => sortGlossary(await contentRepo.listGlossary());

export const faq = (): Promise<FaqEntry[]> => contentRepo.listFaq();
