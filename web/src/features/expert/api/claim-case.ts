import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { ExpertCaseView } from '@shared/discussion/discussion-views';
import { apiFetch } from '@/lib/api-client';
import { discussionsQueryKey } from '@/lib/discussions';

/** POST /expert/cases/{caseId}/claim: the case leaves the queue and is the caller's (409 if another expert was first). */
export const claimCase = (caseId: string): Promise<ExpertCaseView> =>
  apiFetch<ExpertCaseView>(`/expert/cases/${encodeURIComponent(caseId)}/claim`, { method: 'POST' });

export function useClaimCase() {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: claimCase, onSettled: () => queryClient.invalidateQueries({ queryKey: discussionsQueryKey }) });
}
