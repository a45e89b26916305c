import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api';
import { calendarFeedQueryKey } from './get-calendar-feed';

/** DELETE /calendar-feed: the feed's address stops working. */
export const revokeCalendarFeed = (): Promise<void> => api.DELETE('/calendar-feed');

export function useRevokeCalendarFeed() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: revokeCalendarFeed,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: calendarFeedQueryKey }),
  });
}
