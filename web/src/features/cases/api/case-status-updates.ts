import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { StatusUpdateInput } from '@shared/cases/case-inputs';
import type { CaseSummary } from '@shared/cases/case-views';
import { api } from '@/lib/api';
import { casesQueryKey } from './get-cases';

/** POST /cases/{id}/status-updates: a notice the applicant received, recorded by hand. */
export const recordStatusUpdate = async ({ caseId, update }: { caseId: string; update: StatusUpdateInput }): Promise<CaseSummary> =>
  (await api.POST('/cases/{id}/status-updates', { params: { path: { id: caseId } }, body: update })).case;

/** POST /cases/{id}/status-check: asks USCIS (when the uscis provider is configured) for the latest status. */
export const checkCaseStatus = ({ caseId }: { caseId: string }): Promise<{ case: CaseSummary; changed: boolean }> =>
  api.POST('/cases/{id}/status-check', { params: { path: { id: caseId } } });

function useCaseMutation<TInput, TResult>(mutationFn: (input: TInput) => Promise<TResult>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn,
    // A status change also notifies the user, so the bell's count moves.
    onSuccess: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: casesQueryKey }),
        queryClient.invalidateQueries({ queryKey: ['notifications'] }),
      ]),
  });
}

export const useRecordStatusUpdate = () => useCaseMutation(recordStatusUpdate);
export const useCheckCaseStatus = () => useCaseMutation(checkCaseStatus);
