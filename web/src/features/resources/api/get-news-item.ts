import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api';

export const getNewsItem = async (id: string, signal?: AbortSignal) =>
  (await api.GET('/news/{id}', { params: { path: { id } }, signal })).item;

export const newsItemQueryOptions = (id: string) =>
  queryOptions({ queryKey: ['news', 'item', id], queryFn: ({ signal }) => getNewsItem(id, signal) });

export const useNewsItem = (id: string) => useQuery(newsItemQueryOptions(id));
