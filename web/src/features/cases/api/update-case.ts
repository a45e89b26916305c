import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { CasePatch } from '@shared/cases/case-inputs';
import type { CaseSummary } from '@shared/cases/case-views';
import { apiFetch } from '@/lib/api-client';
import { casesQueryKey } from './get-cases';

/** PATCH /cases/{id}: edit fields, or move the status (Submit: Open, Archive: Archived, Restore: Open). */
export const updateCase = async ({ caseId, patch }: { caseId: string; patch: CasePatch }): Promise<CaseSummary> =>
  (await apiFetch<{ case: CaseSummary }>(`/cases/${encodeURIComponent(caseId)}`, { method: 'PATCH', body: patch })).case;

export function useUpdateCase() {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: updateCase, onSuccess: () => queryClient.invalidateQueries({ queryKey: casesQueryKey }) });
}
