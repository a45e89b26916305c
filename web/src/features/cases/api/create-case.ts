import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { NewDraftCase, NewTrackedApplication } from '@shared/cases/case-inputs';
import type { CaseSummary } from '@shared/cases/case-views';
import { apiFetch } from '@/lib/api-client';
import { casesQueryKey } from './get-cases';

interface CreatedCase {
  caseId: string;
  case: CaseSummary;
}

/** POST /cases with a name, category and applicant: a Draft case ('+ New Case'). */
export const createDraftCase = (input: NewDraftCase): Promise<CreatedCase> =>
  apiFetch<CreatedCase>('/cases', { method: 'POST', body: input });

/** POST /cases with a form type and receipt number: a filed application to follow ('New Application'). */
export const createTrackedApplication = (input: NewTrackedApplication): Promise<CreatedCase> =>
  apiFetch<CreatedCase>('/cases', { method: 'POST', body: input });

export function useCreateDraftCase() {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: createDraftCase, onSuccess: () => queryClient.invalidateQueries({ queryKey: casesQueryKey }) });
}

export function useCreateTrackedApplication() {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: createTrackedApplication, onSuccess: () => queryClient.invalidateQueries({ queryKey: casesQueryKey }) });
}
