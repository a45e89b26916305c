// The reference content: Knowledge Center articles, Latest News, the glossary and the FAQ (http/routes/content.ts
// serves them).
import { articlesQuerySchema, newsQuerySchema } from '../content/content-inputs';
import {
  articlesPageSchema,
  faqSchema,
  glossarySchema,
  newsPageSchema,
  oneArticleSchema,
  oneNewsItemSchema,
} from '../content/content-views';
import { route } from './contract';

export const contentContracts = {
  articles: route({
    method: 'GET',
    path: '/articles',
    summary: 'A page of Knowledge Center articles, most recently updated first',
    ids: 'none',
    query: articlesQuerySchema,
    responses: { 200: articlesPageSchema },
  }),
  article: route({
    method: 'GET',
    path: '/articles/{id}',
    summary: 'One article',
    ids: { id: 'article' },
    responses: { 200: oneArticleSchema },
  }),
  news: route({
    method: 'GET',
    path: '/news',
    summary: 'A page of Latest News, newest first',
    ids: 'none',
    query: newsQuerySchema,
    responses: { 200: newsPageSchema },
  }),
  newsItem: route({
    method: 'GET',
    path: '/news/{id}',
    summary: 'One news item',
    ids: { id: 'news' },
    responses: { 200: oneNewsItemSchema },
  }),
  glossary: route({
    method: 'GET',
    path: '/glossary',
    summary: 'The glossary, in alphabetical order',
    ids: 'none',
    responses: { 200: glossarySchema },
  }),
  faq: route({
    method: 'GET',
    path: '/faq',
    summary: 'The FAQ, in its set order',
    ids: 'none',
    responses: { 200: faqSchema },
  }),
};
