import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api';

export const getNotifications = (signal?: AbortSignal) => api.GET('/notifications', { signal });

export const notificationsQueryOptions = () =>
  queryOptions({
    queryKey: ['notifications', 'list'],
    queryFn: ({ signal }) => getNotifications(signal),
    // Opening the page should show what is new now, not a cached list from earlier.
    staleTime: 0,
  });

export const useNotifications = () => useQuery(notificationsQueryOptions());
