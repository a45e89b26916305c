// The document review report as a PDF (GET /ai-assistant/documents/{reviewId}/report.pdf): what the review screen
// shows, laid out like the invoice (domain/billing/invoice-pdf.ts), rendered by domain/pdf/render-pdf.ts. Its labels
// are keyed Messages (locales/<locale>/document-review.json) rendered in the reader's language, the date is written
// with Intl; the report's own findings are written in English when stored.
import type { Content, TDocumentDefinitions } from 'pdfmake/interfaces';
import type { DocumentIssue, ExtractionMethod, ReviewedDocument, ReviewReport } from '../../shared/documents/review-views';
import type { DocumentCategoryKey } from '../../shared/reference/categories';
import { INTL_TAGS, type Locale } from '../../shared/i18n/locale';
import { type KeyIn, type Message, type MessageParams, msg } from '../../shared/i18n/message';
import { render } from '../i18n/render';
import { renderPdf } from '../pdf/render-pdf';
import { categoryLabel } from './checks';

type ReportKey = KeyIn<'document-review'>;

/** What the PDF shows: a DocumentReviewView has all of it. */
export interface ReviewPdfInput {
  category: DocumentCategoryKey;
  country: string;
  /** ISO timestamp of the review. */
  createdAt: string;
  documents: readonly ReviewedDocument[];
  report: Omit<ReviewReport, 'reportId'> & { reportId?: string };
}

/** The disclaimer at the foot of the report. */
export const REVIEW_DISCLAIMER: Message = msg('document-review:disclaimer');

const METHOD_LABEL: Record<ExtractionMethod, ReportKey> = {
  'pdf-text': 'document-review:methodPdfText',
  ocr: 'document-review:methodOcr',
  docx: 'document-review:methodDocx',
  ai: 'document-review:methodAi',
};

const SEVERITY_LABEL: Record<DocumentIssue['severity'], ReportKey> = {
  error: 'document-review:severityError',
  warning: 'document-review:severityWarning',
  info: 'document-review:severityInfo',
};

const SEVERITY_COLOR: Record<DocumentIssue['severity'], string> = { error: '#b3261e', warning: '#8a5a00', info: '#455a64' };

type Say = (key: ReportKey, params?: MessageParams) => string;

const formatDate = (iso: string, locale: Locale): string =>
  new Date(iso).toLocaleDateString(INTL_TAGS[locale], { year: 'numeric', month: 'long', day: 'numeric', timeZone: 'UTC' });

const heading = (text: string): Content => ({ text, fontSize: 13, bold: true, margin: [0, 16, 0, 6] });

function identityLines(doc: ReviewedDocument, say: Say): Content[] {
  const { fullName, documentNumber, dateOfBirth, nationality, expiryDate } = doc.identity;
  const lines: Array<[ReportKey, string | undefined]> = [
    ['document-review:identityName', fullName],
    ['document-review:identityDocumentNumber', documentNumber],
    ['document-review:identityDateOfBirth', dateOfBirth],
    ['document-review:identityNationality', nationality],
    ['document-review:identityExpires', expiryDate],
  ];
  return lines
    .filter(([, value]) => value)
    .map(([label, value]) => ({
      text: [{ text: say('document-review:fieldLabel', { label: msg(label) }), bold: true }, value ?? ''],
      fontSize: 9,
    }));
}

function issueLabel(issue: DocumentIssue): Message {
  const severity = msg(SEVERITY_LABEL[issue.severity]);
  return msg('document-review:fieldLabel', { label: issue.by === 'ai' ? msg('document-review:aiFinding', { severity }) : severity });
}

function documentBlock(doc: ReviewedDocument, say: Say, locale: Locale): Content {
  return {
    unbreakable: doc.issues.length < 6,
    margin: [0, 0, 0, 10],
    stack: [
      {
        text: [
          { text: doc.name, bold: true },
          `  ${doc.kindLabel}`,
          ...(doc.wrongDocument ? [{ text: `  ${say('document-review:wrongDocument')}`, bold: true, color: SEVERITY_COLOR.error }] : []),
        ],
      },
      {
        text: say('document-review:readFrom', {
          method: msg(METHOD_LABEL[doc.extraction.method]),
          characters: doc.extraction.characters,
        }),
        fontSize: 8,
        color: '#666666',
        margin: [0, 2, 0, 2],
      },
      ...identityLines(doc, say),
      doc.issues.length === 0
        ? { text: say('document-review:noIssues'), fontSize: 9, margin: [0, 2, 0, 0] }
        : {
            ul: doc.issues.map((i) => ({
              text: [{ text: render(locale, issueLabel(i)), bold: true, color: SEVERITY_COLOR[i.severity] }, i.details],
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
  const say: Say = (key, params) => render(locale, msg(key, params));
  const country = say('document-review:countryOfOrigin', { country: input.country || msg('document-review:countryNotGiven') });
  const content: Content[] = [
    { text: report.title, fontSize: 18, bold: true },
    {
      text: `${categoryLabel(input.category)}  ·  ${country}  ·  ${formatDate(input.createdAt, locale)}`,
      color: '#555555',
      margin: [0, 4, 0, 0],
    },
    heading(say('document-review:summary')),
    { text: report.summary },
    heading(say('document-review:files')),
    ...input.documents.map((doc) => documentBlock(doc, say, locale)),
    heading(say('document-review:issues')),
    report.issues.length > 0 ? { ul: report.issues, fontSize: 9 } : { text: say('document-review:noIssues') },
    heading(say('document-review:recommendations')),
    report.recommendations.length > 0 ? { ul: report.recommendations, fontSize: 9 } : { text: say('document-review:noRecommendations') },
    heading(say('document-review:missingDocuments')),
    report.missing.length > 0 ? { ul: report.missing.map((m) => m.label), fontSize: 9 } : { text: say('document-review:nothingMissing') },
    { text: render(locale, REVIEW_DISCLAIMER), fontSize: 8, italics: true, color: '#666666', margin: [0, 24, 0, 0] },
  ];
  return {
    info: { title: report.title },
    pageMargins: [48, 56, 48, 56],
    footer: (page, pages) => ({
      text: `${report.reportId ? `${say('document-review:reportId', { id: report.reportId })}  ·  ` : ''}${say('document-review:pageOf', { page, pages })}`,
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
