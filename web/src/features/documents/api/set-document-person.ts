import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { DocumentPersonInput } from '@shared/documents/review-inputs';
import type { DocumentReviewView } from '@shared/documents/review-views';
import { api } from '@/lib/api';
import { reviewQueryKey } from './get-review';

/** POST /ai-assistant/documents/{reviewId}/person: whose document a file is; answers the review matched again. */
export const setDocumentPerson = ({ reviewId, input }: { reviewId: string; input: DocumentPersonInput }): Promise<DocumentReviewView> =>
  api.POST('/ai-assistant/documents/{reviewId}/person', { params: { path: { reviewId } }, body: input });

export function useSetDocumentPerson() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: setDocumentPerson,
    onSuccess: (review) => queryClient.setQueryData(reviewQueryKey(review.reviewId), review),
  });
}
