// Which figures of the one figure table (domain/knowledge/facts/figure-table.ts) make up each form's USCIS fee, and
// the options that change it, as the fee rule in force since April 1, 2024 (8 CFR 106.2, Form G-1055) and the
// charges of Pub. L. 119-21 (H.R. 1, 2025) set them. The amounts, their sources and check dates are the figures';
// this table only says which apply when. Re-read G-1055 before a release: our machines cannot reach uscis.gov.
import type { HUMANITARIAN_WORK_PERMITS, I129_CLASSES } from '../../shared/fees/fee-views';
import type { KeyIn } from '../../shared/i18n/message';

/** The I-129 classifications whose base fee differs. */
export type I129Class = (typeof I129_CLASSES)[number];

/** Which work permit an I-765 asks for, where Pub. L. 119-21 adds a charge. */
export type HumanitarianWorkPermit = (typeof HUMANITARIAN_WORK_PERMITS)[number];

/** The figures of a fee: by filing method, or one for both; without `online`, the form is filed on paper only. */
export type BaseFee = { online?: string; paper: string } | { either: string } | { none: KeyIn<'forms'> };

export interface FeeRule {
  form: string;
  base: BaseFee;
  /** What to know about the fee whatever the options (the I-864's is paid only in some cases). */
  note?: KeyIn<'forms'>;
  /** Indexed yearly by law (Pub. L. 119-21): the amount may have changed since it was checked. */
  indexed?: boolean;
  /** The N-400's reduced fee, for a household income at most 400% of the poverty guidelines (8 CFR 106.2(b)(3)). */
  reduced?: string;
  /** Whether Form I-912 can waive it (8 CFR 106.3(a)); for some forms only in some categories. */
  waivable?: 'always' | 'some-categories';
  /** The I-485 of a child under 14 filing with a parent. */
  childUnder14?: string;
  /** The I-765 filed with or after a pending I-485. */
  withPendingI485?: string;
  /** Premium processing (Form I-907), where it exists. */
  premium?: string;
  /** The I-129's base fee by classification: standard, and for employers of 25 or fewer and nonprofits. */
  byClass?: Readonly<Record<I129Class, { standard: string; small: string }>>;
  /** Charges paid with the form, each with the options under which it applies. */
  charges?: readonly Charge[];
}

export interface Charge {
  figure: string;
  /** How the charge is named in a quote's conditions. */
  label: KeyIn<'forms'>;
  indexed?: boolean;
  /** When it applies: the classifications it is for, the employer's size, the work permit. */
  classes?: readonly I129Class[];
  employer?: 'standard' | 'small';
  workPermit?: HumanitarianWorkPermit;
}

/** Where a form without a fee of its own is listed as free: the fee schedule, checked on this date. */
export const NO_FEE_SOURCE = { url: 'https://www.uscis.gov/g-1055', checkedOn: '2026-11-23' } as const;

const paperAndOnline = (form: string): BaseFee => ({ online: `fee-${form}-online`, paper: `fee-${form}-paper` });

export const FEE_SCHEDULE: readonly FeeRule[] = [
  // Family.
  { form: 'I-130', base: paperAndOnline('i130') },
  { form: 'I-130A', base: { none: 'forms:feeNoteI130a' } },
  { form: 'I-129F', base: { paper: 'fee-i129f' } },
  { form: 'I-485', base: { paper: 'fee-i485' }, childUnder14: 'fee-i485-child', waivable: 'some-categories' },
  { form: 'I-864', base: { paper: 'fee-i864' }, note: 'forms:feeNoteI864' },
  { form: 'I-693', base: { none: 'forms:feeNoteI693' } },
  { form: 'I-751', base: { paper: 'fee-i751' }, waivable: 'always' },
  { form: 'I-90', base: paperAndOnline('i90'), waivable: 'always' },
  // Work and travel.
  {
    form: 'I-765',
    base: paperAndOnline('i765'),
    withPendingI485: 'fee-i765-with-i485',
    waivable: 'some-categories',
    charges: [
      { figure: 'fee-ead-humanitarian-hr1', label: 'forms:feeChargeHumanitarianEad', workPermit: 'initial', indexed: true },
      { figure: 'fee-ead-renewal-hr1', label: 'forms:feeChargeHumanitarianEadRenewal', workPermit: 'renewal', indexed: true },
    ],
  },
  { form: 'I-131', base: paperAndOnline('i131'), waivable: 'some-categories' },
  { form: 'I-131A', base: { paper: 'fee-i131a' } },
  { form: 'I-539', base: paperAndOnline('i539'), waivable: 'some-categories' },
  {
    form: 'I-129',
    base: { paper: 'fee-i129-h1b' },
    byClass: {
      h1b: { standard: 'fee-i129-h1b', small: 'fee-i129-h1b-small' },
      l1: { standard: 'fee-i129-l1', small: 'fee-i129-l1-small' },
      o1: { standard: 'fee-i129-o1', small: 'fee-i129-o1-small' },
      'e-tn': { standard: 'fee-i129-e-tn', small: 'fee-i129-e-tn-small' },
    },
    premium: 'fee-premium-processing-i129',
    charges: [
      { figure: 'fee-asylum-program', label: 'forms:feeChargeAsylumProgram', employer: 'standard' },
      { figure: 'fee-asylum-program-small', label: 'forms:feeChargeAsylumProgram', employer: 'small' },
      { figure: 'fee-h1b-acwia', label: 'forms:feeChargeAcwia', classes: ['h1b'], employer: 'standard' },
      { figure: 'fee-h1b-acwia-small', label: 'forms:feeChargeAcwia', classes: ['h1b'], employer: 'small' },
      { figure: 'fee-h1b-fraud', label: 'forms:feeChargeFraud', classes: ['h1b', 'l1'] },
    ],
  },
  {
    form: 'I-140',
    base: { paper: 'fee-i140' },
    premium: 'fee-premium-processing-i129',
    charges: [
      { figure: 'fee-asylum-program', label: 'forms:feeChargeAsylumProgram', employer: 'standard' },
      { figure: 'fee-asylum-program-small', label: 'forms:feeChargeAsylumProgram', employer: 'small' },
    ],
  },
  { form: 'I-526E', base: { paper: 'fee-i526e' } },
  { form: 'I-829', base: { paper: 'fee-i829' } },
  // Humanitarian.
  { form: 'I-589', base: { either: 'fee-i589' }, indexed: true },
  {
    form: 'I-821',
    base: { paper: 'fee-i821-tps' },
    waivable: 'always',
    charges: [
      { figure: 'fee-tps-biometrics', label: 'forms:feeChargeTpsBiometrics' },
      { figure: 'fee-tps-hr1', label: 'forms:feeChargeTpsHr1', indexed: true },
    ],
  },
  { form: 'I-821D', base: paperAndOnline('i821d') },
  // Waivers and appeals.
  { form: 'I-601', base: { paper: 'fee-i601' }, waivable: 'some-categories' },
  { form: 'I-601A', base: { paper: 'fee-i601a' } },
  { form: 'I-212', base: { paper: 'fee-i212' }, waivable: 'some-categories' },
  { form: 'I-290B', base: { paper: 'fee-i290b' }, waivable: 'some-categories' },
  // Citizenship.
  { form: 'N-400', base: paperAndOnline('n400'), reduced: 'fee-n400-reduced', waivable: 'always' },
  { form: 'N-600', base: paperAndOnline('n600'), waivable: 'always' },
  { form: 'N-336', base: paperAndOnline('n336'), waivable: 'always' },
  { form: 'N-470', base: { paper: 'fee-n470' } },
  { form: 'N-565', base: paperAndOnline('n565'), waivable: 'always' },
  // No fee.
  { form: 'AR-11', base: { either: 'fee-ar11' } },
  { form: 'I-912', base: { either: 'fee-i912' } },
];

export const feeRuleFor = (form: string): FeeRule | undefined => {
  const wanted = form.trim().toUpperCase();
  return FEE_SCHEDULE.find((rule) => rule.form.toUpperCase() === wanted);
};
