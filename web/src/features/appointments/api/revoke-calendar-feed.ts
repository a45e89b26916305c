import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiFetch } from '@/lib/api-client';
import { calendarFeedQueryKey } from './get-calendar-feed';

/** DELETE /calendar-feed: the feed's address stops working. */
export const revokeCalendarFeed = (): Promise<void> => apiFetch<void>('/calendar-feed', { method: 'DELETE' });

export function useRevokeCalendarFeed() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: revokeCalendarFeed,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: calendarFeedQueryKey }),
  });
}
