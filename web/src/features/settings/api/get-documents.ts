import { queryOptions, useQuery } from '@tanstack/react-query';
import type { UserDocument } from '@shared/settings/document-views';
import { apiFetch } from '@/lib/api-client';

export const documentsQueryKey = ['documents'] as const;

export const getDocuments = async (signal?: AbortSignal) =>
  (await apiFetch<{ documents: UserDocument[] }>('/documents', { signal })).documents;

export const documentsQueryOptions = () => queryOptions({ queryKey: documentsQueryKey, queryFn: ({ signal }) => getDocuments(signal) });

export const useDocuments = () => useQuery(documentsQueryOptions());
