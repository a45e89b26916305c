import { queryOptions, useQuery } from '@tanstack/react-query';
import type { DocumentReviewView } from '@shared/documents/review-views';
import { api } from '@/lib/api';

export const reviewQueryKey = (reviewId: string) => ['document-reviews', reviewId] as const;

/** GET /ai-assistant/documents/{reviewId}: a stored review, e.g. after a reload on the Review step. */
export const getReview = (reviewId: string, signal?: AbortSignal): Promise<DocumentReviewView> =>
  api.GET('/ai-assistant/documents/{reviewId}', { params: { path: { reviewId } }, signal });

export const reviewQueryOptions = (reviewId: string) =>
  queryOptions({ queryKey: reviewQueryKey(reviewId), queryFn: ({ signal }) => getReview(reviewId, signal) });

export const useReview = (reviewId: string | null) => useQuery({ ...reviewQueryOptions(reviewId ?? ''), enabled: reviewId !== null });
