import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { NoticeActionInput } from '@shared/documents/review-inputs';
import type { NoticeActionResult } from '@shared/documents/review-views';
import { api } from '@/lib/api';

/** POST /ai-assistant/documents/{reviewId}/notice: track the notice's application, add its appointment or its deadline. */
export const actOnNotice = ({ reviewId, input }: { reviewId: string; input: NoticeActionInput }): Promise<NoticeActionResult> =>
  api.POST('/ai-assistant/documents/{reviewId}/notice', { params: { path: { reviewId } }, body: input });

export function useActOnNotice() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: actOnNotice,
    // The tracked applications, appointments and reminders the action may have added.
    onSuccess: () => Promise.all(['cases', 'appointments', 'deadlines'].map((key) => queryClient.invalidateQueries({ queryKey: [key] }))),
  });
}
