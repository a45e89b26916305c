import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { ExpertCaseView } from '@shared/discussion/discussion-views';
import { api } from '@/lib/api';
import { discussionsQueryKey } from '@/lib/discussions';

/** POST /expert/cases/{caseId}/claim: the case leaves the queue and is the caller's (409 if another expert was first). */
export const claimCase = (caseId: string): Promise<ExpertCaseView> =>
  api.POST('/expert/cases/{id}/claim', { params: { path: { id: caseId } } });

export function useClaimCase() {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: claimCase, onSettled: () => queryClient.invalidateQueries({ queryKey: discussionsQueryKey }) });
}
