// The 'Edit case details' form: a case's editable fields as its inputs hold them (text), and the smallest PATCH
// /cases/{id} that makes the edit. Checked with the API's own casePatchSchema, so the form and the server agree.
import { casePatchSchema, type CasePatch } from '@shared/cases/case-inputs';
import type { CaseSummary } from '@shared/cases/case-views';
import { issueMessage } from '@/lib/i18n/server-message';

/** In the order the form shows them (the first one with an error takes the focus). */
export const CASE_EDIT_FIELDS = [
  'caseName',
  'applicant',
  'category',
  'formType',
  'receiptNumber',
  'fee',
  'submissionDate',
  'priorityDate',
  // The Visa Bulletin row and column, which the priority-date panel reads.
  'preferenceCategory',
  'chargeability',
  'consulate',
  'interviewDate',
  'officerName',
  'officerEmail',
] as const;
export type CaseEditField = (typeof CASE_EDIT_FIELDS)[number];
export type CaseEditValues = Record<CaseEditField, string>;
export type CaseEditErrors = Partial<Record<CaseEditField, string>>;

/** `form`: a message about the edit as a whole ("Nothing to change"). */
export type CaseEditCheck = { ok: true; patch: CasePatch } | { ok: false; errors: CaseEditErrors; form?: string };

const isField = (key: unknown): key is CaseEditField => (CASE_EDIT_FIELDS as readonly unknown[]).includes(key);

/** Dollars as the input shows them: whole dollars bare, otherwise with cents ("1760.50"). */
const feeText = (fee: number | null): string => (fee === null ? '' : Number.isInteger(fee) ? String(fee) : fee.toFixed(2));

/** The form's starting values. An interview stored with a time keeps only its day, as a date input holds it. */
export function caseEditValues(item: CaseSummary): CaseEditValues {
  return {
    caseName: item.caseName,
    applicant: item.applicant,
    category: item.category ?? '',
    formType: item.formType ?? '',
    receiptNumber: item.receiptNumber ?? '',
    fee: feeText(item.fee),
    submissionDate: item.submissionDate ?? '',
    priorityDate: item.priorityDate ?? '',
    preferenceCategory: item.preferenceCategory ?? '',
    chargeability: item.chargeability ?? '',
    consulate: item.consulate ?? '',
    interviewDate: item.interviewDate?.slice(0, 10) ?? '',
    officerName: item.officerName ?? '',
    officerEmail: item.officerEmail ?? '',
  };
}

const AMOUNT = /^-?(\d+(\.\d*)?|\.\d+)$/;

/**
 * Fee paid as typed ("$1,760.5", "675") in dollars; null when blank. Text that is not an amount is passed on as it
 * is, so the schema says what is wrong with it.
 */
export function parseFee(text: string): number | null | string {
  const bare = text.replace(/[$,\s]/g, '');
  if (bare === '') return null;
  return AMOUNT.test(bare) ? Number(bare) : text.trim();
}

/** Two fees are the same when they come to the same cents ("1760.5" and "1,760.50"). */
const cents = (fee: number | null | string) => (typeof fee === 'number' ? Math.round(fee * 100) : fee);

/** What the PATCH would carry for a field: trimmed text, and null for a blank optional one (it clears it). */
function wanted(field: CaseEditField, value: string): unknown {
  const text = value.trim();
  switch (field) {
    case 'caseName':
    case 'applicant':
    case 'category':
      // Required: sent blank, so the schema says it is required.
      return text;
    case 'fee':
      return parseFee(value);
    default:
      return text === '' ? null : text;
  }
}

const same = (field: CaseEditField, a: string, b: string) =>
  field === 'fee' ? cents(parseFee(a)) === cents(parseFee(b)) : wanted(field, a) === wanted(field, b);

/** The fields whose value differs from where the form started (white space and "1,760.50" vs "1760.5" aside). */
export const changedFields = (initial: CaseEditValues, values: CaseEditValues): CaseEditField[] =>
  CASE_EDIT_FIELDS.filter((field) => !same(field, initial[field], values[field]));

/**
 * The PATCH for the changed fields only, checked with casePatchSchema, or a message per field. The receipt number
 * goes as typed ("eac-21-901-23456"): the server writes it in its normal form and answers the case as stored.
 */
export function caseEditPatch(initial: CaseEditValues, values: CaseEditValues): CaseEditCheck {
  const raw: Record<string, unknown> = {};
  for (const field of changedFields(initial, values)) raw[field] = wanted(field, values[field]);
  const parsed = casePatchSchema.safeParse(raw);
  if (!parsed.success) {
    const errors: CaseEditErrors = {};
    let form: string | undefined;
    for (const issue of parsed.error.issues) {
      const field = issue.path[0];
      if (isField(field)) errors[field] ??= issueMessage(issue);
      else form ??= issueMessage(issue);
    }
    return form === undefined ? { ok: false, errors } : { ok: false, errors, form };
  }
  const patch: CasePatch = { ...parsed.data };
  if (typeof raw.receiptNumber === 'string') patch.receiptNumber = raw.receiptNumber;
  return { ok: true, patch };
}

/** The server's 400 `fields` ("fee", "applicant", sometimes nested as "a.b"), kept to the form's own fields. */
export function serverFieldErrors(fields: Record<string, string> | undefined): CaseEditErrors {
  const errors: CaseEditErrors = {};
  for (const [path, message] of Object.entries(fields ?? {})) {
    const field = path.split('.')[0];
    if (isField(field)) errors[field] ??= message;
  }
  return errors;
}
