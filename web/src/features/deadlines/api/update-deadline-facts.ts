import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { DeadlineFactsInput } from '@shared/deadlines/deadline-inputs';
import type { DeadlinesView } from '@shared/deadlines/deadline-views';
import { apiFetch } from '@/lib/api-client';
import { deadlinesQueryKey } from './get-deadlines';

export const updateDeadlineFacts = (facts: DeadlineFactsInput): Promise<DeadlinesView> =>
  apiFetch<DeadlinesView>('/deadlines/facts', { method: 'PUT', body: facts });

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
