import { describe, expect, it } from 'vitest';
import { answerProblem, cleanAnswer } from './answer-rules';
import { profileFact, type Fact } from './profile-facts';

const TODAY = '2026-11-29';
const fact = (id: string): Fact => {
  const found = profileFact(id);
  if (!found) throw new Error(id);
  return found;
};
/** The message key of the problem with an answer as typed, or null. */
const problem = (id: string, typed: string | number | boolean, f: Fact = fact(id)) =>
  answerProblem(id, f, cleanAnswer(f, typed), TODAY)?.key ?? null;

describe('answer rules', () => {
  it('takes an SSN with or without dashes, and refuses impossible ones', () => {
    expect(cleanAnswer(fact('beneficiary.ssn'), '123-45-6789')).toBe('123456789');
    expect(problem('beneficiary.ssn', '123-45-6789')).toBeNull();
    for (const bad of ['12345678', '000-12-3456', '666-12-3456', '900-12-3456', '12345678a'])
      expect(problem('beneficiary.ssn', bad)).not.toBeNull();
  });

  it('takes A-Numbers of 7 to 9 digits, written with or without the A', () => {
    expect(problem('beneficiary.aNumber', 'A-123 456 789')).toBeNull();
    expect(problem('beneficiary.aNumber', '1234567')).toBeNull();
    expect(problem('beneficiary.aNumber', '123456')).toBe('validation:aNumberDigits');
    expect(problem('beneficiary.aNumber', '1234567890')).toBe('validation:aNumberDigits');
  });

  it('takes 5- and 9-digit ZIP codes only', () => {
    expect(problem('beneficiary.address.0.zip', '78701')).toBeNull();
    expect(problem('beneficiary.address.0.zip', '78701-1234')).toBeNull();
    expect(problem('beneficiary.address.0.zip', '7870')).toBe('validation:zipDigits');
  });

  it('takes real dates, and no birth in the future', () => {
    expect(problem('beneficiary.birthDate', '1990-02-28')).toBeNull();
    expect(problem('beneficiary.birthDate', '1990-02-30')).toBe('validation:enterARealDate');
    expect(problem('beneficiary.birthDate', '02/28/1990')).toBe('validation:enterARealDate');
    expect(problem('beneficiary.birthDate', '2027-01-01')).toBe('validation:dateNotInFuture');
    expect(problem('beneficiary.passportExpires', '2030-01-01')).toBeNull();
    expect(problem('beneficiary.birthDate', '1899-12-31')).toBe('validation:dateAfter1900');
  });

  it('checks yes/no, choices and numbers, and lets an empty text clear an answer', () => {
    expect(problem('beneficiary.hispanic', 'yes')).toBe('validation:answerYesOrNo');
    expect(problem('beneficiary.hispanic', false)).toBeNull();
    expect(problem('beneficiary.sex', 'female')).toBeNull();
    expect(problem('beneficiary.sex', 'F')).toBe('validation:answerChooseOption');
    expect(problem('beneficiary.heightInches', '11')).toBeNull();
    expect(problem('beneficiary.heightInches', 12)).toBe('validation:answerWholeNumber');
    expect(problem('beneficiary.familyName', '')).toBeNull();
  });

  it('refuses text that cannot be stored or is too long, and checks emails and receipt numbers', () => {
    expect(problem('beneficiary.familyName', 'Ló\u0000pez')).toBe('validation:answerBrokenText');
    expect(problem('beneficiary.familyName', 'x'.repeat(1001))).toBe('validation:answerTooLong');
    expect(problem('beneficiary.email', 'maria@example')).toBe('validation:enterAValidEmailAddress');
    expect(problem('i-485.pt2.q2.receiptNumber', 'IOE0123456789', { type: 'text' })).toBeNull();
    expect(problem('i-485.pt2.q2.receiptNumber', 'IOE01234', { type: 'text' })).not.toBeNull();
  });
});
