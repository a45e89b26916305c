import { queryOptions, useQuery } from '@tanstack/react-query';
import type { PriorityDatesView } from '@shared/visa-bulletin/visa-bulletin-views';
import { api } from '@/lib/api';

// Under the cases' key, so saving a tracked application (which refreshes every ['cases', ...] query) refreshes its
// priority date too.
export const priorityDatesQueryKey = ['cases', 'priority-dates'] as const;

/** GET /priority-dates: the caller's tracked applications with a priority date, against the current Visa Bulletin. */
export const getPriorityDates = (signal?: AbortSignal): Promise<PriorityDatesView> => api.GET('/priority-dates', { signal });

export const priorityDatesQueryOptions = () =>
  queryOptions({ queryKey: priorityDatesQueryKey, queryFn: ({ signal }) => getPriorityDates(signal) });

export const usePriorityDates = () => useQuery(priorityDatesQueryOptions());
