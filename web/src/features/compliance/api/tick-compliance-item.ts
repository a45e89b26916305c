import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { ComplianceTick } from '@shared/compliance/compliance-inputs';
import type { CaseChecklist, ComplianceOverview } from '@shared/compliance/compliance-views';
import { api } from '@/lib/api';
import { i18n } from '@/lib/i18n/i18n';
import { applyTick, replaceChecklist, type PendingTick } from '../utils/apply-tick';
import { complianceQueryKey } from './get-compliance';

export const tickComplianceItem = async ({ caseId, ...tick }: ComplianceTick & { caseId: string }): Promise<CaseChecklist> =>
  (await api.PUT('/compliance/cases/{id}/items', { params: { path: { id: caseId } }, body: tick })).checklist;

/**
 * Ticks at once on screen and rolls back if the server refuses; `onError` gets the server's message for the toast.
 * The server's answer (the whole checklist) then replaces the optimistic one.
 */
export function useTickComplianceItem(onError: (message: string) => void) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (tick: PendingTick) =>
      tickComplianceItem({
        caseId: tick.caseId,
        itemId: tick.itemId,
        done: tick.done,
        ...(tick.done && tick.doneOn ? { doneOn: tick.doneOn } : {}),
      }),
    onMutate: async (tick) => {
      await queryClient.cancelQueries({ queryKey: complianceQueryKey });
      const previous = queryClient.getQueryData<ComplianceOverview>(complianceQueryKey);
      if (previous) {
        const checklist = previous.checklists.find((c) => c.caseId === tick.caseId);
        if (checklist) queryClient.setQueryData(complianceQueryKey, replaceChecklist(previous, applyTick(checklist, tick)));
      }
      return { previous };
    },
    onError: (error, _tick, context) => {
      if (context?.previous) queryClient.setQueryData(complianceQueryKey, context.previous);
      onError(error.message || i18n.t('page.saveError', { ns: 'compliance' }));
    },
    onSuccess: (checklist) => {
      queryClient.setQueryData<ComplianceOverview>(complianceQueryKey, (old) => (old ? replaceChecklist(old, checklist) : old));
    },
  });
}
