// What GET /compliance and GET /compliance/cases/{id} answer: one checklist per case, generated from the case's
// category and status (docs/deadlines.md, "Compliance checklist"). Schemas, so the answers are checked against them
// outside production (shared/contracts/compliance.ts); the web imports the types only. Every text is answered twice,
// like a computed deadline's: in English, and as a Message (`…Keyed`) that the reader renders in their language.
import { z } from 'zod';
import { CASE_STATUSES } from '../cases/case-status';
import { messageSchema } from '../i18n/message-schema';

/** One legal source of an obligation: our short reference and the official page it can be read on. */
export const complianceCitationSchema = z.strictObject({
  /** e.g. "8 CFR § 265.1", or an official page's name ("USCIS: Form I-131") in English. */
  text: z.string(),
  /** A page's name as a Message; null for a legal reference, written the same in every language. */
  textKeyed: messageSchema.nullable(),
  url: z.string(),
  /** YYYY-MM-DD the source was last checked against the rule's wording. */
  checked: z.string(),
});
export type ComplianceCitation = z.infer<typeof complianceCitationSchema>;

export const complianceItemSchema = z.strictObject({
  /** Stable across requests and releases: ticks are stored under it. */
  id: z.string(),
  /** In English; `titleKeyed` is the same as a Message. */
  title: z.string(),
  titleKeyed: messageSchema,
  explanation: z.string(),
  explanationKeyed: messageSchema,
  /**
   * When the obligation applies only if something the app does not know is true ("If you are a man aged 18
   * through 25…"), the condition in words; null when it applies as shown.
   */
  condition: z.string().nullable(),
  conditionKeyed: messageSchema.nullable(),
  citations: z.array(complianceCitationSchema),
  done: z.boolean(),
  /** YYYY-MM-DD the applicant says they did it; null unless done. */
  doneOn: z.string().nullable(),
});
export type ComplianceItem = z.infer<typeof complianceItemSchema>;

export const caseChecklistSchema = z.strictObject({
  caseId: z.string(),
  caseNumber: z.string(),
  caseName: z.string(),
  category: z.string().nullable(),
  status: z.enum(CASE_STATUSES),
  /** What the case implies about the applicant's U.S. status, in words (e.g. "F-1 student"). */
  statusSummary: z.string(),
  statusSummaryKeyed: messageSchema,
  items: z.array(complianceItemSchema),
  doneCount: z.number().int(),
  total: z.number().int(),
});
export type CaseChecklist = z.infer<typeof caseChecklistSchema>;

export const complianceOverviewSchema = z.strictObject({
  /** The caller's cases except archived ones, most recently updated first. */
  checklists: z.array(caseChecklistSchema),
  /** Archived cases left out of the overview (their checklists still answer at /compliance/cases/{id}). */
  archivedCount: z.number().int(),
});
export type ComplianceOverview = z.infer<typeof complianceOverviewSchema>;

/** One case's checklist, as GET /compliance/cases/{id} and the tick answer it. */
export const oneChecklistSchema = z.strictObject({ checklist: caseChecklistSchema });
