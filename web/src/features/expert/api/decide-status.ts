import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { ExpertStatusInput } from '@shared/discussion/discussion-inputs';
import type { ExpertCaseView } from '@shared/discussion/discussion-views';
import { api } from '@/lib/api';
import { discussionsQueryKey } from '@/lib/discussions';

/** POST /expert/cases/{caseId}/status: Pending, Approved or Denied, with the reason the applicant reads. */
export const decideStatus = ({ caseId, ...input }: { caseId: string } & ExpertStatusInput): Promise<ExpertCaseView> =>
  api.POST('/expert/cases/{id}/status', { params: { path: { id: caseId } }, body: input });

export function useDecideStatus() {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: decideStatus, onSettled: () => queryClient.invalidateQueries({ queryKey: discussionsQueryKey }) });
}
