import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { DeadlinesView } from '@shared/deadlines/deadline-views';
import { api } from '@/lib/api';
import { deadlinesQueryKey } from './get-deadlines';

export const deleteReminder = (id: string): Promise<unknown> =>
  api.DELETE('/reminders/{reminderId}', { params: { path: { reminderId: id } } });

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
