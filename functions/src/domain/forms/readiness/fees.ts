// What the package costs, form by form, from the one figure table (domain/knowledge/facts/figure-table.ts), whose
// fees are those of the USCIS fee rule in force since April 1, 2024 (8 CFR 106.2). Since that rule the I-485 fee no
// longer covers the I-765 and I-131: each is paid on its own, and an I-765 filed with or after a pending I-485 has
// its own lower fee.
import { msg, type KeyIn, type Message } from '../../../shared/i18n/message';
import { FIGURES } from '../../knowledge/facts/figure-table';
import { printedForm } from '../form-maps';
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

/** Where a form's fee comes from: figure ids, or none with the reason. */
interface FeeRule {
  online?: string;
  paper?: string;
  note?: KeyIn<'forms'>;
}

/**
 * The rule for `form` in a package holding `forms`: the I-765's fee depends on an I-485 filed with it. A copy filed by
 * another person (the joint sponsor's I-864) costs what the printed form costs.
 */
function ruleFor(form: string, forms: readonly string[]): FeeRule | undefined {
  switch (printedForm(form)) {
    case 'I-130':
      return { online: 'fee-i130-online', paper: 'fee-i130-paper' };
    case 'I-130A':
      return { note: 'forms:feeNoteI130a' };
    case 'I-485':
      // USCIS takes the I-485 on paper only.
      return { paper: 'fee-i485' };
    case 'I-864':
      return { paper: 'fee-i864', note: 'forms:feeNoteI864' };
    case 'I-693':
      return { note: 'forms:feeNoteI693' };
    case 'I-765':
      // Filed with the I-485, it goes on paper in the same package.
      return forms.includes('I-485') ? { paper: 'fee-i765-with-i485' } : { online: 'fee-i765-online', paper: 'fee-i765-paper' };
    case 'I-131':
      return { online: 'fee-i131-online', paper: 'fee-i131-paper' };
    default:
      return undefined;
  }
}

function figure(id: string): { value: number; source: string } {
  const found = FIGURES.find((entry) => entry.id === id);
  // The figure ids above are fixed; a test reads each one, so a renamed figure fails there, not in a user's check.
  if (!found || found.unit !== 'usd') throw new Error(`The figure table has no fee ${id}`);
  return { value: found.value, source: found.source.url };
}

function feeOf(rule: FeeRule): FormFee {
  const online = rule.online === undefined ? undefined : figure(rule.online);
  const paper = rule.paper === undefined ? undefined : figure(rule.paper);
  const sources = [...new Set([online?.source, paper?.source].filter((source): source is string => source !== undefined))];
  return {
    online: online?.value ?? (rule.paper === undefined ? 0 : null),
    paper: paper?.value ?? 0,
    ...(rule.note ? { note: msg(rule.note) } : {}),
    sources,
  };
}

/**
 * Each form's fee and the package's total. The online total is null when a form that costs something cannot be
 * filed online: the package then goes on paper. Forms the table does not know are left out (see feeProblems).
 */
export function feesFor(forms: readonly string[]): { perForm: Record<string, FormFee>; total: Fee } {
  const perForm: Record<string, FormFee> = {};
  for (const form of forms) {
    const rule = ruleFor(form, forms);
    if (rule) perForm[form] = feeOf(rule);
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
export function feeProblems(forms: readonly string[]): Problem[] {
  const unknown = forms.filter((form) => ruleFor(form, forms) === undefined);
  const problems: Problem[] = unknown.map((form) => ({
    kind: 'fee',
    severity: 'blocker',
    message: msg('forms:readyFeeUnknown', { form }),
    refs: [wholeForm(form)],
  }));
  const { perForm, total } = feesFor(forms);
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
