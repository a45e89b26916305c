// The document review report as a PDF (GET /ai-assistant/documents/:reviewId/report.pdf): what the review screen
// shows, laid out like the invoice (domain/billing/invoice-pdf.ts), rendered by domain/pdf/render-pdf.ts.
import type { Content, TDocumentDefinitions } from 'pdfmake/interfaces';
import type { DocumentIssue, ReviewedDocument, ReviewReport } from '../../shared/documents/review-views';
import type { DocumentCategoryKey } from '../../shared/reference/categories';
import { renderPdf } from '../pdf/render-pdf';
import { categoryLabel } from './checks';

/** What the PDF shows: a DocumentReviewView has all of it. */
export interface ReviewPdfInput {
  category: DocumentCategoryKey;
  country: string;
  /** ISO timestamp of the review. */
  createdAt: string;
  documents: readonly ReviewedDocument[];
  report: Omit<ReviewReport, 'reportId'> & { reportId?: string };
}

export const REVIEW_DISCLAIMER =
  'This report is informational only and is not legal advice. It was produced automatically from the files you uploaded and may miss problems or flag ones that do not apply to you. Check each form\'s instructions on uscis.gov, or ask an attorney or accredited representative, before you file.';

const METHOD_LABEL: Record<ReviewedDocument['extraction']['method'], string> = {
  'pdf-text': 'PDF text',
  ocr: 'text recognition (OCR)',
  docx: 'Word document text',
  ai: 'AI reading',
};

const SEVERITY_COLOR: Record<DocumentIssue['severity'], string> = { error: '#b3261e', warning: '#8a5a00', info: '#455a64' };

const formatDate = (iso: string): string => new Date(iso).toLocaleDateString('en-US', { year: 'numeric', month: 'long', day: 'numeric', timeZone: 'UTC' });

const heading = (text: string): Content => ({ text, fontSize: 13, bold: true, margin: [0, 16, 0, 6] });

function identityLines(doc: ReviewedDocument): Content[] {
  const { fullName, documentNumber, dateOfBirth, nationality, expiryDate } = doc.identity;
  const lines: Array<[string, string | undefined]> = [
    ['Name', fullName],
    ['Document number', documentNumber],
    ['Date of birth', dateOfBirth],
    ['Nationality', nationality],
    ['Expires', expiryDate],
  ];
  return lines.filter(([, value]) => value).map(([label, value]) => ({ text: [{ text: `${label}: `, bold: true }, value ?? ''], fontSize: 9 }));
}

function documentBlock(doc: ReviewedDocument): Content {
  return {
    unbreakable: doc.issues.length < 6,
    margin: [0, 0, 0, 10],
    stack: [
      {
        text: [
          { text: doc.name, bold: true },
          `  ${doc.kindLabel}`,
          ...(doc.wrongDocument ? [{ text: '  Wrong Document', bold: true, color: SEVERITY_COLOR.error }] : []),
        ],
      },
      { text: `Read from ${METHOD_LABEL[doc.extraction.method]}, ${doc.extraction.characters} characters.`, fontSize: 8, color: '#666666', margin: [0, 2, 0, 2] },
      ...identityLines(doc),
      doc.issues.length === 0
        ? { text: 'No issues.', fontSize: 9, margin: [0, 2, 0, 0] }
        : {
            ul: doc.issues.map((i) => ({
              text: [{ text: `${i.severity === 'error' ? 'Error' : i.severity === 'warning' ? 'Warning' : 'Note'}${i.by === 'ai' ? ' (AI)' : ''}: `, bold: true, color: SEVERITY_COLOR[i.severity] }, i.details],
              fontSize: 9,
            })),
            margin: [0, 2, 0, 0],
          },
    ],
  };
}

/** The pdfmake definition: title, category, country and date, summary, per-file results, issues, advice, missing. */
export function reportPdfDefinition(input: ReviewPdfInput): TDocumentDefinitions {
  const { report } = input;
  const content: Content[] = [
    { text: report.title, fontSize: 18, bold: true },
    { text: `${categoryLabel(input.category)}  ·  Country of origin: ${input.country || 'not given'}  ·  ${formatDate(input.createdAt)}`, color: '#555555', margin: [0, 4, 0, 0] },
    heading('Summary'),
    { text: report.summary },
    heading('Files'),
    ...input.documents.map(documentBlock),
    heading('Issues'),
    report.issues.length > 0 ? { ul: report.issues, fontSize: 9 } : { text: 'No issues.' },
    heading('Recommendations'),
    report.recommendations.length > 0 ? { ul: report.recommendations, fontSize: 9 } : { text: 'None.' },
    heading('Missing documents'),
    report.missing.length > 0 ? { ul: report.missing.map((m) => m.label), fontSize: 9 } : { text: 'None: every required document was uploaded.' },
    { text: REVIEW_DISCLAIMER, fontSize: 8, italics: true, color: '#666666', margin: [0, 24, 0, 0] },
  ];
  return {
    info: { title: report.title },
    pageMargins: [48, 56, 48, 56],
    footer: (page, pages) => ({ text: `${report.reportId ? `Report ${report.reportId}  ·  ` : ''}Page ${page} of ${pages}`, fontSize: 8, color: '#888888', alignment: 'center', margin: [0, 24, 0, 0] }),
    content,
  };
}

/** The report as PDF bytes. */
export function renderReportPdf(input: ReviewPdfInput): Promise<Buffer> {
  return renderPdf(reportPdfDefinition(input));
}
