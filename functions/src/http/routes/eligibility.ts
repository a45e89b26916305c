import { isDocId } from '../../shared/ids';
import type { Router } from 'express';
import { eligibilityNarrator } from '../../ai/narrator';
import { CASE_NOT_FOUND, CHAT_NOT_FOUND, saveEligibilityCheck, type CaseTarget } from '../../data/eligibility-repo';
import { formatCaseNumber } from '../../domain/cases/case-number';
import { caseName } from '../../domain/cases/case-view';
import { eligibilityInputSchema, type EligibilityInput } from '../../shared/eligibility/applicant-schema';
import { utcToday } from '../../shared/eligibility/dates';
import { evaluateEligibility } from '../../domain/eligibility/engine';
import { withNarrative, type NarratedAnalysis } from '../../domain/eligibility/narrative';
import type { EligibilityAnalysis } from '../../shared/eligibility/types';
import { badRequest, notFound, type FieldErrors } from '../../domain/errors';
import { notify } from '../../services/notify';
import { ELIGIBILITY_CATEGORIES } from '../../shared/reference/categories';
import { currentUser } from '../middleware/authenticate';
import { fieldErrors } from '../validate';

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

function caseTarget(input: EligibilityInput): CaseTarget {
  if (input.caseId !== undefined && !isDocId(input.caseId)) throw notFound(CASE_NOT_FOUND);
  if (input.chatId !== undefined && !isDocId(input.chatId)) throw notFound(CHAT_NOT_FOUND);
  if (input.caseId) return { kind: 'case', caseId: input.caseId };
  if (input.chatId) return { kind: 'chat', chatId: input.chatId };
  return { kind: 'new' };
}

/** The engine's analysis, with Gemini's narrative after its summary when Vertex AI is configured and answers in time. */
async function narrated(category: EligibilityInput['category'], analysis: EligibilityAnalysis): Promise<NarratedAnalysis> {
  const narrator = eligibilityNarrator();
  const text = narrator ? await narrator.narrate({ category, analysis }) : null;
  return withNarrative(analysis, narrator && text ? { text, by: narrator.label } : null);
}

const outcomeText = (eligible: boolean) => (eligible ? 'you appear to qualify' : 'you do not currently qualify');

export function registerEligibilityRoutes(router: Router): void {
  router.post('/ai-assistant/eligibility', async (req, res) => {
    const { uid } = currentUser(req);
    const input = parseBody(req.body);
    const today = utcToday();
    const analysis = await narrated(input.category, evaluateEligibility(input, today));
    const { caseId: _caseId, chatId = null, ...data } = input;

    const saved = await saveEligibilityCheck(uid, {
      target: caseTarget(input),
      chatId,
      category: input.category,
      // Through JSON so the record holds plain values only (no undefined, no class instances).
      input: JSON.parse(JSON.stringify(data)) as Record<string, unknown>,
      analysis,
      checkedOn: today,
      timelineEvent: `Eligibility check for ${input.category}: ${outcomeText(analysis.eligible)}`,
      draft: {
        applicantName: input.fullName,
        caseName: caseName(input.category),
        openedEvent: chatId ? 'Case opened by an eligibility check from an AI Assistant chat' : 'Case opened by an eligibility check',
        caseNumber: formatCaseNumber,
      },
    });

    // The check is stored either way; a notification that cannot be written must not turn it into an error.
    await notify(uid, {
      message: `Eligibility check completed for ${input.category}: ${outcomeText(analysis.eligible)}.`,
      link: '/cases/view',
    }).catch((error: unknown) => console.error('eligibility: notification failed', error));

    const { eligible, reasons, recommendations, summary, citations, narrativeBy } = analysis;
    res.status(201).json({
      analysis: { eligible, reasons, recommendations, summary, citations, ...(narrativeBy ? { narrativeBy } : {}) },
      eligibilityId: saved.eligibilityId,
      caseId: saved.caseId,
    });
  });
}
