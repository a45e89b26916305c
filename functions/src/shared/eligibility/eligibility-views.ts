// What POST /ai-assistant/eligibility answers (shared/contracts/eligibility.ts): the rules engine's outcome without its
// per-rule findings, and where it was stored. A schema, so the answer is checked outside production; the web imports
// the types only.
import { z } from 'zod';
import { citationSchema, filingPathSchema } from './types';

export const eligibilityAnalysisViewSchema = z.strictObject({
  eligible: z.boolean(),
  reasons: z.array(z.string()),
  recommendations: z.array(z.string()),
  summary: z.string(),
  citations: z.array(citationSchema),
  /** A finding needs a lawyer's judgement or a fact not yet given: the result offers the expert discussion. */
  needsReview: z.boolean(),
  reviewReasons: z.array(z.string()),
  /** What to file, where and for how much, and what comes next (domain/eligibility/path.ts). */
  path: filingPathSchema,
  /** Set when an AI wrote the summary's last paragraph from the rule results (the rules decide the outcome). */
  narrativeBy: z.string().optional(),
});
export type EligibilityAnalysisView = z.infer<typeof eligibilityAnalysisViewSchema>;

export const eligibilityResultSchema = z.strictObject({
  analysis: eligibilityAnalysisViewSchema,
  eligibilityId: z.string(),
  /** The case the check was attached to: the one asked for, or a new Draft case. */
  caseId: z.string(),
});
export type EligibilityResult = z.infer<typeof eligibilityResultSchema>;
