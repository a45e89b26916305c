// The queries of the content lists (shared/contracts/content.ts).
import { z } from 'zod';
import { issueText } from '../i18n/message';
import { pageNumberQuery, wholeNumberQuery } from '../contracts/number-query';

// The spec's page sizes: the Knowledge Center shows 5 articles per page, Latest News 3 items.
export const ARTICLES_PER_PAGE = 5;
export const NEWS_PER_PAGE = 3;

const pageQuery = (defaultSize: number) =>
  z.object({
    page: pageNumberQuery(),
    pageSize: wholeNumberQuery()
      .pipe(z.number().min(1, issueText('validation:mustBe1OrMore')).max(50, issueText('validation:mustBe50OrLess')))
      .optional()
      .default(defaultSize),
  });

export const articlesQuerySchema = pageQuery(ARTICLES_PER_PAGE);
export const newsQuerySchema = pageQuery(NEWS_PER_PAGE);
