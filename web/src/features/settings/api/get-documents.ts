import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api';

export const documentsQueryKey = ['documents'] as const;

export const getDocuments = async (signal?: AbortSignal) => (await api.GET('/documents', { signal })).documents;

export const documentsQueryOptions = () => queryOptions({ queryKey: documentsQueryKey, queryFn: ({ signal }) => getDocuments(signal) });

export const useDocuments = () => useQuery(documentsQueryOptions());
