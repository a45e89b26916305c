import { queryOptions, useQuery } from '@tanstack/react-query';
import type { CaseDetails } from '@shared/cases/case-views';
import { apiFetch } from '@/lib/api-client';
import { casesQueryKey } from './get-cases';

export const getCaseDetails = (caseId: string, signal?: AbortSignal): Promise<CaseDetails> =>
  apiFetch<CaseDetails>(`/cases/${encodeURIComponent(caseId)}/details`, { signal });

export const caseDetailsQueryOptions = (caseId: string) =>
  queryOptions({
    queryKey: [...casesQueryKey, 'details', caseId] as const,
    queryFn: ({ signal }) => getCaseDetails(caseId, signal),
    // Loaded when a row is expanded and kept: collapsing and expanding again does not fetch again for a minute.
    staleTime: 60_000,
  });

export const useCaseDetails = (caseId: string, enabled = true) => useQuery({ ...caseDetailsQueryOptions(caseId), enabled });
