import type { Router } from 'express';
import { badRequest, type FieldErrors } from '../../domain/errors';
import { checkEligibility } from '../../services/eligibility';
import { eligibilityInputSchema, type EligibilityInput } from '../../shared/eligibility/applicant-schema';
import { ELIGIBILITY_CATEGORIES } from '../../shared/reference/categories';
import { currentUser } from '../middleware/authenticate';
import { fieldErrors } from '../../domain/validate';

const INVALID_INPUT = 'Some answers need attention';

/**
 * The body parsed for its category. An unknown category stops a discriminated union before it looks at anything
 * else, so the rest is then checked against a known category's shape (details aside, which depend on the category)
 * and the applicant hears about every field at once.
 */
function parseBody(body: unknown): EligibilityInput {
  const result = eligibilityInputSchema.safeParse(body);
  if (result.success) return result.data;
  const fields: FieldErrors = fieldErrors(result.error);
  if (fields['category'] !== undefined && typeof body === 'object' && body !== null) {
    const rest = eligibilityInputSchema.safeParse({ ...body, category: ELIGIBILITY_CATEGORIES[0], categoryDetails: undefined });
    if (!rest.success) {
      for (const [path, message] of Object.entries(fieldErrors(rest.error))) {
        if (!path.startsWith('categoryDetails')) fields[path] ??= message;
      }
    }
  }
  throw badRequest(INVALID_INPUT, fields);
}

export function registerEligibilityRoutes(router: Router): void {
  router.post('/ai-assistant/eligibility', async (req, res) => {
    const { uid } = currentUser(req);
    const input = parseBody(req.body);
    const { analysis, eligibilityId, caseId } = await checkEligibility(uid, input);
    const { eligible, reasons, recommendations, summary, citations, narrativeBy } = analysis;
    res.status(201).json({
      analysis: { eligible, reasons, recommendations, summary, citations, ...(narrativeBy ? { narrativeBy } : {}) },
      eligibilityId,
      caseId,
    });
  });
}
