import type { Content, TDocumentDefinitions } from 'pdfmake/interfaces';
import { renderPdf } from '../pdf/render-pdf';
import type { InvoiceView } from '../../shared/billing/billing-views';
import { formatDollars, TAX_PERCENT } from '../../shared/billing/money';
import { INTL_TAGS, type Locale } from '../../shared/i18n/locale';
import { localize, type Params } from '../../shared/i18n/translate';

// Invoice dates are calendar dates; printing them in UTC keeps the day the invoice was issued for.
const formatDate = (iso: string, locale: Locale): string =>
  new Date(iso).toLocaleDateString(INTL_TAGS[locale], { year: 'numeric', month: 'long', day: 'numeric', timeZone: 'UTC' });

/** Cents as money in `locale` ("1.234,00 US$"); English keeps the screen's own format. */
const money = (cents: number, locale: Locale): string =>
  locale === 'en'
    ? formatDollars(cents)
    : new Intl.NumberFormat(INTL_TAGS[locale], { style: 'currency', currency: 'USD' }).format(cents / 100);

const partyBlock = (heading: string, party: { name: string; address: string; email: string }): Content => ({
  stack: [{ text: heading, bold: true, margin: [0, 0, 0, 4] }, party.name, ...party.address.split('\n').filter(Boolean), party.email],
});

/** The invoice as a one-page PDF: the same figures the invoice screen shows, labels, dates and amounts in `locale`. */
export function invoicePdf(invoice: InvoiceView, locale: Locale = 'en'): Promise<Buffer> {
  const t = (template: string, params?: Params) => localize(locale, template, params);
  const formatDollars = (cents: number) => money(cents, locale);
  const definition: TDocumentDefinitions = {
    info: { title: t('Invoice {number}', { number: invoice.number }) },
    pageMargins: [48, 56, 48, 56],
    content: [
      {
        columns: [
          { text: invoice.company.name || 'Immigration AI', fontSize: 18, bold: true },
          { text: t('INVOICE'), fontSize: 18, bold: true, alignment: 'right' },
        ],
      },
      {
        margin: [0, 16, 0, 16],
        columns: [
          partyBlock(t('From'), invoice.company),
          partyBlock(t('Bill To'), invoice.billTo),
          {
            stack: [
              { text: t('Invoice #: {number}', { number: invoice.number }), bold: true, margin: [0, 0, 0, 4] },
              t('Invoice Date: {date}', { date: formatDate(invoice.date, locale) }),
              t('Due Date: {date}', { date: formatDate(invoice.dueDate, locale) }),
            ],
            alignment: 'right',
          },
        ],
      },
      {
        table: {
          headerRows: 1,
          widths: ['*', 50, 80, 80],
          body: [
            [
              { text: t('Description'), bold: true },
              { text: t('Qty'), bold: true, alignment: 'right' },
              { text: t('Price'), bold: true, alignment: 'right' },
              { text: t('Amount'), bold: true, alignment: 'right' },
            ],
            ...invoice.lineItems.map((line) => [
              line.description,
              { text: String(line.quantity), alignment: 'right' as const },
              { text: formatDollars(line.priceCents), alignment: 'right' as const },
              { text: formatDollars(line.amountCents), alignment: 'right' as const },
            ]),
          ],
        },
        layout: 'lightHorizontalLines',
      },
      {
        margin: [0, 16, 0, 0],
        table: {
          widths: ['*', 80],
          body: [
            [
              { text: t('Subtotal'), alignment: 'right' },
              { text: formatDollars(invoice.subtotalCents), alignment: 'right' },
            ],
            [
              { text: t('Tax ({percent}%)', { percent: TAX_PERCENT }), alignment: 'right' },
              { text: formatDollars(invoice.taxCents), alignment: 'right' },
            ],
            [
              { text: t('Total'), bold: true, alignment: 'right' },
              { text: formatDollars(invoice.totalCents), bold: true, alignment: 'right' },
            ],
          ],
        },
        layout: 'noBorders',
      },
      { text: t('Amounts in {currency}.', { currency: invoice.currency }), margin: [0, 24, 0, 0], fontSize: 8, color: '#666666' },
    ],
  };
  return renderPdf(definition);
}
