// USCIS receipt numbers: three letters naming the receiving office, then ten digits (13 characters). Spaces and
// dashes as printed on some notices are dropped and letters upper-cased before checking, so "eac-21-901-23456"
// reads as EAC2190123456. Pure, so the web form shows the same messages as the API.
import { z } from 'zod';
import { RECEIPT_PREFIXES } from '../reference/uscis-receipt-prefixes';
import { issueText } from '../i18n/message';

const PREFIX_CODES: ReadonlySet<string> = new Set(RECEIPT_PREFIXES.map((p) => p.code));
const EXAMPLES = 'EAC, WAC, LIN, SRC, NBC, MSC or IOE';

export const normalizeReceiptNumber = (value: string): string => value.replace(/[\s\-–—]+/g, '').toUpperCase();

/** Why a receipt number is not valid (a keyed message: issueText), or null when it is. Takes the text as typed. */
export function receiptNumberProblem(value: string): string | null {
  const receipt = normalizeReceiptNumber(value);
  if (receipt === '') return issueText('validation:receiptNumberIsRequired');
  const letters = /^[A-Z]*/.exec(receipt)?.[0] ?? '';
  if (letters.length !== 3) return issueText('validation:aReceiptNumberStartsWithThreeLetters', { examples: EXAMPLES });
  if (!PREFIX_CODES.has(letters)) return issueText('validation:lettersIsNotAUSCISOfficePrefix', { letters, examples: EXAMPLES });
  const rest = receipt.slice(3);
  if (!/^\d*$/.test(rest)) return issueText('validation:afterTheThreeLettersAReceiptNumber');
  if (rest.length !== 10) return issueText('validation:aReceiptNumberHas10DigitsAfter', { count: rest.length });
  return null;
}

/** A receipt number as typed, checked and returned in its normal form (e.g. "EAC2190123456"). */
export const receiptNumberSchema = z
  .string({ error: issueText('validation:receiptNumberIsRequired') })
  .max(40, issueText('validation:aReceiptNumberIsThreeLettersAnd'))
  .superRefine((value, ctx) => {
    const problem = receiptNumberProblem(value);
    if (problem) ctx.addIssue({ code: 'custom', message: problem });
  })
  .transform(normalizeReceiptNumber);

/** The office a valid receipt number names. */
export const receiptOffice = (receipt: string): string | null =>
  RECEIPT_PREFIXES.find((p) => p.code === normalizeReceiptNumber(receipt).slice(0, 3))?.office ?? null;
