// The document review report as a PDF (GET /ai-assistant/documents/:reviewId/report.pdf): what the review screen
// shows, laid out like the invoice (domain/billing/invoice-pdf.ts), rendered by domain/pdf/render-pdf.ts. Its labels
// and date are in the reader's locale (domain/i18n); the report's own findings are written in English when stored.
import type { Content, TDocumentDefinitions } from 'pdfmake/interfaces';
import type { DocumentIssue, ReviewedDocument, ReviewReport } from '../../shared/documents/review-views';
import type { DocumentCategoryKey } from '../../shared/reference/categories';
import { INTL_TAGS, type Locale } from '../../shared/i18n/locale';
import { localize } from '../../shared/i18n/translate';
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
  "This report is informational only and is not legal advice. It was produced automatically from the files you uploaded and may miss problems or flag ones that do not apply to you. Check each form's instructions on uscis.gov, or ask an attorney or accredited representative, before you file.";

const METHOD_LABEL: Record<ReviewedDocument['extraction']['method'], string> = {
  'pdf-text': 'PDF text',
  ocr: 'text recognition (OCR)',
  docx: 'Word document text',
  ai: 'AI reading',
};

const SEVERITY_COLOR: Record<DocumentIssue['severity'], string> = { error: '#b3261e', warning: '#8a5a00', info: '#455a64' };

const formatDate = (iso: string, locale: Locale): string =>
  new Date(iso).toLocaleDateString(INTL_TAGS[locale], { year: 'numeric', month: 'long', day: 'numeric', timeZone: 'UTC' });

const heading = (text: string): Content => ({ text, fontSize: 13, bold: true, margin: [0, 16, 0, 6] });

function identityLines(doc: ReviewedDocument, locale: Locale): Content[] {
  const { fullName, documentNumber, dateOfBirth, nationality, expiryDate } = doc.identity;
  const lines: Array<[string, string | undefined]> = [
    ['Name', fullName],
    ['Document number', documentNumber],
    ['Date of birth', dateOfBirth],
    ['Nationality', nationality],
    ['Expires', expiryDate],
  ];
  return lines
    .filter(([, value]) => value)
    .map(([label, value]) => ({
      text: [{ text: localize(locale, '{label}: ', { label: localize(locale, label) }), bold: true }, value ?? ''],
      fontSize: 9,
    }));
}

const SEVERITY_LABEL: Record<DocumentIssue['severity'], string> = { error: 'Error', warning: 'Warning', info: 'Note' };

function documentBlock(doc: ReviewedDocument, locale: Locale): Content {
  const t = (template: string, params?: Record<string, string | number>) => localize(locale, template, params);
  return {
    unbreakable: doc.issues.length < 6,
    margin: [0, 0, 0, 10],
    stack: [
      {
        text: [
          { text: doc.name, bold: true },
          `  ${doc.kindLabel}`,
          ...(doc.wrongDocument ? [{ text: `  ${t('Wrong Document')}`, bold: true, color: SEVERITY_COLOR.error }] : []),
        ],
      },
      {
        text: t('Read from {method}, {characters} characters.', {
          method: t(METHOD_LABEL[doc.extraction.method]),
          characters: doc.extraction.characters,
        }),
        fontSize: 8,
        color: '#666666',
        margin: [0, 2, 0, 2],
      },
      ...identityLines(doc, locale),
      doc.issues.length === 0
        ? { text: t('No issues.'), fontSize: 9, margin: [0, 2, 0, 0] }
        : {
            ul: doc.issues.map((i) => ({
              text: [
                {
                  text: t('{label}: ', { label: `${t(SEVERITY_LABEL[i.severity])}${i.by === 'ai' ? ` ${t('(AI)')}` : ''}` }),
                  bold: true,
                  color: SEVERITY_COLOR[i.severity],
                },
                i.details,
              ],
              fontSize: 9,
            })),
            margin: [0, 2, 0, 0],
          },
    ],
  };
}

/**
 * The pdfmake definition: title, category, country and date, summary, per-file results, issues, advice, missing;
 * labels and the date in `locale`.
 */
export function reportPdfDefinition(input: ReviewPdfInput, locale: Locale = 'en'): TDocumentDefinitions {
  const { report } = input;
  const t = (template: string, params?: Record<string, string | number>) => localize(locale, template, params);
  const country = t('Country of origin: {country}', { country: input.country || t('not given') });
  const content: Content[] = [
    { text: report.title, fontSize: 18, bold: true },
    {
      text: `${categoryLabel(input.category)}  ·  ${country}  ·  ${formatDate(input.createdAt, locale)}`,
      color: '#555555',
      margin: [0, 4, 0, 0],
    },
    heading(t('Summary')),
    { text: report.summary },
    heading(t('Files')),
    ...input.documents.map((doc) => documentBlock(doc, locale)),
    heading(t('Issues')),
    report.issues.length > 0 ? { ul: report.issues, fontSize: 9 } : { text: t('No issues.') },
    heading(t('Recommendations')),
    report.recommendations.length > 0 ? { ul: report.recommendations, fontSize: 9 } : { text: t('None.') },
    heading(t('Missing documents')),
    report.missing.length > 0
      ? { ul: report.missing.map((m) => m.label), fontSize: 9 }
      : { text: t('None: every required document was uploaded.') },
    { text: t(REVIEW_DISCLAIMER), fontSize: 8, italics: true, color: '#666666', margin: [0, 24, 0, 0] },
  ];
  return {
    info: { title: report.title },
    pageMargins: [48, 56, 48, 56],
    footer: (page, pages) => ({
      text: `${report.reportId ? `${t('Report {id}', { id: report.reportId })}  ·  ` : ''}${t('Page {page} of {pages}', { page, pages })}`,
      fontSize: 8,
      color: '#888888',
      alignment: 'center',
      margin: [0, 24, 0, 0],
    }),
    content,
  };
}

/** The report as PDF bytes, its labels in `locale`. */
export function renderReportPdf(input: ReviewPdfInput, locale: Locale = 'en'): Promise<Buffer> {
  return renderPdf(reportPdfDefinition(input, locale));
}
