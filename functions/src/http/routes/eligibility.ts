import type { Router } from 'express';
import { badRequest } from '../../domain/errors';
import { checkEligibility } from '../../services/eligibility';
import { eligibilityInputSchema, type EligibilityInput } from '../../shared/eligibility/applicant-schema';
import { ELIGIBILITY_CATEGORIES } from '../../shared/reference/categories';
import { currentUser } from '../middleware/authenticate';
import { fieldErrors, zodErrorIn } from '../../domain/validate';
import { msg } from '../../shared/i18n/message';

const INVALID_INPUT = msg('errors:someAnswersNeedAttention');

/**
 * The body parsed for its category. An unknown category stops a discriminated union before it looks at anything
 * else, so the rest is then checked against a known category's shape (details aside, which depend on the category)
 * and the applicant hears about every field at once.
 */
function parseBody(body: unknown): EligibilityInput {
  const result = eligibilityInputSchema.safeParse(body);
  if (result.success) return result.data;
  const first = result.error;
  const rest =
    typeof body === 'object' && body !== null ? { ...body, category: ELIGIBILITY_CATEGORIES[0], categoryDetails: undefined } : undefined;
  const restParse = rest === undefined ? undefined : eligibilityInputSchema.safeParse(rest);
  throw badRequest(INVALID_INPUT, (locale) => {
    const fields = fieldErrors(zodErrorIn(eligibilityInputSchema, body, locale, first), locale);
    if (fields['category'] !== undefined && restParse && !restParse.success) {
      const others = fieldErrors(zodErrorIn(eligibilityInputSchema, rest, locale, restParse.error), locale);
      for (const [path, message] of Object.entries(others)) if (!path.startsWith('categoryDetails')) fields[path] ??= message;
    }
    return fields;
  });
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
