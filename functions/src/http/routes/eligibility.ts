import type { Router } from 'express';
import { checkEligibility } from '../../services/eligibility';
import { eligibilityContracts } from '../../shared/contracts/eligibility';
import { serveContracts } from '../contracts/serve';

export function registerEligibilityRoutes(router: Router): void {
  serveContracts(router, eligibilityContracts, {
    check: async ({ user, body }) => {
      const { analysis, eligibilityId, caseId } = await checkEligibility(user.uid, body);
      const { eligible, reasons, recommendations, summary, citations, needsReview, reviewReasons, path, narrativeBy } = analysis;
      return {
        analysis: {
          eligible,
          reasons,
          recommendations,
          summary,
          citations,
          needsReview,
          reviewReasons,
          path,
          ...(narrativeBy ? { narrativeBy } : {}),
        },
        eligibilityId,
        caseId,
      };
    },
  });
}
