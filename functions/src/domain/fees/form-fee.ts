// What one form costs at USCIS with the options that change it (./fee-schedule.ts), from the one figure table: both
// filing methods, the sources and what the applicant should know. The fee calculator (./quote.ts) and a case's forms
// list and packet (domain/forms/readiness/fees.ts) both price forms here. Pure.
import { msg, type Message } from '../../shared/i18n/message';
import { FIGURES } from '../knowledge/facts/figure-table';
import type { Charge, FeeRule, HumanitarianWorkPermit, I129Class } from './fee-schedule';

export interface FeeOptions {
  /** The N-400's reduced fee. */
  reducedFee?: boolean;
  /** A fee waiver asked for with Form I-912. */
  feeWaiver?: boolean;
  /** An I-485 of a child under 14 filing with a parent. */
  childUnder14?: boolean;
  /** An I-765 filed with or after a pending I-485. */
  withPendingI485?: boolean;
  i129Class?: I129Class;
  /** An employer of 25 or fewer full-time employees, or a nonprofit (the I-129's and I-140's lower fees). */
  smallEmployer?: boolean;
  /** An I-765 for an asylum applicant, a parolee or TPS, where Pub. L. 119-21 adds a charge. */
  humanitarianWorkPermit?: HumanitarianWorkPermit;
}

export interface FormFee {
  /** In U.S. dollars; null where the form cannot be filed online. */
  online: number | null;
  paper: number;
  /** The official page of the form's own fee, and the date it was checked. */
  source: string | null;
  checkedOn: string | null;
  /** Every official page behind the amounts. */
  sources: readonly string[];
  /** What to know about the form's fee whatever the options ("No fee: it is filed with Form I-130."). */
  note: Message | null;
  /** What the amount depends on, in the order the applicant needs it (the note first). */
  conditions: readonly Message[];
}

interface Figure {
  value: number;
  source: string;
  checkedOn: string;
}

export function figure(id: string): Figure {
  const found = FIGURES.find((entry) => entry.id === id);
  // The ids of the schedule are fixed; a test reads each one, so a renamed figure fails there, not in a quote.
  if (!found || found.unit !== 'usd') throw new Error(`The figure table has no fee ${id}`);
  return { value: found.value, source: found.source.url, checkedOn: found.checkedOn };
}

/** The base fee's figures, by filing method (online null: paper only), and the condition that changed it. */
function baseFigures(rule: FeeRule, options: FeeOptions): { online: Figure | null; paper: Figure; because?: Message } | null {
  const both = (id: string, because?: Message) => ({ online: figure(id), paper: figure(id), ...(because ? { because } : {}) });
  if (options.reducedFee && rule.reduced) return both(rule.reduced, msg('forms:feeCondReduced'));
  if (options.childUnder14 && rule.childUnder14)
    return { online: null, paper: figure(rule.childUnder14), because: msg('forms:feeCondChildUnder14') };
  if (options.withPendingI485 && rule.withPendingI485)
    return { online: null, paper: figure(rule.withPendingI485), because: msg('forms:feeCondWithPendingI485') };
  if (rule.byClass) {
    const ids = rule.byClass[options.i129Class ?? 'h1b'];
    return both(
      options.smallEmployer ? ids.small : ids.standard,
      msg(options.smallEmployer ? 'forms:feeCondSmallEmployer' : 'forms:feeCondClass'),
    );
  }
  const { base } = rule;
  if ('none' in base) return null;
  if ('either' in base) return both(base.either);
  return { online: base.online ? figure(base.online) : null, paper: figure(base.paper) };
}

const chargeApplies = (charge: Charge, options: FeeOptions): boolean =>
  (charge.classes === undefined || charge.classes.includes(options.i129Class ?? 'h1b')) &&
  (charge.employer === undefined || charge.employer === (options.smallEmployer ? 'small' : 'standard')) &&
  (charge.workPermit === undefined || charge.workPermit === options.humanitarianWorkPermit);

const unique = <T>(values: readonly T[]): T[] => [...new Set(values)];

export function formFee(rule: FeeRule, options: FeeOptions = {}): FormFee {
  const base = baseFigures(rule, options);
  const charges = (rule.charges ?? [])
    .filter((charge) => chargeApplies(charge, options))
    .map((charge) => ({ charge, ...figure(charge.figure) }));
  const noteKey = rule.note ?? ('none' in rule.base ? rule.base.none : undefined);
  const note = noteKey ? msg(noteKey) : null;
  const conditions: Message[] = note ? [note] : [];
  if (base?.because) conditions.push(base.because);
  const waived = options.feeWaiver === true && rule.waivable !== undefined && base !== null;
  if (options.feeWaiver && base !== null && base.paper.value > 0) {
    if (rule.waivable === 'always') conditions.push(msg('forms:feeCondWaived'));
    else if (rule.waivable === 'some-categories') conditions.push(msg('forms:feeCondWaivedSomeCategories'));
    else conditions.push(msg('forms:feeCondNotWaivable'));
  }
  if (rule.form === 'I-131' && options.withPendingI485) conditions.push(msg('forms:feeCondI131WithI485'));
  for (const { charge, value } of charges) conditions.push(msg('forms:feeCondCharge', { charge: msg(charge.label), amount: value }));
  if (waived && charges.length > 0) conditions.push(msg('forms:feeCondChargesNotWaived'));
  if (base && base.online === null && base.paper.value > 0) conditions.push(msg('forms:feeCondPaperOnly'));
  if (rule.indexed || charges.some(({ charge }) => charge.indexed)) conditions.push(msg('forms:feeCondIndexed'));
  const extra = charges.reduce((sum, { value }) => sum + value, 0);
  const own = (entry: Figure | null | undefined): number | null => (entry ? (waived ? 0 : entry.value) + extra : null);
  const paper = own(base?.paper) ?? extra;
  // A form with no fee of its own costs nothing however it is filed.
  const online = base ? own(base.online) : extra;
  return {
    online,
    paper,
    source: base?.paper.source ?? null,
    checkedOn: base?.paper.checkedOn ?? null,
    note,
    sources: unique(
      [base?.online?.source, base?.paper.source, ...charges.map(({ source }) => source)].filter((url): url is string => url !== undefined),
    ),
    conditions,
  };
}
