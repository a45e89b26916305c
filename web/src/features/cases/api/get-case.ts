import { queryOptions, useQuery } from '@tanstack/react-query';
import type { CaseSummary } from '@shared/cases/case-views';
import { api } from '@/lib/api';
import { ApiError } from '@/lib/api-client';
import { casesQueryKey } from './get-cases';

/** GET /cases/{id}: one case, or null when there is none with this id for this user (someone else's reads the same). */
export async function getCase(caseId: string, signal?: AbortSignal): Promise<CaseSummary | null> {
  try {
    return (await api.GET('/cases/{id}', { params: { path: { id: caseId } }, signal })).case;
  } catch (error) {
    if (error instanceof ApiError && error.status === 404) return null;
    throw error;
  }
}

export const caseQueryOptions = (caseId: string) =>
  // Under the cases key, so a status change or an upload refreshes it like the lists.
  queryOptions({
    queryKey: [...casesQueryKey, 'one', caseId] as const,
    queryFn: ({ signal }) => getCase(caseId, signal),
    staleTime: 30_000,
  });

export const useCase = (caseId: string | null, enabled = true) =>
  useQuery({ ...caseQueryOptions(caseId ?? ''), enabled: enabled && caseId !== null });
