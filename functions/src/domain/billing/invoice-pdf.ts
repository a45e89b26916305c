import type { Content, TDocumentDefinitions } from 'pdfmake/interfaces';
import { renderPdf } from '../pdf/render-pdf';
import type { InvoiceView } from '../../shared/billing/billing-views';
import { formatDollars, TAX_PERCENT } from '../../shared/billing/money';

// Invoice dates are calendar dates; printing them in UTC keeps the day the invoice was issued for.
const formatDate = (iso: string): string =>
  new Date(iso).toLocaleDateString('en-US', { year: 'numeric', month: 'long', day: 'numeric', timeZone: 'UTC' });

const partyBlock = (heading: string, party: { name: string; address: string; email: string }): Content => ({
  stack: [
    { text: heading, bold: true, margin: [0, 0, 0, 4] },
    party.name,
    ...party.address.split('\n').filter(Boolean),
    party.email,
  ],
});

/** The invoice as a one-page PDF: the same figures the invoice screen shows. */
export function invoicePdf(invoice: InvoiceView): Promise<Buffer> {
  const definition: TDocumentDefinitions = {
    info: { title: `Invoice ${invoice.number}` },
    pageMargins: [48, 56, 48, 56],
    content: [
      {
        columns: [
          { text: invoice.company.name || 'Immigration AI', fontSize: 18, bold: true },
          { text: 'INVOICE', fontSize: 18, bold: true, alignment: 'right' },
        ],
      },
      {
        margin: [0, 16, 0, 16],
        columns: [
          partyBlock('From', invoice.company),
          partyBlock('Bill To', invoice.billTo),
          {
            stack: [
              { text: `Invoice #: ${invoice.number}`, bold: true, margin: [0, 0, 0, 4] },
              `Invoice Date: ${formatDate(invoice.date)}`,
              `Due Date: ${formatDate(invoice.dueDate)}`,
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
              { text: 'Description', bold: true },
              { text: 'Qty', bold: true, alignment: 'right' },
              { text: 'Price', bold: true, alignment: 'right' },
              { text: 'Amount', bold: true, alignment: 'right' },
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
            [{ text: 'Subtotal', alignment: 'right' }, { text: formatDollars(invoice.subtotalCents), alignment: 'right' }],
            [{ text: `Tax (${TAX_PERCENT}%)`, alignment: 'right' }, { text: formatDollars(invoice.taxCents), alignment: 'right' }],
            [
              { text: 'Total', bold: true, alignment: 'right' },
              { text: formatDollars(invoice.totalCents), bold: true, alignment: 'right' },
            ],
          ],
        },
        layout: 'noBorders',
      },
      { text: `Amounts in ${invoice.currency}.`, margin: [0, 24, 0, 0], fontSize: 8, color: '#666666' },
    ],
  };
  return renderPdf(definition);
}
