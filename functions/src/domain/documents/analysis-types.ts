// The inputs and outputs of document review's analysis (review.ts). Extraction (functions/src/extraction/) turns each
// upload into an ExtractedFile; the analysis is pure: same files, same profile, same day, same findings.
import type { DocumentCategoryKey } from '../../shared/reference/categories';
import type { FamilyFiling } from '../../shared/reference/required-documents';
import type { CasePerson } from './people-match';
import type { DocumentIssue, ExtractionMethod, ReviewedDocument, ReviewReport } from '../../shared/documents/review-views';
import type { UploadKind } from '../../shared/settings/upload-policy';

/** One page as extraction saw it. */
export interface ExtractedPage {
  text: string;
  /** 0-100 from OCR; absent for a text layer. */
  confidence?: number;
}

/** Brightness of an image, 0 (black) to 255 (white): its mean, and how much it varies (standard deviation). */
export interface ImageTone {
  mean: number;
  deviation: number;
}

/** A PDF's fillable fields: how many, the filled text fields' values and the checked boxes, by field name. */
export interface PdfFormFields {
  fields: number;
  values: Readonly<Record<string, string>>;
  checked: readonly string[];
}

export interface ExtractedFile {
  documentId: string;
  /** The file name as uploaded. */
  name: string;
  uploadKind: UploadKind;
  /** SHA-256 of the bytes, hex: two uploads of the same file are duplicates. */
  sha256: string;
  method: ExtractionMethod;
  pages: ExtractedPage[];
  /** Pixel size of an image upload (a photo has little text), and its tone when it could be measured. */
  image?: { width: number; height: number; tone?: ImageTone };
  /** Pages not read: beyond the page limit of a long PDF (extraction/extract-file.ts MAX_PDF_PAGES). */
  pagesNotRead?: number;
  /** A fillable PDF's fields (a form filled on screen, or left blank). */
  form?: PdfFormFields;
}

/** Who the applicant is, from their profile or the case, to compare the documents with. */
export interface ApplicantProfile {
  fullName?: string;
  dateOfBirth?: string;
}

/** What Gemini read in one file, when Vertex AI is configured (ai/vertex/document-reader.ts). */
export interface AiReading {
  /** The text it read; used only when local extraction found almost none (then the method is 'ai'). */
  text?: string;
  /** Its own findings, added with `by: 'ai'`; they never replace a deterministic one. */
  findings: Array<Omit<DocumentIssue, 'by'>>;
}

export interface AnalysisInput {
  category: DocumentCategoryKey;
  country: string;
  /** A family review's filing, inside the U.S. or abroad, when known. */
  filing?: FamilyFiling;
  /** The people of the case the review is for, whose documents the files are matched to. */
  people?: readonly CasePerson[];
  files: readonly ExtractedFile[];
  applicant: ApplicantProfile;
  /** YYYY-MM-DD. */
  today: string;
  /** By documentId; absent without Vertex AI. */
  ai?: Readonly<Record<string, AiReading>>;
}

export interface AnalysisOutput {
  documents: ReviewedDocument[];
  /** The report without its id, which the service gives it when it is stored. */
  report: Omit<ReviewReport, 'reportId'>;
}
