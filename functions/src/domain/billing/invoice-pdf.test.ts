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

  it("prints its labels, dates and amounts in the reader's language", async () => {
    const text = (await new PDFParse({ data: await invoicePdf(invoice(), 'de') }).getText()).text.replace(/\s+/g, ' ');
    for (const expected of ['RECHNUNG', 'Rechnung an', 'Rechnungsdatum: 1. November 2026', 'Zwischensumme', '59,97', 'Beträge in USD.']) {
      expect(text).toContain(expected);
    }
    expect(text).not.toContain('Bill To');
  });
});
