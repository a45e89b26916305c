import { describe, expect, it } from 'vitest';
import { question } from '../testing/form-views';
import { checkDraft, draftOf, isFlagged, localToday } from './answer-value';

const TODAY = '2026-11-29';

describe('checkDraft', () => {
  it('sends cleaned answers: trimmed text, digits without separators, whole numbers as numbers', () => {
    expect(checkDraft(question(), '  García ', TODAY)).toEqual({ value: 'García', problem: null });
    expect(checkDraft(question({ id: 'beneficiary.aNumber', type: 'digits' }), 'A-012 345 678', TODAY)).toEqual({
      value: '012345678',
      problem: null,
    });
    expect(checkDraft(question({ id: 'petitioner.income', type: 'number' }), '52000', TODAY)).toEqual({ value: 52000, problem: null });
    expect(checkDraft(question({ id: 'i-485.pt8.q1', type: 'yes-no' }), false, TODAY)).toEqual({ value: false, problem: null });
  });

  it('clears an emptied answer', () => {
    expect(checkDraft(question({ type: 'date', id: 'beneficiary.birthDate' }), '', TODAY)).toEqual({ value: null, problem: null });
    expect(checkDraft(question(), '   ', TODAY)).toEqual({ value: null, problem: null });
  });

  it("refuses what the server's rules refuse, with their message", () => {
    const aNumber = question({ id: 'beneficiary.aNumber', type: 'digits' });
    expect(checkDraft(aNumber, '12345', TODAY).problem).toEqual({ key: 'validation:aNumberDigits' });
    const birth = question({ id: 'beneficiary.birthDate', type: 'date' });
    expect(checkDraft(birth, '2027-01-01', TODAY).problem).toEqual({ key: 'validation:dateNotInFuture' });
    expect(checkDraft(birth, '2026-02-30', TODAY).problem).toEqual({ key: 'validation:enterARealDate' });
    const sex = question({ id: 'beneficiary.sex', type: 'choice', options: [{ value: 'male', label: 'Male' }] });
    expect(checkDraft(sex, 'other', TODAY).problem).toEqual({ key: 'validation:answerChooseOption' });
    expect(checkDraft(sex, 'male', TODAY)).toEqual({ value: 'male', problem: null });
    expect(checkDraft(question({ id: 'petitioner.income', type: 'number' }), '52,5', TODAY).problem?.key).toBe(
      'validation:answerWholeNumber',
    );
  });
});

describe('the input helpers', () => {
  it('shows a stored answer as an input holds it', () => {
    expect([draftOf(null), draftOf('x'), draftOf(3), draftOf(true)]).toEqual(['', 'x', '3', true]);
  });

  it('flags only the answer that can bar the application', () => {
    const flagged = question({ type: 'yes-no', flag: { when: true, warning: 'A Yes can bar your application.' } });
    expect([isFlagged(flagged, true), isFlagged(flagged, false), isFlagged(flagged, ''), isFlagged(question(), true)]).toEqual([
      true,
      false,
      false,
      false,
    ]);
  });

  it("writes today in the applicant's calendar", () => {
    expect(localToday(new Date(2026, 0, 5, 23, 30))).toBe('2026-01-05');
  });
});
