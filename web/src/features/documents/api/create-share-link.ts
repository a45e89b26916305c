import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { ShareLink } from '@shared/documents/review-views';
import { apiFetch } from '@/lib/api-client';
import { reviewQueryKey } from './get-review';

/** POST /ai-assistant/documents/{reviewId}/share: a new public link to the report (any earlier one stops working). */
export const createShareLink = (reviewId: string): Promise<ShareLink> =>
  apiFetch<ShareLink>(`/ai-assistant/documents/${encodeURIComponent(reviewId)}/share`, { method: 'POST' });

export function useCreateShareLink() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createShareLink,
    onSuccess: (_link, reviewId) => queryClient.invalidateQueries({ queryKey: reviewQueryKey(reviewId) }),
  });
}
