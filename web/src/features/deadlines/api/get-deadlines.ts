import { queryOptions, useQuery } from '@tanstack/react-query';
import type { DeadlinesView } from '@shared/deadlines/deadline-views';
import { api } from '@/lib/api';

export const deadlinesQueryKey = ['deadlines'] as const;

export const getDeadlines = (signal?: AbortSignal): Promise<DeadlinesView> => api.GET('/deadlines', { signal });

export const deadlinesQueryOptions = () => queryOptions({ queryKey: deadlinesQueryKey, queryFn: ({ signal }) => getDeadlines(signal) });

export const useDeadlines = () => useQuery(deadlinesQueryOptions());
