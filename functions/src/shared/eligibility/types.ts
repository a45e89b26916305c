// The shape of what the rules engine says. Stored with each eligibility record and shown on the Results step,
// so every field is plain JSON. Citations and outcomes are schemas too: a case's details answer them
// (shared/cases/case-views.ts).
import { z } from 'zod';

export const CITATION_SOURCES = [
  'INA',
  '8 CFR',
  '20 CFR',
  '22 CFR',
  'USCIS Policy Manual',
  'State Department',
  'Foreign Affairs Manual',
  'Statute',
  'Case law',
] as const;
export type CitationSource = (typeof CITATION_SOURCES)[number];

export const citationSchema = z.strictObject({
  /** What the source is about, in plain words; also used as the topic name in summaries. */
  label: z.string(),
  source: z.enum(CITATION_SOURCES),
  /** The pinpoint, e.g. "INA § 203(b)(5)". */
  reference: z.string(),
  url: z.string(),
});
export type Citation = z.infer<typeof citationSchema>;

/** pass: requirement met. fail: requirement not met, so not eligible. issue: needs a lawyer's judgement or more facts. */
export const FINDING_OUTCOMES = ['pass', 'fail', 'issue'] as const;
export type FindingOutcome = (typeof FINDING_OUTCOMES)[number];

export interface Finding {
  ruleId: string;
  outcome: FindingOutcome;
  reason: string;
  recommendation: string;
  citation: Citation;
}

/** How the green card or visa is had: inside the U.S., at a consulate, by a change of status, or another way. */
export const PATH_ROUTES = ['adjustment', 'consular', 'change-of-status', 'other'] as const;
export type PathRoute = (typeof PATH_ROUTES)[number];

export const filingPathSchema = z.strictObject({
  route: z.enum(PATH_ROUTES),
  /** The USCIS forms to file, in order, as USCIS numbers them. */
  forms: z.array(z.string()),
  /** The waivers the bars found call for, as their forms (I-601A, I-601, I-212, I-612). */
  waivers: z.array(z.string()),
  /** The USCIS filing fees of those forms and waivers on paper, in dollars (the fee schedule); consular fees are not included. */
  feeTotal: z.number(),
  /** What to do next, in order, in plain words. */
  nextStep: z.string(),
  /** The goal the Forms step prepares for this path (shared/forms/form-views.ts GOAL_IDS), or null. */
  goal: z.string().nullable(),
});
export type FilingPath = z.infer<typeof filingPathSchema>;

export interface EligibilityAnalysis {
  /** True only when no rule failed. Issues do not make it false, but they are listed first after failures. */
  eligible: boolean;
  /** True when a finding needs a lawyer's judgement or a fact not yet given: the expert discussion is offered. */
  needsReview: boolean;
  /** The reasons of those findings. */
  reviewReasons: string[];
  /** What to file, where and for how much, and what comes next. */
  path: FilingPath;
  reasons: string[];
  recommendations: string[];
  summary: string;
  citations: Citation[];
  findings: Finding[];
}
