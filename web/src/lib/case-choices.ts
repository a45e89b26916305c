import { queryOptions, useQuery } from '@tanstack/react-query';
import { useCallback } from 'react';
import { CASE_PAGE_SIZES } from '@shared/cases/case-inputs';
import { isOpenCase } from '@shared/cases/case-status';
import type { CasePage, CaseSummary } from '@shared/cases/case-views';
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

/**
 * The recent cases still being worked on (shared/cases/case-status.ts), which a tool run may attach to, and the case
 * it was opened from whatever its status.
 */
export function useOpenCases(openedFrom: string | null = null, enabled = true) {
  const select = useCallback((page: CasePage) => page.cases.filter((c) => isOpenCase(c.status) || c.caseId === openedFrom), [openedFrom]);
  return useQuery({ ...recentCasesQueryOptions(), enabled, select });
}

/** The choice that makes a new case, beside the cases' ids: case ids never hold a space (shared/ids.ts). */
export const NEW_CASE = 'new case';

/**
 * Which case a tool run goes to before the user picks, among `choices` (useOpenCases): the case it was opened from,
 * else the only open case, else a new case when there is none. With several and none to start from, null: the user
 * must choose. A case to start from that is not among the user's is not one.
 */
export function defaultCaseChoice(openedFrom: string | null, choices: readonly Pick<CaseSummary, 'caseId'>[]): string | null {
  if (openedFrom && choices.some((c) => c.caseId === openedFrom)) return openedFrom;
  if (choices.length === 0) return NEW_CASE;
  return choices.length === 1 ? (choices[0]?.caseId ?? null) : null;
}
