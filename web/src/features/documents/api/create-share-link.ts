import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { ShareLink } from '@shared/documents/review-views';
import { api } from '@/lib/api';
import { reviewQueryKey } from './get-review';

/** POST /ai-assistant/documents/{reviewId}/share: a new public link to the report (any earlier one stops working). */
export const createShareLink = (reviewId: string): Promise<ShareLink> =>
  api.POST('/ai-assistant/documents/{reviewId}/share', { params: { path: { reviewId } } });

export function useCreateShareLink() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createShareLink,
    onSuccess: (_link, reviewId) => queryClient.invalidateQueries({ queryKey: reviewQueryKey(reviewId) }),
  });
}
