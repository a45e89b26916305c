import { describe, expect, it } from 'vitest';
import { formatFee, formLabel } from './format';

describe('formatFee', () => {
  it('shows dollars with two decimals, and a dash when unknown', () => {
    expect(formatFee(675)).toBe('$675.00');
    expect(formatFee(1760.5)).toBe('$1,760.50');
    expect(formatFee(0)).toBe('$0.00');
    expect(formatFee(null)).toBe('—');
  });
});

describe('formLabel', () => {
  it('names the form by its code and title', () => {
    expect(formLabel('I-130')).toBe('I-130 — Petition for Alien Relative');
    expect(formLabel('X-1')).toBe('X-1');
  });
});
