import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api';

export const getArticle = async (id: string, signal?: AbortSignal) =>
  (await api.GET('/articles/{id}', { params: { path: { id } }, signal })).article;

export const articleQueryOptions = (id: string) =>
  queryOptions({ queryKey: ['articles', 'item', id], queryFn: ({ signal }) => getArticle(id, signal) });

export const useArticle = (id: string) => useQuery(articleQueryOptions(id));
