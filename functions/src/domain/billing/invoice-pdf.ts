// The invoice as a PDF (GET /billing/invoices/{id}/pdf, in the request language). Its labels are keyed Messages
// (locales/<locale>/billing.json) rendered in the reader's language; dates and amounts are written with Intl.
import type { Content, TDocumentDefinitions } from 'pdfmake/interfaces';
import { render } from '../i18n/render';
import { renderPdf } from '../pdf/render-pdf';
import type { InvoiceView } from '../../shared/billing/billing-views';
import { formatDollars, TAX_PERCENT } from '../../shared/billing/money';
import { INTL_TAGS, type Locale } from '../../shared/i18n/locale';
import { type KeyIn, type MessageParams, msg } from '../../shared/i18n/message';

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
  const t = (key: KeyIn<'billing'>, params?: MessageParams) => render(locale, msg(key, params));
  const formatDollars = (cents: number) => money(cents, locale);
  const definition: TDocumentDefinitions = {
    info: { title: t('billing:documentTitle', { number: invoice.number }) },
    pageMargins: [48, 56, 48, 56],
    content: [
      {
        columns: [
          { text: invoice.company.name || 'Immigration AI', fontSize: 18, bold: true },
          { text: t('billing:heading'), fontSize: 18, bold: true, alignment: 'right' },
        ],
      },
      {
        margin: [0, 16, 0, 16],
        columns: [
          partyBlock(t('billing:from'), invoice.company),
          partyBlock(t('billing:billTo'), invoice.billTo),
          {
            stack: [
              { text: t('billing:invoiceNumber', { number: invoice.number }), bold: true, margin: [0, 0, 0, 4] },
              t('billing:invoiceDate', { date: formatDate(invoice.date, locale) }),
              t('billing:dueDate', { date: formatDate(invoice.dueDate, locale) }),
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
              { text: t('billing:description'), bold: true },
              { text: t('billing:quantity'), bold: true, alignment: 'right' },
              { text: t('billing:price'), bold: true, alignment: 'right' },
              { text: t('billing:amount'), bold: true, alignment: 'right' },
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
              { text: t('billing:subtotal'), alignment: 'right' },
              { text: formatDollars(invoice.subtotalCents), alignment: 'right' },
            ],
            [
              { text: t('billing:tax', { percent: TAX_PERCENT }), alignment: 'right' },
              { text: formatDollars(invoice.taxCents), alignment: 'right' },
            ],
            [
              { text: t('billing:total'), bold: true, alignment: 'right' },
              { text: formatDollars(invoice.totalCents), bold: true, alignment: 'right' },
            ],
          ],
        },
        layout: 'noBorders',
      },
      { text: t('billing:amountsIn', { currency: invoice.currency }), margin: [0, 24, 0, 0], fontSize: 8, color: '#666666' },
    ],
  };
  return renderPdf(definition);
}
