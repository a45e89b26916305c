import { queryOptions, useQuery } from '@tanstack/react-query';
import type { CaseDetails } from '@shared/cases/case-views';
import { api } from '@/lib/api';
import { casesQueryKey } from './get-cases';

export const getCaseDetails = (caseId: string, signal?: AbortSignal): Promise<CaseDetails> =>
  api.GET('/cases/{id}/details', { params: { path: { id: caseId } }, signal });

export const caseDetailsQueryOptions = (caseId: string) =>
  queryOptions({
    queryKey: [...casesQueryKey, 'details', caseId] as const,
    queryFn: ({ signal }) => getCaseDetails(caseId, signal),
    // Loaded when a row is expanded and kept: collapsing and expanding again does not fetch again for a minute.
    staleTime: 60_000,
  });

export const useCaseDetails = (caseId: string, enabled = true) => useQuery({ ...caseDetailsQueryOptions(caseId), enabled });
