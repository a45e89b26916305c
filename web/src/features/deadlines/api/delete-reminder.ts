import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { DeadlinesView } from '@shared/deadlines/deadline-views';
import { apiFetch } from '@/lib/api-client';
import { deadlinesQueryKey } from './get-deadlines';

export const deleteReminder = (id: string): Promise<unknown> => apiFetch(`/reminders/${encodeURIComponent(id)}`, { method: 'DELETE' });

export function useDeleteReminder() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteReminder,
    onSuccess: (_answer, id) => {
      queryClient.setQueryData<DeadlinesView>(deadlinesQueryKey, (old) =>
        old ? { ...old, deadlines: old.deadlines.filter((d) => d.id !== id) } : old,
      );
      void queryClient.invalidateQueries({ queryKey: ['deadlines-upcoming'] });
    },
  });
}
