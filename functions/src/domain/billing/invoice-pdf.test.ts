import { describe, expect, it } from 'vitest';
import { PDFParse } from 'pdf-parse';
import { toInvoiceView } from './invoice';
import { invoicePdf } from './invoice-pdf';

const invoice = () =>
  toInvoiceView({
    id: 'inv1',
    number: 'INV-1',
    date: '2026-11-01T00:00:00.000Z',
    dueDate: '2026-11-15T00:00:00.000Z',
    currency: 'USD',
    company: { name: 'Immigration AI, Inc.', address: '1 Main St', email: 'billing@example.test' },
    billTo: { name: 'Ada Applicant', address: '2 Side St\nSpringfield', email: 'ada@example.test' },
    lineItems: [{ description: 'Document review', quantity: 3, priceCents: 1999 }],
  });

describe('invoicePdf', () => {
  it('prints Bill To, the line items and the totals in dollars', async () => {
    const view = invoice();
    expect(view).toMatchObject({ subtotal: 59.97, tax: 6, total: 65.97 });
    const text = (await new PDFParse({ data: await invoicePdf(view) }).getText()).text;
    for (const expected of [
      'Bill To',
      'Ada Applicant',
      'Document review',
      '$19.99',
      '$59.97',
      '$6.00',
      '$65.97',
      'November 1, 2026',
      'November 15, 2026',
    ]) {
      expect(text).toContain(expected);
    }
  });

  it.each([
    [
      'es',
      [
        'FACTURA',
        'Facturar a',
        'Factura n.º: INV-1',
        'Fecha de la factura: 1 de noviembre de 2026',
        'Cant.',
        'Impuesto (10 %)',
        'Importes en USD.',
      ],
    ],
    [
      'fr',
      [
        'FACTURE',
        'Facturer à',
        'Date de facture : 1 novembre 2026',
        'Date d’échéance : 15 novembre 2026',
        'Qté',
        'Sous-total',
        '59,97',
        'Montants en USD.',
      ],
    ],
    ['de', ['RECHNUNG', 'Rechnung an', 'Rechnungsdatum: 1. November 2026', 'Zwischensumme', '59,97', 'Beträge in USD.']],
  ] as const)("prints its labels, dates and amounts in the reader's language (%s)", async (locale, words) => {
    const text = (await new PDFParse({ data: await invoicePdf(invoice(), locale) }).getText()).text.replace(/\s+/g, ' ');
    for (const expected of words) expect(text).toContain(expected);
    for (const english of ['Bill To', 'Invoice Date', 'Due Date', 'Amounts in']) expect(text).not.toContain(english);
  });
});
