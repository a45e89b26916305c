import { useMutation } from '@tanstack/react-query';
import { api } from '@/lib/api';

/** POST /ai-assistant/documents/{reviewId}/chat: a new chat that starts with the report ('Ask AI Follow-up Question'). */
export const startReviewChat = (reviewId: string): Promise<{ chatId: string }> =>
  api.POST('/ai-assistant/documents/{reviewId}/chat', { params: { path: { reviewId } } });

export const useStartReviewChat = () => useMutation({ mutationFn: startReviewChat });
