import { describe, expect, it } from 'vitest';
import { formatDollars, invoiceTotals } from './money';

describe('invoice totals', () => {
  it('adds 10% tax on the subtotal, rounded half-up to the cent', () => {
    expect(
      invoiceTotals([
        { description: 'a', quantity: 1, priceCents: 3545 },
        { description: 'b', quantity: 2, priceCents: 500 },
      ]),
    ).toEqual({
      subtotalCents: 4545,
      taxCents: 455,
      totalCents: 5000,
    });
    expect(invoiceTotals([{ description: 'a', quantity: 1, priceCents: 3636 }]).totalCents).toBe(4000);
    expect(invoiceTotals([]).totalCents).toBe(0);
  });

  it('formats dollars with two decimals', () => {
    expect(formatDollars(5000)).toBe('$50.00');
    expect(formatDollars(123456)).toBe('$1,234.56');
    expect(formatDollars(5)).toBe('$0.05');
  });
});
