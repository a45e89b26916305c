import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiFetch } from '@/lib/api-client';
import type { AnalysisView } from '../utils/wizard-state';

export interface EligibilityResult {
  analysis: AnalysisView;
  eligibilityId: string;
  caseId: string;
}

/** POST /ai-assistant/eligibility: the rules engine's answer, stored with the case it was attached to. */
export const analyzeEligibility = (body: Record<string, unknown>): Promise<EligibilityResult> =>
  apiFetch<EligibilityResult>('/ai-assistant/eligibility', { method: 'POST', body });

export function useAnalyzeEligibility() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: analyzeEligibility,
    // The check adds to a case (perhaps a new Draft one) and notifies the user.
    onSuccess: () =>
      Promise.all([queryClient.invalidateQueries({ queryKey: ['cases'] }), queryClient.invalidateQueries({ queryKey: ['notifications'] })]),
  });
}
