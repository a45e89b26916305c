// What GET /compliance and GET /compliance/cases/{id} answer: one checklist per case, generated from the case's
// category and status (docs/deadlines.md, "Compliance checklist"). Pure, so the web shares the types.
import type { CaseStatus } from '../cases/case-status';

/** One legal source of an obligation: our short reference and the official page it can be read on. */
export interface ComplianceCitation {
  /** e.g. "8 CFR § 265.1". */
  text: string;
  url: string;
  /** YYYY-MM-DD the source was last checked against the rule's wording. */
  checked: string;
}

export interface ComplianceItem {
  /** Stable across requests and releases: ticks are stored under it. */
  id: string;
  title: string;
  explanation: string;
  /**
   * When the obligation applies only if something the app does not know is true ("If you are a man aged 18
   * through 25…"), the condition in words; null when it applies as shown.
   */
  condition: string | null;
  citations: ComplianceCitation[];
  done: boolean;
  /** YYYY-MM-DD the applicant says they did it; null unless done. */
  doneOn: string | null;
}

export interface CaseChecklist {
  caseId: string;
  caseNumber: string;
  caseName: string;
  category: string | null;
  status: CaseStatus;
  /** What the case implies about the applicant's U.S. status, in words (e.g. "F-1 student"). */
  statusSummary: string;
  items: ComplianceItem[];
  doneCount: number;
  total: number;
}

export interface ComplianceOverview {
  /** The caller's cases except archived ones, most recently updated first. */
  checklists: CaseChecklist[];
  /** Archived cases left out of the overview (their checklists still answer at /compliance/cases/{id}). */
  archivedCount: number;
}
