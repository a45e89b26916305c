// What the package costs, form by form, priced by the one fee engine (domain/fees/form-fee.ts) that the fee calculator
// uses too, from the one figure table. Since the April 1, 2024 fee rule (8 CFR 106.2) the I-485 fee no longer covers
// the I-765 and I-131: each is paid on its own, and an I-765 filed with or after a pending I-485 has its own lower
// fee.
import { msg, type Message } from '../../../shared/i18n/message';
import { feeRuleFor } from '../../fees/fee-schedule';
import { formFee } from '../../fees/form-fee';
import { printedForm } from '../form-maps';
import type { Answers } from '../field-map';
import { wholeForm, type Problem } from './problem';

/** In U.S. dollars; `online` is null where the form cannot be filed online (or has no online fee of its own). */
export interface Fee {
  online: number | null;
  paper: number;
}

export interface FormFee extends Fee {
  /** Why a form costs nothing, or who is paid instead of USCIS. */
  note?: Message;
  /** The official pages the amounts come from. */
  sources: readonly string[];
}

/**
 * A form's fee in a package holding `forms`: the I-765's is lower with an I-485 filed with it, the N-400's when its
 * Part 10 asks for the reduced fee (domain/fees).
 */
function feeOf(form: string, forms: readonly string[], answers: Answers): FormFee | undefined {
  const rule = feeRuleFor(printedForm(form));
  if (!rule) return undefined;
  const fee = formFee(rule, { withPendingI485: forms.includes('I-485'), reducedFee: answers['n-400.feeReduction'] === true });
  return { online: fee.online, paper: fee.paper, ...(fee.note ? { note: fee.note } : {}), sources: fee.sources };
}

/**
 * Each form's fee and the package's total. The online total is null when a form that costs something cannot be
 * filed online: the package then goes on paper. Forms the table does not know are left out (see feeProblems).
 */
export function feesFor(forms: readonly string[], answers: Answers = {}): { perForm: Record<string, FormFee>; total: Fee } {
  const perForm: Record<string, FormFee> = {};
  for (const form of forms) {
    const fee = feeOf(form, forms, answers);
    if (fee) perForm[form] = fee;
  }
  const fees = Object.values(perForm);
  const paper = fees.reduce((sum, fee) => sum + fee.paper, 0);
  const onlineOnly = fees.every((fee) => fee.online !== null || fee.paper === 0);
  const online = onlineOnly ? fees.reduce((sum, fee) => sum + (fee.online ?? 0), 0) : null;
  return { perForm, total: { online, paper } };
}

/**
 * A blocker for a form whose fee we do not know, and a warning that says the total and that each form is paid on
 * its own, which USCIS asks since the April 2024 fee rule.
 */
export function feeProblems(forms: readonly string[], answers: Answers = {}): Problem[] {
  const { perForm, total } = feesFor(forms, answers);
  const unknown = forms.filter((form) => !(form in perForm));
  const problems: Problem[] = unknown.map((form) => ({
    kind: 'fee',
    severity: 'blocker',
    message: msg('forms:readyFeeUnknown', { form }),
    refs: [wholeForm(form)],
  }));
  const paid = Object.entries(perForm).filter(([, fee]) => fee.paper > 0);
  if (paid.length > 0) {
    problems.push({
      kind: 'fee',
      severity: 'warning',
      message: msg('forms:readyFeeSeparately', { total: total.paper, count: paid.length }),
      refs: paid.map(([form]) => wholeForm(form)),
    });
  }
  return problems;
}
