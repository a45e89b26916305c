import { Timestamp } from 'firebase-admin/firestore';
import { describe, expect, it } from 'vitest';
import { invoiceDocSchema } from './invoices-repo';

const date = new Timestamp(1_767_609_000, 0); // 2026-01-05T10:30:00Z
const party = { name: 'Immigration AI, Inc.', address: '100 Market Street', email: 'billing@example.test' };
const invoice = {
  ownerUid: 'u1',
  number: 'INV-2026-0101',
  date,
  dueDate: '2026-01-19',
  currency: 'USD',
  company: party,
  billTo: { name: 'Ana' },
  lineItems: [
    { description: 'Plan', quantity: 2, priceCents: 500.4 },
    { description: 'Review', priceCents: 100 },
  ],
};

describe('invoiceDocSchema', () => {
  it('reads an invoice, with defaults for what a hand-made one may leave out', () => {
    expect(invoiceDocSchema.parse(invoice)).toEqual({
      ...invoice,
      date: '2026-01-05T10:30:00.000Z',
      dueDate: '2026-01-19T00:00:00.000Z',
      billTo: { name: 'Ana', address: '', email: '' },
      lineItems: [
        { description: 'Plan', quantity: 2, priceCents: 500 },
        { description: 'Review', quantity: 1, priceCents: 100 },
      ],
    });
    expect(invoiceDocSchema.parse({ ...invoice, number: undefined, currency: undefined }).number).toBeNull();
  });

  it('refuses line items of the wrong shape and a missing due date', () => {
    expect(invoiceDocSchema.safeParse({ ...invoice, lineItems: ['Plan'] }).success).toBe(false);
    expect(invoiceDocSchema.safeParse({ ...invoice, dueDate: undefined }).success).toBe(false);
  });
});
