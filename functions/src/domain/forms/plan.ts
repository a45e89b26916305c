// A goal's case as a plan: check eligibility, gather documents, prepare forms, pay fees, file, biometrics,
// interview, decision. Each step's state comes from the case's own records, and the first step not done is the
// current one, the next thing to do. Pure: the service reads the records.
import type { CaseStatus } from '../../shared/cases/case-status';
import { PLAN_STEPS, type PlanStepView } from '../../shared/forms/form-views';

export interface PlanRecords {
  status: CaseStatus;
  /** YYYY-MM-DD, when the package was filed. */
  submissionDate: string | null;
  receiptNumber: string | null;
  interviewDate: string | null;
  eligibilityChecks: number;
  /** Evidence items the package asks for that no document fulfils yet, blocking ones. */
  missingEvidence: number;
  /** Required answers still missing across the filed forms. */
  missingAnswers: number;
  /** Kept appointments of the case, by type, with their start (ISO). */
  appointments: ReadonlyArray<{ type: string; startsAt: string; status: string }>;
  /** ISO date-time. */
  now: string;
}

const STEPS = PLAN_STEPS;

function attended(records: PlanRecords, type: string): boolean {
  return records.appointments.some((entry) => entry.type === type && entry.status !== 'cancelled' && entry.startsAt <= records.now);
}

/** What USCIS does once a package is filed; a goal names the ones its filing goes through (facts/goals.ts). */
const AFTER_FILING: readonly string[] = ['biometrics', 'interview', 'decision'];

/**
 * `afterFiling`: the goal's steps after filing; `eligibility`: whether the goal starts with an eligibility check (the
 * wizard has no check for replacing a card).
 */
export function casePlan(records: PlanRecords, afterFiling: readonly string[] = AFTER_FILING, eligibility = true): PlanStepView[] {
  const filed = records.submissionDate !== null || records.receiptNumber !== null;
  const decided = records.status === 'Approved' || records.status === 'Denied';
  const interviewed =
    attended(records, 'interview') || (records.interviewDate !== null && records.interviewDate <= records.now.slice(0, 10));
  const done: Record<(typeof STEPS)[number], boolean> = {
    eligibility: records.eligibilityChecks > 0 || filed,
    documents: records.missingEvidence === 0 || filed,
    forms: records.missingAnswers === 0 || filed,
    // We do not see USCIS's payment: the fees are paid with the filing.
    fees: filed,
    file: filed,
    biometrics: attended(records, 'biometrics') || interviewed || decided,
    interview: interviewed || decided,
    decision: decided,
  };
  const steps = STEPS.filter(
    (step) => (!AFTER_FILING.includes(step) || afterFiling.includes(step)) && (step !== 'eligibility' || eligibility),
  );
  const current = steps.find((step) => !done[step]);
  return steps.map((step) => ({ step, state: done[step] ? 'done' : step === current ? 'current' : 'todo' }));
}
