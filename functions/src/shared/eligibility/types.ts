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

export interface EligibilityAnalysis {
  /** True only when no rule failed. Issues do not make it false, but they are listed first after failures. */
  eligible: boolean;
  reasons: string[];
  recommendations: string[];
  summary: string;
  citations: Citation[];
  findings: Finding[];
}
