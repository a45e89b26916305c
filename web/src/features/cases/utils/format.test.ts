import { describe, expect, it } from 'vitest';
import { fieldLabel, flattenAnswers, formatDay, formatFee, formLabel } from './format';

describe('format', () => {
  it('writes calendar days without shifting them', () => {
    expect(formatDay('2026-11-02')).toBe('Nov 2, 2026');
    expect(formatDay('2026-01-01')).toBe('Jan 1, 2026');
    expect(formatDay('not a date')).toBe('not a date');
  });

  it('writes fees in dollars', () => {
    expect(formatFee(675)).toBe('$675.00');
    expect(formatFee(1225.5)).toBe('$1,225.50');
  });

  it('turns field keys into labels', () => {
    expect(fieldLabel('relationshipType')).toBe('Relationship type');
    expect(fieldLabel('LCA')).toBe('LCA');
    expect(fieldLabel('TEADesignation')).toBe('TEA designation');
    expect(fieldLabel('SEVIS')).toBe('SEVIS');
    expect(fieldLabel('country_of_birth')).toBe('Country of birth');
    expect(fieldLabel('dob')).toBe('Date of birth');
  });

  it('flattens nested answers, skipping blanks', () => {
    const answers = flattenAnswers({
      fullName: 'Maria Lopez',
      immigrationHistory: { previousVisas: ['B-2', 'F-1'], overstays: false, visaRefusals: '' },
      publicCharge: { debts: 0, monthlyExpenses: 1200 },
      socialMediaHandles: [],
      interpreterNeeds: null,
    });
    expect(answers).toEqual([
      { key: 'fullName', label: 'Full name', value: 'Maria Lopez' },
      { key: 'immigrationHistory.previousVisas', label: 'Immigration history › Previous visas', value: 'B-2, F-1' },
      { key: 'immigrationHistory.overstays', label: 'Immigration history › Overstays', value: 'No' },
      { key: 'publicCharge.debts', label: 'Public charge › Debts', value: '0' },
      { key: 'publicCharge.monthlyExpenses', label: 'Public charge › Monthly expenses', value: '1200' },
    ]);
  });
});

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
