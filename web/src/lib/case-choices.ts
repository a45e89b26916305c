import { queryOptions, useQuery } from '@tanstack/react-query';
import { CASE_PAGE_SIZES } from '@shared/cases/case-inputs';
import type { CasePage } from '@shared/cases/case-views';
import { api } from './api';

// The caller's cases as choices for a picker: an appointment's or a reminder's case, the case a discussion is about,
// the case a document review is added to. One query serves them all.

export interface CaseChoice {
  caseId: string;
  label: string;
}

/** GET /cases: the caller's most recently updated cases, as many as one page holds. */
const getRecentCases = (signal?: AbortSignal): Promise<CasePage> =>
  api.GET('/cases', { params: { query: { view: 'cases', page: 1, pageSize: CASE_PAGE_SIZES.max } }, signal });

// Under the cases key, so a case created or changed elsewhere in the app refreshes this list too.
const recentCasesQueryOptions = () =>
  queryOptions({ queryKey: ['cases', 'recent'] as const, queryFn: ({ signal }) => getRecentCases(signal) });

/** The recent cases as they are, for a picker that shows more than a label (a case's status, its number). */
export const useRecentCases = (enabled = true) => useQuery({ ...recentCasesQueryOptions(), enabled });

const toChoices = (page: CasePage): CaseChoice[] => page.cases.map((c) => ({ caseId: c.caseId, label: `${c.caseName} (${c.caseNumber})` }));

/** The recent cases, each labelled with its name and number. */
export const useCaseChoices = (enabled = true) => useQuery({ ...recentCasesQueryOptions(), enabled, select: toChoices });
