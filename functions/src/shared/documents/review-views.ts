// What document review answers (POST /ai-assistant/documents, GET /ai-assistant/documents/:reviewId) and what the
// public share page shows. The shape is the contract of issue 11; the web and the chat's review_documents tool read it.
import { z } from 'zod';
import type { DocumentCategoryKey } from '../reference/categories';
import type { DocumentKind } from './document-kinds';

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
] as const;
export type IssueType = (typeof ISSUE_TYPES)[number];

export const ISSUE_SEVERITIES = ['error', 'warning', 'info'] as const;
export type IssueSeverity = (typeof ISSUE_SEVERITIES)[number];

export interface DocumentIssue {
  type: IssueType;
  severity: IssueSeverity;
  /** What is wrong and what to do, in plain words. */
  details: string;
  /** Present and 'ai' when Gemini found it; the deterministic checks leave it out. */
  by?: 'ai';
}

/** Who the document is about, as read from it. Dates are YYYY-MM-DD. */
export interface DocumentIdentity {
  fullName?: string;
  documentNumber?: string;
  dateOfBirth?: string;
  nationality?: string;
  expiryDate?: string;
}

export type ExtractionMethod = 'pdf-text' | 'ocr' | 'docx' | 'ai';

export interface ReviewedDocument {
  documentId: string;
  /** The file name as uploaded. */
  name: string;
  kind: DocumentKind;
  kindLabel: string;
  wrongDocument: boolean;
  /** The required-document key it fulfils, or null. */
  satisfies: string | null;
  identity: DocumentIdentity;
  issues: DocumentIssue[];
  extraction: { method: ExtractionMethod; characters: number };
}

/** A required document that a review did not find (a case's details answer it too: shared/cases/case-views.ts). */
export const missingDocumentSchema = z.strictObject({ key: z.string(), label: z.string() });
export type MissingDocument = z.infer<typeof missingDocumentSchema>;

export interface ReviewReport {
  reportId: string;
  title: string;
  summary: string;
  /** One line per issue, naming its file. */
  issues: string[];
  recommendations: string[];
  missing: MissingDocument[];
}

/** The 201 answer of POST /ai-assistant/documents. */
export interface DocumentReviewResult {
  reviewId: string;
  caseId: string | null;
  documents: ReviewedDocument[];
  report: ReviewReport;
}

/** GET /ai-assistant/documents/:reviewId: the result plus what the review was asked for. */
export interface DocumentReviewView extends DocumentReviewResult {
  category: DocumentCategoryKey;
  country: string;
  comment: string;
  createdAt: string;
  /** The live share link, if any (its token is shown only when it is made). */
  share: { shareId: string; expiresAt: string } | null;
}

/** POST /ai-assistant/documents/:reviewId/share answers the link once; only its hash is stored. */
export interface ShareLink {
  shareId: string;
  token: string;
  /** The public page, e.g. http://127.0.0.1:5000/shared/reports/<token>. */
  url: string;
  expiresAt: string;
}

/** GET /shared/reports/:token (no sign-in): the report only, document numbers masked, no file reachable. */
export interface SharedReportView {
  title: string;
  summary: string;
  issues: string[];
  recommendations: string[];
  missing: MissingDocument[];
  categoryLabel: string;
  country: string;
  documents: Array<{ name: string; kindLabel: string; wrongDocument: boolean; identity: DocumentIdentity; issues: DocumentIssue[] }>;
  createdAt: string;
  expiresAt: string;
}
