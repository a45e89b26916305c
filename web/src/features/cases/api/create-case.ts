import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { NewDraftCase, NewTrackedApplication } from '@shared/cases/case-inputs';
import type { CaseSummary } from '@shared/cases/case-views';
import { api } from '@/lib/api';
import { casesQueryKey } from './get-cases';

/** A new case: POST /cases answers it with its id (a chat's existing case comes without it). */
interface CreatedCase {
  caseId: string;
  case?: CaseSummary;
}

/** POST /cases with a name, category and applicant: a Draft case ('+ New Case'). */
export const createDraftCase = (input: NewDraftCase): Promise<CreatedCase> => api.POST('/cases', { body: input });

/** POST /cases with a form type and receipt number: a filed application to follow ('New Application'). */
export const createTrackedApplication = (input: NewTrackedApplication): Promise<CreatedCase> => api.POST('/cases', { body: input });

export function useCreateDraftCase() {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: createDraftCase, onSuccess: () => queryClient.invalidateQueries({ queryKey: casesQueryKey }) });
}

export function useCreateTrackedApplication() {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: createTrackedApplication, onSuccess: () => queryClient.invalidateQueries({ queryKey: casesQueryKey }) });
}
