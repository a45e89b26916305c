// The eligibility check's route (http/routes/eligibility.ts serves it; docs/cases.md).
import { eligibilityInputSchema, eligibilitySchemaFor } from '../eligibility/applicant-schema';
import { eligibilityResultSchema } from '../eligibility/eligibility-views';
import { msg } from '../i18n/message';
import { jsonBody, route } from './contract';

export const eligibilityContracts = {
  check: route({
    method: 'POST',
    path: '/ai-assistant/eligibility',
    summary: "Runs the rules engine on the applicant's answers and stores the result with a case of theirs (or a new Draft one)",
    ids: 'self',
    references: { body: { caseId: 'case', chatId: 'chat' } },
    // The wizard's own words for a refused check: several steps' answers may need attention.
    body: jsonBody(eligibilityInputSchema, eligibilitySchemaFor, { invalid: msg('errors:someAnswersNeedAttention') }),
    responses: { 201: eligibilityResultSchema },
  }),
};
