import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { DeadlineFactsInput } from '@shared/deadlines/deadline-inputs';
import type { DeadlinesView } from '@shared/deadlines/deadline-views';
import { api } from '@/lib/api';
import { deadlinesQueryKey } from './get-deadlines';

export const updateDeadlineFacts = (facts: DeadlineFactsInput): Promise<DeadlinesView> => api.PUT('/deadlines/facts', { body: facts });

/** Saves "Your dates"; the answer is the recomputed list, written straight into the cache. */
export function useUpdateDeadlineFacts() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateDeadlineFacts,
    onSuccess: (view) => {
      queryClient.setQueryData(deadlinesQueryKey, view);
      void queryClient.invalidateQueries({ queryKey: ['deadlines-upcoming'] });
    },
  });
}
