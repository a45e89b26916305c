// What the cases endpoints answer (http/routes/cases.ts): the list, a case's details and the status provider.
// Types only, so the web imports them as they are. docs/SPEC.md section 3 names the fields.
import type { IssueSeverity, MissingDocument } from '../documents/review-views';
import type { Citation, EligibilityAnalysis, FindingOutcome } from '../eligibility/types';
import type { CaseActor, CaseStatus } from './case-status';
import type { PreferenceCategory } from '../visa-bulletin/visa-bulletin';

export interface CaseTimelineEntry {
  /** ISO date-time. */
  date: string;
  event: string;
  by: CaseActor;
}

/** Who answers "what is my application's status?": USCIS's Case Status API, or the applicant recording notices. */
export type CaseStatusProviderName = 'uscis' | 'manual';

/** A case as the lists show it (SPEC "Case (list call)" and "Case (My Cases view)"). */
export interface CaseSummary {
  caseId: string;
  caseNumber: string;
  caseName: string;
  applicant: string;
  applicantInfo: { name: string };
  category: string | null;
  /** The first tag is the category. */
  tags: string[];
  status: CaseStatus;
  /** The statuses the applicant may move this case to by hand (Submit, Archive, Restore). */
  allowedMoves: CaseStatus[];
  /** Seconds since the epoch. */
  updatedAt: number;
  createdAt: number;
  chatId: string | null;
  /** A filed application followed in Track Your Applications (it has a receipt number). */
  tracked: boolean;
  /** The USCIS form, e.g. "I-130". */
  formType: string | null;
  receiptNumber: string | null;
  /** YYYY-MM-DD: the day the application was submitted (filed). */
  submissionDate: string | null;
  /** YYYY-MM-DD. */
  priorityDate: string | null;
  /** Issue 14 (H4): the Visa Bulletin preference category, e.g. "F2A" or "EB2". */
  preferenceCategory: PreferenceCategory | null;
  /** The country of chargeability (normally the country of birth), from shared/reference/countries.ts. */
  chargeability: string | null;
  /** Fee paid, in dollars. */
  fee: number | null;
  consulate: string | null;
  /** YYYY-MM-DD or an ISO date-time. */
  interviewDate: string | null;
  officerName: string | null;
  officerEmail: string | null;
  /** The latest status text from USCIS or a notice the applicant recorded, e.g. "Case Was Received". */
  latestNotice: string | null;
  /** ISO date-time of the last status check or recorded notice. */
  statusCheckedAt: string | null;
  timeline: CaseTimelineEntry[];
  /** File names of the case's documents; each downloads from GET /cases/{caseId}/attachments/{name}. */
  attachments: string[];
}

export interface CasePage {
  cases: CaseSummary[];
  total: number;
  page: number;
  pageSize: number;
  statusProvider: CaseStatusProviderName;
}

export interface CaseDocumentIssue {
  /** Document review's issue type (shared/documents/review-views.ts ISSUE_TYPES), or a label written by hand. */
  type: string;
  details: string;
  /** From document review; left out for issues recorded otherwise. */
  severity?: IssueSeverity;
  /** 'ai' when Gemini found it rather than the deterministic checks. */
  by?: 'ai';
}

/** What document review read a case file as (its latest review that covered the file). */
export interface CaseDocumentReview {
  reviewId: string;
  kindLabel: string;
  wrongDocument: boolean;
}

export interface CaseDocument {
  documentId: string;
  name: string;
  filename: string;
  /** Whether document review has checked it; `issues` is meaningful only then. */
  reviewed: boolean;
  issues: CaseDocumentIssue[];
  contentType: string;
  size: number;
  uploadedAt: string;
  /** Present once document review has checked the file. */
  review?: CaseDocumentReview;
}

/**
 * A document review added to the case (SPEC "Case details": reportId, title), with what the Document Review Summary
 * shows in full. Its PDF is GET /ai-assistant/documents/{reviewId}/report.pdf.
 */
export interface CaseReport {
  reportId: string;
  title: string;
  reviewId: string;
  /** ISO date-time of the review. */
  createdAt: string;
  summary: string;
  /** One line per issue, naming its file. */
  issues: string[];
  recommendations: string[];
  /** The required documents this review did not find. */
  missing: MissingDocument[];
}

/** One eligibility check attached to the case (SPEC "Case details"). */
export interface CaseEligibilityEntry {
  eligibilityId: string;
  caseId: string;
  data: Record<string, unknown>;
  analysis: Pick<EligibilityAnalysis, 'eligible' | 'reasons' | 'recommendations' | 'summary' | 'citations'> & {
    findings: Array<{ ruleId: string; outcome: FindingOutcome; reason: string; recommendation: string; citation: Citation | null }>;
  };
  createdAt: string;
}

/** Where a highlight comes from, so the screen can link to it. */
export type HighlightSource =
  | { kind: 'eligibility'; eligibilityId: string; label: string }
  | { kind: 'document'; documentId: string; label: string }
  /** A finding of a document review about the case as a whole, such as a required document that is missing. */
  | { kind: 'review'; reviewId: string; label: string };

export interface CaseHighlight {
  text: string;
  source: HighlightSource;
}

/** Application Details: what the latest eligibility check was about, and the answers given to its form. */
export interface ApplicationDetails {
  category: string | null;
  visaType: string | null;
  /** The form or visa code, e.g. "I-130" or "F-1". */
  code: string | null;
  enteredFields: Record<string, string>;
}

export interface CaseDetails {
  documents: CaseDocument[];
  reports: CaseReport[];
  eligibility: CaseEligibilityEntry[];
  /** Eligibility Summary's key/value lines from the latest check; empty without one. */
  eligibilityDetails: Record<string, string>;
  application: ApplicationDetails;
  aiHighlights: CaseHighlight[];
  expertHighlights: string[];
}
