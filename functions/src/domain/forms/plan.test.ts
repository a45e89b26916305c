import { describe, expect, it } from 'vitest';
import { casePlan, type PlanRecords } from './plan';

const NOW = '2026-11-29T12:00:00.000Z';
const fresh: PlanRecords = {
  status: 'Open',
  submissionDate: null,
  receiptNumber: null,
  interviewDate: null,
  eligibilityChecks: 0,
  missingEvidence: 4,
  missingAnswers: 30,
  appointments: [],
  now: NOW,
};
const states = (records: Partial<PlanRecords>) => Object.fromEntries(casePlan({ ...fresh, ...records }).map((s) => [s.step, s.state]));
const current = (records: Partial<PlanRecords>) => casePlan({ ...fresh, ...records }).find((s) => s.state === 'current')?.step;

describe("a goal's case as a plan", () => {
  it('starts at the eligibility check, and moves on as the records fill in', () => {
    expect(current({})).toBe('eligibility');
    expect(current({ eligibilityChecks: 1 })).toBe('documents');
    expect(current({ eligibilityChecks: 1, missingEvidence: 0 })).toBe('forms');
    expect(current({ eligibilityChecks: 1, missingEvidence: 0, missingAnswers: 0 })).toBe('fees');
  });

  it('counts everything before filing as done once the package is filed', () => {
    expect(states({ receiptNumber: 'IOE0123456789' })).toMatchObject({
      eligibility: 'done',
      forms: 'done',
      fees: 'done',
      file: 'done',
      biometrics: 'current',
    });
  });

  it('takes biometrics and the interview from kept appointments that have passed, not cancelled or future ones', () => {
    const filed = { submissionDate: '2026-08-01' };
    expect(current({ ...filed, appointments: [{ type: 'biometrics', startsAt: '2026-12-05T15:00:00Z', status: 'scheduled' }] })).toBe(
      'biometrics',
    );
    expect(current({ ...filed, appointments: [{ type: 'biometrics', startsAt: '2026-10-05T15:00:00Z', status: 'cancelled' }] })).toBe(
      'biometrics',
    );
    expect(current({ ...filed, appointments: [{ type: 'biometrics', startsAt: '2026-10-05T15:00:00Z', status: 'scheduled' }] })).toBe(
      'interview',
    );
    expect(current({ ...filed, interviewDate: '2026-11-20' })).toBe('decision');
    expect(casePlan({ ...fresh, ...filed, status: 'Approved' }).every((step) => step.state === 'done')).toBe(true);
  });
});
