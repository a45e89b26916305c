import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api';

// Modest polling: the bell is a hint, not a chat, and every open tab polls.
const POLL_MS = 60_000;

export const getUnreadCount = async (signal?: AbortSignal) => (await api.GET('/notifications/unread-count', { signal })).count;

export const unreadCountQueryKey = ['notifications', 'unread-count'] as const;

export const unreadCountQueryOptions = () =>
  queryOptions({
    queryKey: unreadCountQueryKey,
    queryFn: ({ signal }) => getUnreadCount(signal),
    refetchInterval: POLL_MS,
    // A hidden tab need not poll; it catches up when shown again.
    refetchIntervalInBackground: false,
    refetchOnWindowFocus: true,
  });

/** The header bell's number: 0 until known, and 0 rather than an error badge if the call fails. */
export function useUnreadCount(): number {
  return useQuery(unreadCountQueryOptions()).data ?? 0;
}
