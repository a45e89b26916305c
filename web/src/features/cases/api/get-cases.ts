import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import type { CaseListView } from '@shared/cases/case-inputs';
import type { CaseStatusFilter } from '@shared/cases/case-status';
import type { CasePage } from '@shared/cases/case-views';
import { apiFetch } from '@/lib/api-client';

/** Every cases query lives under this key, so one invalidation refreshes lists and details alike. */
export const casesQueryKey = ['cases'] as const;

export interface CaseListParams {
  view: CaseListView;
  status?: CaseStatusFilter;
  q?: string;
  /** YYYY-MM-DD */
  submittedFrom?: string;
  submittedTo?: string;
  page: number;
  pageSize: number;
}

export function caseListSearch(params: CaseListParams): string {
  const search = new URLSearchParams({ view: params.view, page: String(params.page), pageSize: String(params.pageSize) });
  if (params.status && params.status !== 'All') search.set('status', params.status);
  if (params.q?.trim()) search.set('q', params.q.trim());
  if (params.submittedFrom) search.set('submittedFrom', params.submittedFrom);
  if (params.submittedTo) search.set('submittedTo', params.submittedTo);
  return search.toString();
}

export const getCases = (params: CaseListParams, signal?: AbortSignal): Promise<CasePage> =>
  apiFetch<CasePage>(`/cases?${caseListSearch(params)}`, { signal });

export const casesQueryOptions = (params: CaseListParams) =>
  queryOptions({
    queryKey: [...casesQueryKey, 'list', params] as const,
    queryFn: ({ signal }) => getCases(params, signal),
    // Keep showing the current page while the next one loads, rather than flashing a spinner.
    placeholderData: keepPreviousData,
  });

export const useCases = (params: CaseListParams) => useQuery(casesQueryOptions(params));
