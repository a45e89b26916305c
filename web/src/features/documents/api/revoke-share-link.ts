import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiFetch } from '@/lib/api-client';
import { reviewQueryKey } from './get-review';

/** DELETE /ai-assistant/documents/{reviewId}/share: the public link answers 404 from now on. */
export const revokeShareLink = (reviewId: string): Promise<void> =>
  apiFetch<void>(`/ai-assistant/documents/${encodeURIComponent(reviewId)}/share`, { method: 'DELETE' });

export function useRevokeShareLink() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: revokeShareLink,
    onSuccess: (_nothing, reviewId) => queryClient.invalidateQueries({ queryKey: reviewQueryKey(reviewId) }),
  });
}
