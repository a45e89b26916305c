import { queryOptions, useQuery } from '@tanstack/react-query';
import { CASE_PAGE_SIZES } from '@shared/cases/case-inputs';
import { api } from './api';

// The caller's cases as choices for a form's case select (an appointment's case, a reminder's case).

export interface CaseChoice {
  caseId: string;
  label: string;
}

/** GET /cases: the caller's cases (the most recently updated), each labelled with its name and number. */
export const getCaseChoices = async (signal?: AbortSignal): Promise<CaseChoice[]> => {
  const page = await api.GET('/cases', { params: { query: { view: 'cases', page: 1, pageSize: CASE_PAGE_SIZES.max } }, signal });
  return page.cases.map((c) => ({ caseId: c.caseId, label: `${c.caseName} (${c.caseNumber})` }));
};

// Under the cases key, so a case created elsewhere in the app refreshes this list too.
export const caseChoicesQueryOptions = () =>
  queryOptions({ queryKey: ['cases', 'choices'] as const, queryFn: ({ signal }) => getCaseChoices(signal) });

export const useCaseChoices = (enabled = true) => useQuery({ ...caseChoicesQueryOptions(), enabled });
