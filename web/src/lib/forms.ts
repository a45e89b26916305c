import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { CaseFormsView, GoalId, GoalsView } from '@shared/forms/form-views';
import { api } from './api';
import { currentLocale } from './i18n/i18n';

// Preparing a filing (docs/forms-web.md): the goals a case can have and a case's forms. Shared by the Overview (the
// goal chooser, the forms' progress), My Cases ("Prepare your forms") and the interview screen, so one answer serves
// them all and a save refreshes them all.

/** Every forms query of a case lives under this key: the list, each form's questions and check. */
export const caseFormsKey = (caseId: string) => ['forms', caseId] as const;

/** Every cases query lives under this key (features/cases/api/get-cases.ts). */
const CASES_KEY = ['cases'] as const;

/** GET /goals: what an applicant can set out to do, in their language. */
export const getGoals = (signal?: AbortSignal): Promise<GoalsView> => api.GET('/goals', { signal });

// The titles are in the user's language, so each language has its own entry.
export const useGoals = () =>
  useQuery({ queryKey: ['goals', currentLocale()] as const, queryFn: ({ signal }) => getGoals(signal), staleTime: 60 * 60_000 });

/** GET /cases/{id}/forms: the forms of the case's goal, each with its progress and fee, and the total. */
export const getCaseForms = (caseId: string, signal?: AbortSignal): Promise<CaseFormsView> =>
  api.GET('/cases/{id}/forms', { params: { path: { id: caseId } }, signal });

export const caseFormsQueryOptions = (caseId: string) =>
  queryOptions({ queryKey: [...caseFormsKey(caseId), 'list'] as const, queryFn: ({ signal }) => getCaseForms(caseId, signal) });

export const useCaseForms = (caseId: string | null) => useQuery({ ...caseFormsQueryOptions(caseId ?? ''), enabled: caseId !== null });

/**
 * The case of a goal: a case without one gets it (PATCH /cases/{id}), otherwise POST /cases opens the goal's case, or
 * answers the open one the user already has. Resolves with the case's id.
 */
export async function startGoal({ goal, caseId }: { goal: GoalId; caseId?: string }): Promise<string> {
  if (caseId) {
    await api.PATCH('/cases/{id}', { params: { path: { id: caseId } }, body: { goal } });
    return caseId;
  }
  return (await api.POST('/cases', { body: { goal } })).caseId;
}

export function useStartGoal() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: startGoal,
    onSuccess: (caseId) => {
      void queryClient.invalidateQueries({ queryKey: CASES_KEY });
      void queryClient.invalidateQueries({ queryKey: caseFormsKey(caseId) });
    },
  });
}
