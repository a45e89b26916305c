import { describe, expect, it } from 'vitest';
import { PDFParse } from 'pdf-parse';
import { toInvoiceView } from './invoice';
import { invoicePdf } from './invoice-pdf';

describe('invoicePdf', () => {
  it('prints Bill To, the line items and the totals in dollars', async () => {
    const view = toInvoiceView({
      id: 'inv1',
      number: 'INV-1',
      date: '2026-11-01T00:00:00.000Z',
      dueDate: '2026-11-15T00:00:00.000Z',
      currency: 'USD',
      company: { name: 'Immigration AI, Inc.', address: '1 Main St', email: 'billing@example.test' },
      billTo: { name: 'Ada Applicant', address: '2 Side St\nSpringfield', email: 'ada@example.test' },
      lineItems: [{ description: 'Document review', quantity: 3, priceCents: 1999 }],
    });
    expect(view).toMatchObject({ subtotal: 59.97, tax: 6, total: 65.97 });
    const text = (await new PDFParse({ data: await invoicePdf(view) }).getText()).text;
    for (const expected of ['Bill To', 'Ada Applicant', 'Document review', '$19.99', '$59.97', '$6.00', '$65.97', 'November 1, 2026', 'November 15, 2026']) {
      expect(text).toContain(expected);
    }
  });
});
