import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { EligibilityInputPayload } from '@shared/eligibility/applicant-schema';
import type { EligibilityResult } from '@shared/eligibility/eligibility-views';
import { api } from '@/lib/api';

/**
 * POST /ai-assistant/eligibility: the rules engine's answer, stored with the case it was attached to. The body is the
 * wizard's answers as the form holds them (utils/build-payload.ts), checked with the same schema before this step;
 * the API checks them again, and a 400's field messages take the user back to the step that asks them.
 */
export const analyzeEligibility = (answers: Record<string, unknown>): Promise<EligibilityResult> =>
  api.POST('/ai-assistant/eligibility', { body: answers as EligibilityInputPayload });

export function useAnalyzeEligibility() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: analyzeEligibility,
    // The check adds to a case (perhaps a new Draft one) and notifies the user.
    onSuccess: () =>
      Promise.all([queryClient.invalidateQueries({ queryKey: ['cases'] }), queryClient.invalidateQueries({ queryKey: ['notifications'] })]),
  });
}
