import { queryOptions, useQuery } from '@tanstack/react-query';
import type { CaseSummary } from '@shared/cases/case-views';
import { api } from '@/lib/api';
import { ApiError } from '@/lib/api-client';

/** The case a chat is about, or null when there is none with this id (deleted, or someone else's). */
export async function getCaseSummary(caseId: string, signal?: AbortSignal): Promise<CaseSummary | null> {
  try {
    return (await api.GET('/cases/{id}', { params: { path: { id: caseId } }, signal })).case;
  } catch (error) {
    if (error instanceof ApiError && error.status === 404) return null;
    throw error;
  }
}

export const caseSummaryQueryOptions = (caseId: string) =>
  queryOptions({
    // Under the cases screens' key, so any change they make to cases refreshes the banner too.
    queryKey: ['cases', 'summary', caseId] as const,
    queryFn: ({ signal }) => getCaseSummary(caseId, signal),
    staleTime: 30_000,
  });

/** GET /cases/{id}: the number, name and status shown above a chat about the case. */
export const useCaseSummary = (caseId: string | null) => useQuery({ ...caseSummaryQueryOptions(caseId ?? ''), enabled: caseId !== null });
