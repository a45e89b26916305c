import { describe, expect, it } from 'vitest';
import { renderEnglish } from '../../i18n/render';
import type { Answers } from '../field-map';
import { findGoal } from '../facts/goals';
import { FORM_MAPS } from '../form-maps';
import { identityProblems } from './identity';

const PASSPORT = { fullName: 'María Pérez López', dateOfBirth: '1992-03-14', documentNumber: 'G12345678', nationality: 'Mexico' };
const MATCHING: Answers = {
  'beneficiary.givenName': 'Maria',
  'beneficiary.familyName': 'Perez Lopez',
  'beneficiary.birthDate': '1992-03-14',
  'beneficiary.passportNumber': 'g 1234 5678',
};
/** The marriage package's forms: the beneficiary's identity is printed on each. */
const MARRIAGE_MAPS = FORM_MAPS.filter((map) => findGoal('marriage-adjustment')?.forms.some((entry) => entry.form === map.form));
const check = (answers: Answers, passports = [PASSPORT]) => identityProblems({ answers, passports, maps: MARRIAGE_MAPS });

describe('identityProblems', () => {
  it('finds nothing when the answers match the passport, accents, case and spacing aside', () => {
    expect(check(MATCHING)).toEqual([]);
  });

  it('finds nothing without a reviewed passport, or before the facts are answered', () => {
    expect(check(MATCHING, [])).toEqual([]);
    expect(check({})).toEqual([]);
  });

  it('warns of a birth date, a passport number and a name that differ, each pointing at every form that prints it', () => {
    const problems = check({
      ...MATCHING,
      'beneficiary.birthDate': '1992-04-13',
      'beneficiary.passportNumber': 'G12345679',
      'beneficiary.familyName': 'Garcia',
    });
    expect(problems.map((problem) => [problem.kind, problem.severity])).toEqual([
      ['inconsistent', 'warning'],
      ['inconsistent', 'warning'],
      ['inconsistent', 'warning'],
    ]);
    expect(renderEnglish(problems[0]!.message)).toContain('(1992-04-13) differs from the passport reviewed in this case (1992-03-14)');
    expect(renderEnglish(problems[1]!.message)).toContain('(G12345679)');
    expect(renderEnglish(problems[2]!.message)).toContain('(María Pérez López)');
    const birthForms = new Set(problems[0]!.refs.map((ref) => ref.form));
    expect([...birthForms].sort()).toEqual(['I-130', 'I-131', 'I-485', 'I-765', 'I-864', 'I-864 (joint sponsor)']);
    expect(problems[0]!.refs.every((ref) => ref.questionId === 'beneficiary.birthDate' && ref.item !== '')).toBe(true);
  });

  it('compares the newest passport only', () => {
    const renewed = { ...PASSPORT, documentNumber: 'N98765432' };
    expect(check(MATCHING, [renewed, PASSPORT]).map((problem) => problem.refs[0]?.questionId)).toEqual(['beneficiary.passportNumber']);
  });
});
