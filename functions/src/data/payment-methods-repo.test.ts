import { Timestamp } from 'firebase-admin/firestore';
import { describe, expect, it } from 'vitest';
import { paymentMethodDocSchema } from './payment-methods-repo';

const card = {
  ownerUid: 'u1',
  brand: 'Visa',
  last4: '4242',
  expMonth: 8,
  expYear: 2029,
  holder: 'Ana',
  isDefault: true,
  createdAt: new Timestamp(1_767_609_000, 0),
};

describe('paymentMethodDocSchema', () => {
  it('reads a card, with a brand and default flag for one added by hand', () => {
    expect(paymentMethodDocSchema.parse(card)).toEqual({ ...card, createdAt: '2026-01-05T10:30:00.000Z' });
    expect(paymentMethodDocSchema.parse({ ...card, brand: undefined, isDefault: undefined })).toMatchObject({
      brand: 'Card',
      isDefault: false,
    });
  });

  it('refuses an expiry typed as text', () => {
    expect(paymentMethodDocSchema.safeParse({ ...card, expMonth: '08' }).success).toBe(false);
  });
});
