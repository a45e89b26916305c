import { queryOptions, useQuery } from '@tanstack/react-query';
import type { CalendarFeedStatus } from '@shared/appointments/appointment-views';
import { api } from '@/lib/api';

export const calendarFeedQueryKey = ['calendar-feed'] as const;

/** GET /calendar-feed: whether the caller has an active feed (its address is shown only when it is made). */
export const getCalendarFeed = (signal?: AbortSignal): Promise<CalendarFeedStatus> => api.GET('/calendar-feed', { signal });

export const calendarFeedQueryOptions = () =>
  queryOptions({ queryKey: calendarFeedQueryKey, queryFn: ({ signal }) => getCalendarFeed(signal) });

export const useCalendarFeed = () => useQuery(calendarFeedQueryOptions());
