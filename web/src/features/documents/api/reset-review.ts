import { api } from '@/lib/api';

/**
 * POST /ai-assistant/documents/reset: discards the review's stored files and the review itself (never one that is in
 * a case). Sent on Re-upload; a failure changes nothing the user sees (docs/SPEC.md section 7), so it is only logged.
 */
export async function resetReview(reviewId: string | null): Promise<void> {
  try {
    await api.POST('/ai-assistant/documents/reset', { body: reviewId ? { reviewId } : {} });
  } catch (error) {
    console.warn('Could not discard the earlier review', error);
  }
}
