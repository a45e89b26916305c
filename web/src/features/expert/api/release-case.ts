import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { ExpertCaseView } from '@shared/discussion/discussion-views';
import { api } from '@/lib/api';
import { discussionsQueryKey } from '@/lib/discussions';

/** POST /expert/cases/{caseId}/release: the case goes back to the queue for another expert. */
export const releaseCase = (caseId: string): Promise<ExpertCaseView> =>
  api.POST('/expert/cases/{id}/release', { params: { path: { id: caseId } } });

export function useReleaseCase() {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: releaseCase, onSettled: () => queryClient.invalidateQueries({ queryKey: discussionsQueryKey }) });
}
