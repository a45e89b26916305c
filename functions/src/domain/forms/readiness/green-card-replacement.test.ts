import { describe, expect, it } from 'vitest';
import { renderEnglish } from '../../i18n/render';
import { casePlan, type PlanRecords } from '../plan';
import { prefillAnswers } from '../prefill';
import { greenCardReplacementProblems } from './green-card-replacement';

describe('the I-90 goal', () => {
  it('sends a conditional resident whose card expires to the I-751, as a warning on the status question', () => {
    expect(greenCardReplacementProblems({ 'i-90.status': 'lpr' })).toEqual([]);
    const [problem] = greenCardReplacementProblems({ 'i-90.status': 'conditional' });
    expect(problem).toMatchObject({ kind: 'inconsistent', severity: 'warning', refs: [{ form: 'I-90', part: '2', item: '1.c' }] });
    expect(renderEnglish(problem!.message)).toContain('file Form I-751 (or I-829) to remove the conditions instead');
  });

  it('has a plan without the interview step when its goal has none after filing', () => {
    const records: PlanRecords = {
      status: 'Open',
      submissionDate: null,
      receiptNumber: null,
      interviewDate: null,
      eligibilityChecks: 0,
      missingEvidence: 0,
      missingAnswers: 0,
      appointments: [],
      now: '2026-11-29T12:00:00.000Z',
    };
    expect(casePlan(records, ['biometrics', 'decision']).map((step) => step.step)).not.toContain('interview');
    expect(casePlan(records).map((step) => step.step)).toContain('interview');
    expect(casePlan(records, ['biometrics', 'decision'], false)[0]).toEqual({ step: 'documents', state: 'done' });
  });

  it("prefills the account holder's facts as the applicant", () => {
    expect(prefillAnswers({ email: 'rosa@example.com', passports: [], eligibility: null }, '2026-11-29', 'applicant')).toEqual({
      'applicant.email': 'rosa@example.com',
    });
  });
});
