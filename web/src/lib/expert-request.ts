import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { ExpertRequestView } from '@shared/discussion/discussion-views';
import type { ExpertRequestInput } from '@shared/discussion/discussion-inputs';
import { api } from './api';
import { discussionsQueryKey } from './discussions';

// 'Discuss with Expert' (My Cases) and 'Send to Expert' (document review) both put a case in the experts' queue.

/** Every cases query lives under this key (features/cases/api/get-cases.ts). */
const CASES_KEY = ['cases'] as const;

/** POST /cases/{caseId}/expert-request: queues the case with the applicant's note (again while queued: a new note). */
export const requestExpert = (caseId: string, input: ExpertRequestInput): Promise<{ request: ExpertRequestView | null }> =>
  api.POST('/cases/{id}/expert-request', { params: { path: { id: caseId } }, body: input });

/** DELETE /cases/{caseId}/expert-request: takes the case back from the experts. */
export const withdrawExpertRequest = (caseId: string): Promise<{ request: ExpertRequestView | null }> =>
  api.DELETE('/cases/{id}/expert-request', { params: { path: { id: caseId } } });

function useRefreshAfter() {
  const queryClient = useQueryClient();
  return () => {
    void queryClient.invalidateQueries({ queryKey: discussionsQueryKey });
    void queryClient.invalidateQueries({ queryKey: CASES_KEY });
  };
}

export function useRequestExpert() {
  const refresh = useRefreshAfter();
  return useMutation({
    mutationFn: ({ caseId, note }: { caseId: string; note: string }) => requestExpert(caseId, { note }),
    onSettled: refresh,
  });
}

export function useWithdrawExpertRequest() {
  const refresh = useRefreshAfter();
  return useMutation({ mutationFn: (caseId: string) => withdrawExpertRequest(caseId), onSettled: refresh });
}
