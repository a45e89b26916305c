import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiFetch } from '@/lib/api-client';
import { discussionsQueryKey } from '@/lib/discussions';

/** POST /expert/cases/{caseId}/release: the case goes back to the queue for another expert. */
export const releaseCase = (caseId: string): Promise<unknown> =>
  apiFetch<unknown>(`/expert/cases/${encodeURIComponent(caseId)}/release`, { method: 'POST' });

export function useReleaseCase() {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: releaseCase, onSettled: () => queryClient.invalidateQueries({ queryKey: discussionsQueryKey }) });
}
