// What document review answers (POST /ai-assistant/documents, GET /ai-assistant/documents/{reviewId}) and what the
// public share page shows (shared/contracts/document-review.ts, shared/contracts/shared-reports.ts). Schemas, so the
// answers are checked against them outside production; the web and the chat's review_documents tool read the types.
import { z } from 'zod';
import { PERSON_ROLES } from '../forms/profile-facts';
import { DOCUMENT_CATEGORY_KEYS } from '../reference/categories';
import { DOCUMENT_KIND_KEYS } from './document-kinds';

export const ISSUE_TYPES = [
  'wrong-document',
  'expired',
  'expires-soon',
  'name-mismatch',
  'date-of-birth-mismatch',
  'invalid-mrz',
  'outdated-form-edition',
  'unreadable',
  'duplicate',
  'missing-document',
  'blank-form',
  'unsigned',
] as const;
export type IssueType = (typeof ISSUE_TYPES)[number];

export const ISSUE_SEVERITIES = ['error', 'warning', 'info'] as const;
export type IssueSeverity = (typeof ISSUE_SEVERITIES)[number];

export const documentIssueSchema = z.strictObject({
  type: z.enum(ISSUE_TYPES),
  severity: z.enum(ISSUE_SEVERITIES),
  /** What is wrong and what to do, in plain words. */
  details: z.string(),
  /** Present and 'ai' when Gemini found it; the deterministic checks leave it out. */
  by: z.literal('ai').optional(),
});
export type DocumentIssue = z.infer<typeof documentIssueSchema>;

/** Who the document is about, as read from it. Dates are YYYY-MM-DD. */
export const documentIdentitySchema = z.strictObject({
  fullName: z.string().optional(),
  documentNumber: z.string().optional(),
  dateOfBirth: z.string().optional(),
  nationality: z.string().optional(),
  expiryDate: z.string().optional(),
});
export type DocumentIdentity = z.infer<typeof documentIdentitySchema>;

/** What a USCIS notice (Form I-797 and its kinds) says, read from it. Dates are YYYY-MM-DD, a time is HH:MM. */
export const NOTICE_TYPES = ['receipt', 'biometrics', 'rfe', 'interview', 'approval', 'transfer', 'other'] as const;
export type NoticeType = (typeof NOTICE_TYPES)[number];
export const documentNoticeSchema = z.strictObject({
  type: z.enum(NOTICE_TYPES),
  receiptNumber: z.string().nullable(),
  formType: z.string().nullable(),
  receivedDate: z.string().nullable(),
  noticeDate: z.string().nullable(),
  office: z.string().nullable(),
  appointment: z.strictObject({ date: z.string(), time: z.string().nullable(), place: z.string().nullable() }).nullable(),
  responseDueDate: z.string().nullable(),
});
export type DocumentNotice = z.infer<typeof documentNoticeSchema>;

export const EXTRACTION_METHODS = ['pdf-text', 'ocr', 'docx', 'ai'] as const;
export type ExtractionMethod = (typeof EXTRACTION_METHODS)[number];

export const reviewedDocumentSchema = z.strictObject({
  documentId: z.string(),
  /** The file name as uploaded. */
  name: z.string(),
  kind: z.enum(DOCUMENT_KIND_KEYS),
  kindLabel: z.string(),
  wrongDocument: z.boolean(),
  /** The required-document key it fulfils, or null. */
  satisfies: z.string().nullable(),
  identity: documentIdentitySchema,
  issues: z.array(documentIssueSchema),
  extraction: z.strictObject({ method: z.enum(EXTRACTION_METHODS), characters: z.number() }),
  /** A USCIS notice's facts, which the review offers to add to the case; null for any other document. */
  notice: documentNoticeSchema.nullable(),
  /** Whose document it is among the case's people, when the review is for a case and the file says; else null. */
  person: z.enum(PERSON_ROLES).nullable(),
});
export type ReviewedDocument = z.infer<typeof reviewedDocumentSchema>;

/** A required document that a review did not find (a case's details answer it too: shared/cases/case-views.ts). */
export const missingDocumentSchema = z.strictObject({ key: z.string(), label: z.string() });
export type MissingDocument = z.infer<typeof missingDocumentSchema>;

export const reviewReportSchema = z.strictObject({
  reportId: z.string(),
  title: z.string(),
  summary: z.string(),
  /** One line per issue, naming its file. */
  issues: z.array(z.string()),
  recommendations: z.array(z.string()),
  missing: z.array(missingDocumentSchema),
});
export type ReviewReport = z.infer<typeof reviewReportSchema>;

const reviewResultShape = {
  reviewId: z.string(),
  caseId: z.string().nullable(),
  documents: z.array(reviewedDocumentSchema),
  report: reviewReportSchema,
};

/** The 201 answer of POST /ai-assistant/documents. */
export const documentReviewResultSchema = z.strictObject(reviewResultShape);
export type DocumentReviewResult = z.infer<typeof documentReviewResultSchema>;

/** GET /ai-assistant/documents/{reviewId}: the result plus what the review was asked for. */
export const documentReviewViewSchema = z.strictObject({
  ...reviewResultShape,
  category: z.enum(DOCUMENT_CATEGORY_KEYS),
  country: z.string(),
  comment: z.string(),
  createdAt: z.string(),
  /** The live share link, if any (its token is shown only when it is made). */
  share: z.strictObject({ shareId: z.string(), expiresAt: z.string() }).nullable(),
});
export type DocumentReviewView = z.infer<typeof documentReviewViewSchema>;

/** POST /ai-assistant/documents/{reviewId}/case: the case it joined and the review as it now reads. */
export const addedToCaseSchema = z.strictObject({ caseId: z.string(), review: documentReviewViewSchema });
export type AddedToCase = z.infer<typeof addedToCaseSchema>;

/** POST /ai-assistant/documents/{reviewId}/share answers the link once; only its hash is stored. */
export const shareLinkSchema = z.strictObject({
  shareId: z.string(),
  token: z.string(),
  /** The public page, e.g. http://127.0.0.1:5000/shared/reports/<token>. */
  url: z.string(),
  expiresAt: z.string(),
});
export type ShareLink = z.infer<typeof shareLinkSchema>;

/** GET /shared/reports/{token} (no sign-in): the report only, document numbers masked, no file reachable. */
export const sharedReportViewSchema = z.strictObject({
  title: z.string(),
  summary: z.string(),
  issues: z.array(z.string()),
  recommendations: z.array(z.string()),
  missing: z.array(missingDocumentSchema),
  categoryLabel: z.string(),
  country: z.string(),
  documents: z.array(
    z.strictObject({
      name: z.string(),
      kindLabel: z.string(),
      wrongDocument: z.boolean(),
      identity: documentIdentitySchema,
      issues: z.array(documentIssueSchema),
    }),
  ),
  createdAt: z.string(),
  expiresAt: z.string(),
});
export type SharedReportView = z.infer<typeof sharedReportViewSchema>;

/** What a notice action did: the tracked application it is about, and what was added (null when it already was). */
export const noticeActionResultSchema = z.strictObject({
  caseId: z.string(),
  /** The tracked application was opened by this action (false: it already existed). */
  created: z.boolean(),
  appointmentId: z.string().nullable(),
  reminderId: z.string().nullable(),
  /** Nothing new: this notice's application, appointment or deadline was already there. */
  alreadyAdded: z.boolean(),
});
export type NoticeActionResult = z.infer<typeof noticeActionResultSchema>;
