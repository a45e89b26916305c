import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import type { CaseListView } from '@shared/cases/case-inputs';
import type { CaseStatusFilter } from '@shared/cases/case-status';
import type { CasePage } from '@shared/cases/case-views';
import { api } from '@/lib/api';

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

/** The query of GET /cases: what is left out (All, an empty search or date) is not sent. */
export const caseListQuery = ({ view, page, pageSize, status, q, submittedFrom, submittedTo }: CaseListParams) => ({
  view,
  page,
  pageSize,
  ...(status && status !== 'All' ? { status } : {}),
  ...(q?.trim() ? { q: q.trim() } : {}),
  ...(submittedFrom ? { submittedFrom } : {}),
  ...(submittedTo ? { submittedTo } : {}),
});

export const getCases = (params: CaseListParams, signal?: AbortSignal): Promise<CasePage> =>
  api.GET('/cases', { params: { query: caseListQuery(params) }, signal });

export const casesQueryOptions = (params: CaseListParams) =>
  queryOptions({
    queryKey: [...casesQueryKey, 'list', params] as const,
    queryFn: ({ signal }) => getCases(params, signal),
    // Keep showing the current page while the next one loads, rather than flashing a spinner.
    placeholderData: keepPreviousData,
  });

export const useCases = (params: CaseListParams) => useQuery(casesQueryOptions(params));
