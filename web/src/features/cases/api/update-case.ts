import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { CasePatch } from '@shared/cases/case-inputs';
import type { CaseSummary } from '@shared/cases/case-views';
import { api } from '@/lib/api';
import { casesQueryKey } from './get-cases';

/** PATCH /cases/{id}: edit fields, or move the status (Submit: Open, Archive: Archived, Restore: Open). */
export const updateCase = async ({ caseId, patch }: { caseId: string; patch: CasePatch }): Promise<CaseSummary> =>
  (await api.PATCH('/cases/{id}', { params: { path: { id: caseId } }, body: patch })).case;

export function useUpdateCase() {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: updateCase, onSuccess: () => queryClient.invalidateQueries({ queryKey: casesQueryKey }) });
}
