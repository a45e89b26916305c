import { Timestamp } from 'firebase-admin/firestore';
import { describe, expect, it } from 'vitest';
import { paymentDocSchema } from './payments-repo';

const date = new Timestamp(1_767_609_000, 0); // 2026-01-05T10:30:00Z
const payment = {
  ownerUid: 'u1',
  date,
  method: 'Visa •••• 4242',
  reference: 'TXN-1',
  amountCents: 5000,
  currency: 'EUR',
  status: 'Paid',
  invoiceId: 'inv-1',
};

describe('paymentDocSchema', () => {
  it('reads a payment', () => {
    expect(paymentDocSchema.parse(payment)).toEqual({ ...payment, date: '2026-01-05T10:30:00.000Z' });
  });

  it('defaults the currency, rounds cents, and shows a status it cannot read as Failed', () => {
    const { currency: _currency, invoiceId: _invoice, ...rest } = payment;
    expect(paymentDocSchema.parse({ ...rest, amountCents: 4999.6, status: 'Refunded' })).toMatchObject({
      currency: 'USD',
      amountCents: 5000,
      status: 'Failed',
      invoiceId: null,
    });
  });

  it('refuses an amount typed as text and a payment without its owner', () => {
    expect(paymentDocSchema.safeParse({ ...payment, amountCents: '50.00' }).success).toBe(false);
    expect(paymentDocSchema.safeParse({ ...payment, ownerUid: undefined }).success).toBe(false);
  });
});
