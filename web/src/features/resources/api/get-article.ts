import { queryOptions, useQuery } from '@tanstack/react-query';
import type { Article } from '@shared/content/content-views';
import { apiFetch } from '@/lib/api-client';

export const getArticle = async (id: string, signal?: AbortSignal) =>
  (await apiFetch<{ article: Article }>(`/articles/${encodeURIComponent(id)}`, { signal })).article;

export const articleQueryOptions = (id: string) =>
  queryOptions({ queryKey: ['articles', 'item', id], queryFn: ({ signal }) => getArticle(id, signal) });

export const useArticle = (id: string) => useQuery(articleQueryOptions(id));
