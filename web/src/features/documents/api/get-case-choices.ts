import { useQuery } from '@tanstack/react-query';
import { CASE_PAGE_SIZES } from '@shared/cases/case-inputs';
import type { CasePage } from '@shared/cases/case-views';
import { api } from '@/lib/api';

/** GET /cases: the user's most recently updated cases, to add a review to. Under ['cases'], so case changes refresh it. */
export const getCaseChoices = (signal?: AbortSignal): Promise<CasePage> =>
  api.GET('/cases', { params: { query: { view: 'cases', page: 1, pageSize: CASE_PAGE_SIZES.max } }, signal });

export const useCaseChoices = (enabled: boolean) =>
  useQuery({ queryKey: ['cases', 'document-review-choices'], queryFn: ({ signal }) => getCaseChoices(signal), enabled });
