import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api';

// The spec's 3 items per page.
export const NEWS_PER_PAGE = 3;

export const getNews = (page: number, signal?: AbortSignal) =>
  api.GET('/news', { params: { query: { page, pageSize: NEWS_PER_PAGE } }, signal });

export const newsQueryOptions = (page: number) =>
  queryOptions({
    queryKey: ['news', page],
    queryFn: ({ signal }) => getNews(page, signal),
    placeholderData: keepPreviousData,
  });

export const useNews = (page: number) => useQuery(newsQueryOptions(page));
