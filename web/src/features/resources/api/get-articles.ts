import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api';

// The server's default page size is the spec's 5; sent anyway so the screen does not depend on it.
export const ARTICLES_PER_PAGE = 5;

export const getArticles = (page: number, signal?: AbortSignal) =>
  api.GET('/articles', { params: { query: { page, pageSize: ARTICLES_PER_PAGE } }, signal });

export const articlesQueryOptions = (page: number) =>
  queryOptions({
    queryKey: ['articles', page],
    queryFn: ({ signal }) => getArticles(page, signal),
    // Keeps the current page on screen while the next one loads, instead of flashing a spinner.
    placeholderData: keepPreviousData,
  });

export const useArticles = (page: number) => useQuery(articlesQueryOptions(page));
