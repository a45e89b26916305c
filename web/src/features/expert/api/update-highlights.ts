import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { ExpertHighlightsInput } from '@shared/discussion/discussion-inputs';
import { apiFetch } from '@/lib/api-client';
import { discussionsQueryKey } from '@/lib/discussions';

/** PUT /expert/cases/{caseId}/highlights: the whole list, replacing the previous one; the applicant sees it on My Cases. */
export const updateHighlights = ({ caseId, highlights }: { caseId: string } & ExpertHighlightsInput): Promise<unknown> =>
  apiFetch<unknown>(`/expert/cases/${encodeURIComponent(caseId)}/highlights`, { method: 'PUT', body: { highlights } });

export function useUpdateHighlights() {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: updateHighlights, onSettled: () => queryClient.invalidateQueries({ queryKey: discussionsQueryKey }) });
}
