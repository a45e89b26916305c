// The filing packet's own pages, before the filled forms (GET /cases/{id}/packet.pdf): a cover letter to USCIS listing
// what is enclosed (in English, as USCIS reads it), then for the applicant, in their language, the contents, the
// evidence checklist, the fees and where each person signs, and what the "Ready to file?" check still finds.
import type { Content, TDocumentDefinitions } from 'pdfmake/interfaces';
import type { FeeView } from '../../shared/forms/form-views';
import { INTL_TAGS, type Locale } from '../../shared/i18n/locale';
import { msg, type KeyIn, type MessageParams } from '../../shared/i18n/message';
import { render } from '../i18n/render';
import { renderPdf } from '../pdf/render-pdf';

export interface PacketForm {
  form: string;
  title: string;
  /** The edition filled; null for a form the applicant completes themselves (the I-130A, the I-693). */
  edition: string | null;
  officialPage: string;
}

export interface PacketContents {
  caseNumber: string;
  petitioner: string;
  beneficiary: string;
  /** YYYY-MM-DD. */
  preparedOn: string;
  forms: readonly PacketForm[];
  /** Each line already in the reader's language. */
  evidence: ReadonlyArray<{ label: string; file: string | null }>;
  fees: ReadonlyArray<{ form: string; fee: FeeView }>;
  total: FeeView;
  signatures: readonly string[];
  problems: ReadonlyArray<{ severity: 'blocker' | 'warning'; message: string }>;
}

const dollars = (locale: Locale, amount: number | null, none: string): string =>
  amount === null ? none : new Intl.NumberFormat(INTL_TAGS[locale], { style: 'currency', currency: 'USD' }).format(amount);

const heading = (text: string): Content => ({ text, fontSize: 14, bold: true, margin: [0, 16, 0, 8] });

/** The cover letter: who files what, the forms and their editions, and the evidence enclosed. English, for USCIS. */
function coverLetter(contents: PacketContents): Content[] {
  const en = (key: KeyIn<'forms'>, params?: MessageParams) => render('en', msg(key, params));
  const enclosed = contents.forms.map((form) =>
    form.edition ? `Form ${form.form}, ${form.title} (edition ${form.edition})` : `Form ${form.form}, ${form.title}`,
  );
  return [
    { text: en('forms:packetCoverTitle'), fontSize: 16, bold: true },
    { text: contents.preparedOn, margin: [0, 8, 0, 8] },
    en('forms:packetCoverTo'),
    {
      text: en('forms:packetCoverRe', { petitioner: contents.petitioner, beneficiary: contents.beneficiary }),
      bold: true,
      margin: [0, 12, 0, 8],
    },
    en('forms:packetCoverBody'),
    { ul: [...enclosed, ...contents.evidence.filter((line) => line.file).map((line) => line.file ?? '')], margin: [0, 8, 0, 8] },
    en('forms:packetCoverClosing'),
    { text: contents.petitioner, margin: [0, 24, 0, 0] },
  ];
}

export function packetCoverPdf(locale: Locale, contents: PacketContents): Promise<Buffer> {
  const t = (key: KeyIn<'forms'>, params?: MessageParams) => render(locale, msg(key, params));
  const none = t('forms:packetNoFee');
  const table = (widths: string[], rows: Content[][]): Content => ({
    table: { headerRows: 1, widths, body: rows },
    layout: 'lightHorizontalLines',
  });
  const definition: TDocumentDefinitions = {
    info: { title: t('forms:packetTitle', { caseNumber: contents.caseNumber }) },
    pageMargins: [54, 54, 54, 54],
    content: [
      ...coverLetter(contents),
      { text: t('forms:packetContents'), fontSize: 16, bold: true, pageBreak: 'before' },
      {
        ol: contents.forms.map((form) =>
          form.edition ? `${form.form} (${form.edition}): ${form.title}` : `${form.form}: ${form.title} — ${form.officialPage}`,
        ),
      },
      heading(t('forms:packetEvidence')),
      table(
        ['*', 'auto'],
        [
          [
            { text: t('forms:packetDocument'), bold: true },
            { text: t('forms:packetFile'), bold: true },
          ],
          ...contents.evidence.map((line): Content[] => [line.label, line.file ?? t('forms:packetNotUploaded')]),
        ],
      ),
      heading(t('forms:packetFees')),
      table(
        ['*', 'auto', 'auto'],
        [
          [
            { text: t('forms:packetForm'), bold: true },
            { text: t('forms:packetOnline'), bold: true },
            { text: t('forms:packetPaper'), bold: true },
          ],
          ...contents.fees.map(({ form, fee }): Content[] => [form, dollars(locale, fee.online, none), dollars(locale, fee.paper, none)]),
          [
            { text: t('forms:packetTotal'), bold: true },
            dollars(locale, contents.total.online, none),
            dollars(locale, contents.total.paper, none),
          ],
        ],
      ),
      heading(t('forms:packetSignHere')),
      { ul: [...contents.signatures] },
      heading(t('forms:packetCheck')),
      contents.problems.length === 0
        ? t('forms:packetReady')
        : {
            ul: contents.problems.map((problem) => ({
              text: [
                { text: `${t(problem.severity === 'blocker' ? 'forms:packetBlocker' : 'forms:packetWarning')} `, bold: true },
                problem.message,
              ],
            })),
          },
    ],
  };
  return renderPdf(definition);
}
