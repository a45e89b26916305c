import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiFetch } from '@/lib/api-client';

/** One of the user's uploaded files (functions/src/data/documents-repo.ts). */
export interface UserDocument {
  /** The stored file name, also its id in the document URLs. */
  name: string;
  path: string;
  /** Bytes. */
  size: number;
  contentType: string;
  /** ISO timestamp. */
  uploadedAt: string;
  caseId: string | null;
}

export const documentsQueryKey = ['documents'] as const;

export const getDocuments = async (signal?: AbortSignal) => (await apiFetch<{ documents: UserDocument[] }>('/documents', { signal })).documents;

export const documentsQueryOptions = () => queryOptions({ queryKey: documentsQueryKey, queryFn: ({ signal }) => getDocuments(signal) });

export const useDocuments = () => useQuery(documentsQueryOptions());
