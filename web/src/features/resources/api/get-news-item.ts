import { queryOptions, useQuery } from '@tanstack/react-query';
import type { NewsItem } from '@shared/content/content-views';
import { apiFetch } from '@/lib/api-client';

export const getNewsItem = async (id: string, signal?: AbortSignal) =>
  (await apiFetch<{ item: NewsItem }>(`/news/${encodeURIComponent(id)}`, { signal })).item;

export const newsItemQueryOptions = (id: string) =>
  queryOptions({ queryKey: ['news', 'item', id], queryFn: ({ signal }) => getNewsItem(id, signal) });

export const useNewsItem = (id: string) => useQuery(newsItemQueryOptions(id));
