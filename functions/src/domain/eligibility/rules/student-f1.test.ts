import { describe, expect, it } from 'vitest';
import { analyse, outcomeOf } from '../testing/applicant-fixture';

describe('Student (F-1)', () => {
  it('qualifies with an I-20, the SEVIS fee, English and enough money', () => {
    expect(analyse('Student (F-1)').findings.every((f) => f.outcome === 'pass')).toBe(true);
  });

  it('fails one dollar short of the annual cost and passes exactly at it', () => {
    const short = analyse('Student (F-1)', { fundsAvailable: 54_999, annualCost: 55_000 });
    expect(short.eligible).toBe(false);
    expect(short.reasons[0]).toContain('$1 short');
    expect(outcomeOf(analyse('Student (F-1)', { fundsAvailable: 55_000, annualCost: 55_000 }), 'f1.financial-support')).toBe('pass');
  });

  it.each([
    ['hasI20', 'f1.form-i20'],
    ['sevisFeePaid', 'f1.sevis-fee'],
    ['englishProficiency', 'f1.english-proficiency'],
  ] as const)('fails without %s', (field, ruleId) => {
    const analysis = analyse('Student (F-1)', { [field]: false });
    expect(analysis.eligible).toBe(false);
    expect(outcomeOf(analysis, ruleId)).toBe('fail');
  });

  it('fails when the student has no residence abroad to return to', () => {
    expect(outcomeOf(analyse('Student (F-1)', { residenceAbroad: false }), 'f1.residence-abroad')).toBe('fail');
  });
});
