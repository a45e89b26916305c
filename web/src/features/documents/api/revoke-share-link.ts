import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api';
import { reviewQueryKey } from './get-review';

/** DELETE /ai-assistant/documents/{reviewId}/share: the public link answers 404 from now on. */
export const revokeShareLink = (reviewId: string): Promise<void> =>
  api.DELETE('/ai-assistant/documents/{reviewId}/share', { params: { path: { reviewId } } });

export function useRevokeShareLink() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: revokeShareLink,
    onSuccess: (_nothing, reviewId) => queryClient.invalidateQueries({ queryKey: reviewQueryKey(reviewId) }),
  });
}
