import { queryOptions, useQuery } from '@tanstack/react-query';
import type { DeadlinesView } from '@shared/deadlines/deadline-views';
import { api } from '@/lib/api';

/**
 * How many the overview's "Coming up" card shows: the next three deadlines and appointments, enough to act on and
 * short enough for a phone.
 */
export const UPCOMING_COUNT = 3;

export const getUpcomingDeadlines = (signal?: AbortSignal): Promise<DeadlinesView> =>
  api.GET('/deadlines', { params: { query: { upcoming: UPCOMING_COUNT } }, signal });

// The reminders page invalidates this key after every change.
export const upcomingDeadlinesQueryOptions = () =>
  queryOptions({ queryKey: ['deadlines-upcoming'] as const, queryFn: ({ signal }) => getUpcomingDeadlines(signal) });

export const useUpcomingDeadlines = () => useQuery(upcomingDeadlinesQueryOptions());
