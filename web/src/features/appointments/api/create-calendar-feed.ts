import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { CreatedCalendarFeed } from '@shared/appointments/appointment-views';
import { api } from '@/lib/api';
import { calendarFeedQueryKey } from './get-calendar-feed';

/** POST /calendar-feed: a new feed address (revoking any earlier one), answered this once. */
export const createCalendarFeed = (): Promise<CreatedCalendarFeed> => api.POST('/calendar-feed');

export function useCreateCalendarFeed() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createCalendarFeed,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: calendarFeedQueryKey }),
  });
}
