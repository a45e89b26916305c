// The shape of what the rules engine says. Stored with each eligibility record and shown on the Results step,
// so every field is plain JSON.

export type CitationSource =
  'INA' | '8 CFR' | '20 CFR' | '22 CFR' | 'USCIS Policy Manual' | 'State Department' | 'Foreign Affairs Manual' | 'Statute' | 'Case law';

export interface Citation {
  /** What the source is about, in plain words; also used as the topic name in summaries. */
  label: string;
  source: CitationSource;
  /** The pinpoint, e.g. "INA § 203(b)(5)". */
  reference: string;
  url: string;
}

/** pass: requirement met. fail: requirement not met, so not eligible. issue: needs a lawyer's judgement or more facts. */
export type FindingOutcome = 'pass' | 'fail' | 'issue';

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
