import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { NewReminderInput } from '@shared/deadlines/deadline-inputs';
import type { DeadlineView } from '@shared/deadlines/deadline-views';
import { api } from '@/lib/api';
import { deadlinesQueryKey } from './get-deadlines';

export type NewReminderBody = Omit<NewReminderInput, 'leadDays' | 'caseId'> & { caseId: string | null; leadDays: number[] };

export const addReminder = async (body: NewReminderBody): Promise<DeadlineView> => (await api.POST('/reminders', { body })).reminder;

export function useAddReminder() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: addReminder,
    onSuccess: () => {
      void queryClient.invalidateQueries({ queryKey: deadlinesQueryKey });
      void queryClient.invalidateQueries({ queryKey: ['deadlines-upcoming'] });
    },
  });
}
