import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { AddToCaseInput } from '@shared/documents/review-inputs';
import type { DocumentReviewView } from '@shared/documents/review-views';
import { apiFetch } from '@/lib/api-client';
import { reviewQueryKey } from './get-review';

export interface AddedToCase {
  caseId: string;
  review: DocumentReviewView;
}

/** POST /ai-assistant/documents/{reviewId}/case: the review and its files join one of the user's cases, or a new Draft. */
export const addReviewToCase = ({ reviewId, target }: { reviewId: string; target: AddToCaseInput }): Promise<AddedToCase> =>
  apiFetch<AddedToCase>(`/ai-assistant/documents/${encodeURIComponent(reviewId)}/case`, { method: 'POST', body: target });

export function useAddReviewToCase() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: addReviewToCase,
    onSuccess: ({ review }) => {
      queryClient.setQueryData(reviewQueryKey(review.reviewId), review);
      return queryClient.invalidateQueries({ queryKey: ['cases'] });
    },
  });
}
