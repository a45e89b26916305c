import { describe, expect, it } from 'vitest';
import { cardToKeep } from './payment-card';

describe('cardToKeep', () => {
  it('keeps the brand, the last four digits, the expiry and the holder, never the number or the CVC', () => {
    const kept = cardToKeep({ number: '4242424242424242', expMonth: 12, expYear: 2031, holder: 'Ada Applicant', cvc: '123' });
    expect(kept).toEqual({ brand: 'Visa', last4: '4242', expMonth: 12, expYear: 2031, holder: 'Ada Applicant' });
    expect(JSON.stringify(kept)).not.toContain('424242424242');
    expect(JSON.stringify(kept)).not.toContain('123');
  });

  it('names the brand from the number', () => {
    expect(cardToKeep({ number: '378282246310005', expMonth: 1, expYear: 2030, holder: 'A' })).toMatchObject({
      brand: 'American Express',
      last4: '0005',
    });
  });
});
