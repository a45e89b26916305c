// What the processing-times routes answer (shared/contracts/processing-times.ts, docs/processing-times.md): USCIS's
// posted time for a form at an office, and a tracked application's place against it. Both shapes are pinned.
import { z } from 'zod';

/** GET /processing-times?form=I-485&office=NBC[&category=...]. */
export const processingTimeQuerySchema = z.strictObject({
  form: z
    .string()
    .trim()
    .regex(/^[A-Za-z]{1,3}-?\d{1,4}[A-Za-z]?$/),
  office: z
    .string()
    .trim()
    .regex(/^[A-Za-z0-9]{2,8}$/),
  /** The USCIS category key or words of its label ("family"); the longest time at the office when absent. */
  category: z.string().trim().min(1).max(80).optional(),
});
export type ProcessingTimeQuery = z.infer<typeof processingTimeQuerySchema>;

export const processingTimeSchema = z.strictObject({
  /** As USCIS numbers it: "I-485". */
  form: z.string(),
  /** USCIS's office code: "NBC". */
  office: z.string(),
  /** The category as USCIS words it on its page. */
  category: z.string(),
  /** The time in which USCIS completed 80% of such cases, in months. */
  typicalMonths: z.number().nonnegative(),
  /** YYYY-MM-DD: when USCIS published the figure. */
  asOf: z.string(),
  /** Where the figure comes from. */
  source: z.string(),
});
export type ProcessingTimeView = z.infer<typeof processingTimeSchema>;

/** A tracked application against its office's posted time (the cases API's `processing`). */
export const caseProcessingSchema = z.strictObject({
  typicalMonths: z.number().nonnegative(),
  /** Months since the receipt date, to one decimal. */
  elapsedMonths: z.number().nonnegative(),
  /** Past the posted time: a case inquiry is open to the applicant. */
  outsideNormal: z.boolean(),
  asOf: z.string(),
  source: z.string(),
});
export type CaseProcessingView = z.infer<typeof caseProcessingSchema>;
