// What the cases endpoints answer (shared/contracts/cases.ts): the list, a case's details and the status provider.
// Schemas, so the answers are checked against them outside production; the web imports the types only. docs/SPEC.md
// section 3 names the fields.
import { z } from 'zod';
import { caseProcessingSchema } from '../processing-times/processing-views';
import { messageSchema } from '../i18n/message-schema';
import { ISSUE_SEVERITIES, missingDocumentSchema } from '../documents/review-views';
import { citationSchema, FINDING_OUTCOMES } from '../eligibility/types';
import { userDocumentSchema } from '../settings/document-views';
import { PREFERENCE_CATEGORIES } from '../visa-bulletin/visa-bulletin';
import { CASE_ACTORS, CASE_STATUSES } from './case-status';

export const caseTimelineEntrySchema = z.strictObject({
  /** ISO date-time. */
  date: z.string(),
  /** The English rendering of `keyed`; for an entry written before keyed messages, its text as stored. */
  event: z.string(),
  /** What happened, as a Message in the reader's language (docs/i18n.md); null on entries stored in English only. */
  keyed: messageSchema.nullable(),
  by: z.enum(CASE_ACTORS),
});
export type CaseTimelineEntry = z.infer<typeof caseTimelineEntrySchema>;

/** Who answers "what is my application's status?": USCIS's Case Status API, or the applicant recording notices. */
export const CASE_STATUS_PROVIDER_NAMES = ['uscis', 'manual'] as const;
export type CaseStatusProviderName = (typeof CASE_STATUS_PROVIDER_NAMES)[number];

const caseStatus = z.enum(CASE_STATUSES);

/** A case as the lists show it (SPEC "Case (list call)" and "Case (My Cases view)"). */
export const caseSummarySchema = z.strictObject({
  caseId: z.string(),
  caseNumber: z.string(),
  caseName: z.string(),
  applicant: z.string(),
  applicantInfo: z.strictObject({ name: z.string() }),
  category: z.string().nullable(),
  /** What the case prepares (shared/forms/form-views.ts GOAL_IDS); null for a case without a goal. */
  goal: z.string().nullable(),
  /** The first tag is the category. */
  tags: z.array(z.string()),
  status: caseStatus,
  /** The statuses the applicant may move this case to by hand (Submit, Archive, Restore). */
  allowedMoves: z.array(caseStatus),
  /** Seconds since the epoch. */
  updatedAt: z.number(),
  createdAt: z.number(),
  chatId: z.string().nullable(),
  /** A filed application followed in Track Your Applications (it has a receipt number). */
  tracked: z.boolean(),
  /** The USCIS form, e.g. "I-130". */
  formType: z.string().nullable(),
  receiptNumber: z.string().nullable(),
  /** YYYY-MM-DD: the day the application was submitted (filed). */
  submissionDate: z.string().nullable(),
  /** YYYY-MM-DD. */
  priorityDate: z.string().nullable(),
  /** The Visa Bulletin preference category, e.g. "F2A" or "EB2". */
  preferenceCategory: z.enum(PREFERENCE_CATEGORIES).nullable(),
  /** The country of chargeability (normally the country of birth), from shared/reference/countries.ts. */
  chargeability: z.string().nullable(),
  /** Fee paid, in dollars. */
  fee: z.number().nullable(),
  consulate: z.string().nullable(),
  /** YYYY-MM-DD or an ISO date-time. */
  interviewDate: z.string().nullable(),
  officerName: z.string().nullable(),
  officerEmail: z.string().nullable(),
  /** The latest status text from USCIS or a notice the applicant recorded, e.g. "Case Was Received". */
  latestNotice: z.string().nullable(),
  /** ISO date-time of the last status check or recorded notice. */
  statusCheckedAt: z.string().nullable(),
  timeline: z.array(caseTimelineEntrySchema),
  /** File names of the case's documents; each downloads from GET /cases/{caseId}/attachments/{name}. */
  attachments: z.array(z.string()),
  /** A tracked application against its office's posted processing time; null when none applies (docs/processing-times.md). */
  processing: caseProcessingSchema.nullable(),
});
export type CaseSummary = z.infer<typeof caseSummarySchema>;

export const casePageSchema = z.strictObject({
  cases: z.array(caseSummarySchema),
  total: z.number().int().nonnegative(),
  page: z.number().int().positive(),
  pageSize: z.number().int().positive(),
  statusProvider: z.enum(CASE_STATUS_PROVIDER_NAMES),
});
export type CasePage = z.infer<typeof casePageSchema>;

export const caseDocumentIssueSchema = z.strictObject({
  /** Document review's issue type (shared/documents/review-views.ts ISSUE_TYPES), or a label written by hand. */
  type: z.string(),
  details: z.string(),
  /** From document review; left out for issues recorded otherwise. */
  severity: z.enum(ISSUE_SEVERITIES).optional(),
  /** 'ai' when Gemini found it rather than the deterministic checks. */
  by: z.literal('ai').optional(),
});
export type CaseDocumentIssue = z.infer<typeof caseDocumentIssueSchema>;

/** What document review read a case file as (its latest review that covered the file). */
export const caseDocumentReviewSchema = z.strictObject({ reviewId: z.string(), kindLabel: z.string(), wrongDocument: z.boolean() });
export type CaseDocumentReview = z.infer<typeof caseDocumentReviewSchema>;

export const caseDocumentSchema = z.strictObject({
  documentId: z.string(),
  name: z.string(),
  filename: z.string(),
  /** Whether document review has checked it; `issues` is meaningful only then. */
  reviewed: z.boolean(),
  issues: z.array(caseDocumentIssueSchema),
  contentType: z.string(),
  size: z.number().int().nonnegative(),
  uploadedAt: z.string(),
  /** Present once document review has checked the file. */
  review: caseDocumentReviewSchema.optional(),
});
export type CaseDocument = z.infer<typeof caseDocumentSchema>;

/**
 * A document review added to the case (SPEC "Case details": reportId, title), with what the Document Review Summary
 * shows in full. Its PDF is GET /ai-assistant/documents/{reviewId}/report.pdf.
 */
export const caseReportSchema = z.strictObject({
  reportId: z.string(),
  title: z.string(),
  reviewId: z.string(),
  /** ISO date-time of the review. */
  createdAt: z.string(),
  summary: z.string(),
  /** One line per issue, naming its file. */
  issues: z.array(z.string()),
  recommendations: z.array(z.string()),
  /** The required documents this review did not find. */
  missing: z.array(missingDocumentSchema),
});
export type CaseReport = z.infer<typeof caseReportSchema>;

/** One eligibility check attached to the case (SPEC "Case details"). */
export const caseEligibilityEntrySchema = z.strictObject({
  eligibilityId: z.string(),
  caseId: z.string(),
  /** The answers the check was run on, as the applicant gave them (their shape depends on the category). */
  data: z.record(z.string(), z.unknown()),
  analysis: z.strictObject({
    eligible: z.boolean(),
    reasons: z.array(z.string()),
    recommendations: z.array(z.string()),
    summary: z.string(),
    citations: z.array(citationSchema),
    findings: z.array(
      z.strictObject({
        ruleId: z.string(),
        outcome: z.enum(FINDING_OUTCOMES),
        reason: z.string(),
        recommendation: z.string(),
        citation: citationSchema.nullable(),
      }),
    ),
  }),
  createdAt: z.string(),
});
export type CaseEligibilityEntry = z.infer<typeof caseEligibilityEntrySchema>;

/** Where a highlight comes from, so the screen can link to it. */
export const highlightSourceSchema = z.discriminatedUnion('kind', [
  z.strictObject({ kind: z.literal('eligibility'), eligibilityId: z.string(), label: z.string() }),
  z.strictObject({ kind: z.literal('document'), documentId: z.string(), label: z.string() }),
  /** A finding of a document review about the case as a whole, such as a required document that is missing. */
  z.strictObject({ kind: z.literal('review'), reviewId: z.string(), label: z.string() }),
]);
export type HighlightSource = z.infer<typeof highlightSourceSchema>;

export const caseHighlightSchema = z.strictObject({ text: z.string(), source: highlightSourceSchema });
export type CaseHighlight = z.infer<typeof caseHighlightSchema>;

/** Application Details: what the latest eligibility check was about, and the answers given to its form. */
export const applicationDetailsSchema = z.strictObject({
  category: z.string().nullable(),
  visaType: z.string().nullable(),
  /** The form or visa code, e.g. "I-130" or "F-1". */
  code: z.string().nullable(),
  enteredFields: z.record(z.string(), z.string()),
});
export type ApplicationDetails = z.infer<typeof applicationDetailsSchema>;

export const caseDetailsSchema = z.strictObject({
  documents: z.array(caseDocumentSchema),
  reports: z.array(caseReportSchema),
  eligibility: z.array(caseEligibilityEntrySchema),
  /** Eligibility Summary's key/value lines from the latest check; empty without one. */
  eligibilityDetails: z.record(z.string(), z.string()),
  application: applicationDetailsSchema,
  aiHighlights: z.array(caseHighlightSchema),
  expertHighlights: z.array(z.string()),
});
export type CaseDetails = z.infer<typeof caseDetailsSchema>;

/** POST /cases/{id}/attachments: the stored file and the case that now lists it. */
export const caseAttachmentAnswerSchema = z.strictObject({ case: caseSummarySchema, document: userDocumentSchema });

/** POST /cases/{id}/status-check: `changed` says whether anything new came. */
export const statusCheckAnswerSchema = z.strictObject({ case: caseSummarySchema, changed: z.boolean() });

/** A case in an answer of its own (GET, PATCH, a recorded notice). */
export const oneCaseSchema = z.strictObject({ case: caseSummarySchema });
