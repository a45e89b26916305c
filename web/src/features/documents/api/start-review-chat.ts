import { useMutation } from '@tanstack/react-query';
import { apiFetch } from '@/lib/api-client';

/** POST /ai-assistant/documents/{reviewId}/chat: a new chat that starts with the report ('Ask AI Follow-up Question'). */
export const startReviewChat = (reviewId: string): Promise<{ chatId: string }> =>
  apiFetch<{ chatId: string }>(`/ai-assistant/documents/${encodeURIComponent(reviewId)}/chat`, { method: 'POST' });

export const useStartReviewChat = () => useMutation({ mutationFn: startReviewChat });
