import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { AddToCaseInput } from '@shared/documents/review-inputs';
import type { AddedToCase } from '@shared/documents/review-views';
import { api } from '@/lib/api';
import { reviewQueryKey } from './get-review';

/** POST /ai-assistant/documents/{reviewId}/case: the review and its files join one of the user's cases, or a new Draft. */
export const addReviewToCase = ({ reviewId, target }: { reviewId: string; target: AddToCaseInput }): Promise<AddedToCase> =>
  api.POST('/ai-assistant/documents/{reviewId}/case', { params: { path: { reviewId } }, body: target });

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
