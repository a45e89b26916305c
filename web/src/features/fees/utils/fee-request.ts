// The fee calculator's choices live in the URL (?forms=I-485,I-765&filing=paper&withPendingI485=true), so a reload or
// a shared link shows the same quote, and the case's plan can open it with the case's forms.
import { FEE_FORMS } from '@shared/fees/fee-forms';
import { HUMANITARIAN_WORK_PERMITS, I129_CLASSES } from '@shared/fees/fee-views';
import type { FeeQuoteRequest } from '../api/get-fee-quote';

export const FLAG_OPTIONS = ['reducedFee', 'feeWaiver', 'childUnder14', 'withPendingI485', 'premium', 'smallEmployer'] as const;
export type FlagOption = (typeof FLAG_OPTIONS)[number];

export interface FeeChoices {
  forms: string[];
  filing: 'online' | 'paper';
  flags: Readonly<Record<FlagOption, boolean>>;
  i129Class: (typeof I129_CLASSES)[number] | null;
  humanitarianWorkPermit: (typeof HUMANITARIAN_WORK_PERMITS)[number] | null;
}

const KNOWN = new Set(FEE_FORMS.map((entry) => entry.form));
const oneOf = <T extends string>(values: readonly T[], value: string | null): T | null =>
  values.find((candidate) => candidate === value) ?? null;

/** Which forms each option changes the fee of: an option shows only when one of them is chosen. */
export const OPTION_FORMS: Readonly<Record<FlagOption | 'i129Class' | 'humanitarianWorkPermit', readonly string[] | 'any'>> = {
  reducedFee: ['N-400'],
  feeWaiver: 'any',
  childUnder14: ['I-485'],
  withPendingI485: ['I-765', 'I-131'],
  premium: ['I-129', 'I-140'],
  smallEmployer: ['I-129', 'I-140'],
  i129Class: ['I-129'],
  humanitarianWorkPermit: ['I-765'],
};

export const optionApplies = (option: keyof typeof OPTION_FORMS, forms: readonly string[]): boolean => {
  const wanted = OPTION_FORMS[option];
  return forms.length > 0 && (wanted === 'any' || wanted.some((form) => forms.includes(form)));
};

export function choicesFrom(params: URLSearchParams): FeeChoices {
  const forms = [...new Set((params.get('forms') ?? '').split(',').map((form) => form.trim().toUpperCase()))].filter((form) =>
    KNOWN.has(form),
  );
  const flags = Object.fromEntries(FLAG_OPTIONS.map((flag) => [flag, params.get(flag) === 'true'])) as Record<FlagOption, boolean>;
  return {
    forms,
    filing: params.get('filing') === 'paper' ? 'paper' : 'online',
    flags,
    i129Class: oneOf(I129_CLASSES, params.get('i129Class')),
    humanitarianWorkPermit: oneOf(HUMANITARIAN_WORK_PERMITS, params.get('humanitarianWorkPermit')),
  };
}

/** The URL of the choices: only the options that apply to the forms chosen. */
export function paramsOf(choices: FeeChoices): URLSearchParams {
  const params = new URLSearchParams();
  if (choices.forms.length > 0) params.set('forms', choices.forms.join(','));
  params.set('filing', choices.filing);
  for (const flag of FLAG_OPTIONS) if (choices.flags[flag] && optionApplies(flag, choices.forms)) params.set(flag, 'true');
  if (choices.i129Class && optionApplies('i129Class', choices.forms)) params.set('i129Class', choices.i129Class);
  if (choices.humanitarianWorkPermit && optionApplies('humanitarianWorkPermit', choices.forms))
    params.set('humanitarianWorkPermit', choices.humanitarianWorkPermit);
  return params;
}

/** The API's query for the choices; an I-129 without its classification waits for it (null). */
export function quoteRequest(choices: FeeChoices): FeeQuoteRequest | null {
  if (choices.forms.length === 0) return null;
  if (choices.forms.includes('I-129') && choices.i129Class === null) return null;
  return Object.fromEntries(paramsOf(choices).entries()) as FeeQuoteRequest;
}
