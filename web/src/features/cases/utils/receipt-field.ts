// When the receipt number field shows its problem. It is checked on every keystroke, but a number still being typed
// ("EAC21") is not called wrong until the field is left or the form is sent; a mistake more typing cannot fix (an
// unknown office prefix, a letter among the digits, too many digits) shows at once.
import { normalizeReceiptNumber, receiptNumberProblem, receiptOffice } from '@shared/cases/receipt-number';
import { i18n } from '@/lib/i18n/i18n';
import { issueTextMessage } from '@/lib/i18n/server-message';

function stillTyping(receipt: string): boolean {
  if (/^[A-Z]{0,2}$/.test(receipt)) return true;
  return /^[A-Z]{3}\d{0,9}$/.test(receipt) && receiptOffice(receipt) !== null;
}

/** The field's error, or null. `touched`: the field was left or the form was sent. */
export function receiptFieldError(value: string, touched: boolean): string | null {
  const keyed = receiptNumberProblem(value);
  const problem = keyed && issueTextMessage(keyed);
  if (!problem || touched) return problem;
  return stillTyping(normalizeReceiptNumber(value)) ? null : problem;
}

/** The helper line under a valid or unfinished number: the office a valid one names, else the format. */
export function receiptFieldHint(value: string): string {
  if (receiptNumberProblem(value)) return i18n.t('cases:receipt.formatHint');
  return `${normalizeReceiptNumber(value)} · ${receiptOffice(value) ?? 'USCIS'}`;
}
