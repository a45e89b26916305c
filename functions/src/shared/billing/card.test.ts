import { describe, expect, it } from 'vitest';
import { cardBrand, fullYear, isExpired, normalizeCardNumber, passesLuhn, validLength } from './card';

describe('card checks', () => {
  it('accepts test numbers of each network by Luhn and names the brand', () => {
    const cases: [string, string][] = [
      ['4242 4242 4242 4242', 'Visa'],
      ['5555-5555-5555-4444', 'Mastercard'],
      ['2223003122003222', 'Mastercard'],
      ['378282246310005', 'American Express'],
      ['6011111111111117', 'Discover'],
      ['30569309025904', 'Diners Club'],
      ['3530111333300000', 'JCB'],
    ];
    for (const [input, brand] of cases) {
      const digits = normalizeCardNumber(input);
      expect(passesLuhn(digits), input).toBe(true);
      expect(cardBrand(digits), input).toBe(brand);
      expect(validLength(cardBrand(digits), digits), input).toBe(true);
    }
  });

  it('rejects a number with one digit changed', () => {
    expect(passesLuhn('4242424242424241')).toBe(false);
    expect(passesLuhn('42424242a4242424')).toBe(false);
  });

  it('treats a card as valid through the end of its expiry month', () => {
    const now = new Date(Date.UTC(2026, 10, 30)); // 30 Nov 2026
    expect(isExpired(11, 2026, now)).toBe(false);
    expect(isExpired(10, 2026, now)).toBe(true);
    expect(isExpired(1, 2025, now)).toBe(true);
    expect(isExpired(1, 2027, now)).toBe(false);
    expect(fullYear(29)).toBe(2029);
  });
});
