import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api';
import { unreadCountQueryKey } from './get-unread-count';

export const markNotificationsRead = () => api.POST('/notifications/mark-read');

/** Marks all of the user's notifications read; the bell drops to 0 at once, then is confirmed by a refetch. */
export function useMarkNotificationsRead() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: markNotificationsRead,
    onSuccess: ({ unreadCount }) => {
      queryClient.setQueryData(unreadCountQueryKey, unreadCount);
      void queryClient.invalidateQueries({ queryKey: unreadCountQueryKey });
    },
  });
}
