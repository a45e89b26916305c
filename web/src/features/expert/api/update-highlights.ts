import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { ExpertHighlightsInput } from '@shared/discussion/discussion-inputs';
import type { ExpertCaseView } from '@shared/discussion/discussion-views';
import { api } from '@/lib/api';
import { discussionsQueryKey } from '@/lib/discussions';

/** PUT /expert/cases/{caseId}/highlights: the whole list, replacing the previous one; the applicant sees it on My Cases. */
export const updateHighlights = ({ caseId, highlights }: { caseId: string } & ExpertHighlightsInput): Promise<ExpertCaseView> =>
  api.PUT('/expert/cases/{id}/highlights', { params: { path: { id: caseId } }, body: { highlights } });

export function useUpdateHighlights() {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: updateHighlights, onSettled: () => queryClient.invalidateQueries({ queryKey: discussionsQueryKey }) });
}
