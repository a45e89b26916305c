import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { ReminderChanges } from '@shared/deadlines/deadline-inputs';
import type { DeadlinesView, DeadlineView } from '@shared/deadlines/deadline-views';
import { api } from '@/lib/api';
import { deadlinesQueryKey } from './get-deadlines';

export const updateReminder = async ({ id, ...changes }: ReminderChanges & { id: string }): Promise<DeadlineView> =>
  (await api.PATCH('/reminders/{reminderId}', { params: { path: { reminderId: id } }, body: changes })).reminder;

/** Lead times, mute, or the user's own reminder's fields; the answer replaces the reminder in the list. */
export function useUpdateReminder() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateReminder,
    onSuccess: (reminder) => {
      queryClient.setQueryData<DeadlinesView>(deadlinesQueryKey, (old) =>
        old ? { ...old, deadlines: old.deadlines.map((d) => (d.id === reminder.id ? reminder : d)) } : old,
      );
      void queryClient.invalidateQueries({ queryKey: ['deadlines-upcoming'] });
    },
  });
}
