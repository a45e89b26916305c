import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { ExpertStatusInput } from '@shared/discussion/discussion-inputs';
import { apiFetch } from '@/lib/api-client';
import { discussionsQueryKey } from '@/lib/discussions';

/** POST /expert/cases/{caseId}/status: Pending, Approved or Denied, with the reason the applicant reads. */
export const decideStatus = ({ caseId, ...input }: { caseId: string } & ExpertStatusInput): Promise<unknown> =>
  apiFetch<unknown>(`/expert/cases/${encodeURIComponent(caseId)}/status`, { method: 'POST', body: input });

export function useDecideStatus() {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: decideStatus, onSettled: () => queryClient.invalidateQueries({ queryKey: discussionsQueryKey }) });
}
