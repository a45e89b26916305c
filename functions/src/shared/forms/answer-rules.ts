// The rules an answer of the form interview must meet before it is stored: its type, and the shape of the numbers
// USCIS and the SSA issue. Pure, so the web's interview checks an answer with the same rules before sending it
// (PUT /cases/{id}/answers refuses it with the same message).
import { receiptNumberProblem } from '../cases/receipt-number';
import { messageOfIssueText, msg, type Message } from '../i18n/message';
import { hasLoneSurrogate } from '../text';
import type { Fact } from './profile-facts';

export type AnswerValue = string | number | boolean;

export const ANSWER_LIMITS = {
  /** A single-line answer; longer text continues in the form's Additional Information part. */
  text: 1000,
  perRequest: 800,
  /** A number without a `max` of its own: dollars of income or assets, years, counts. */
  number: 10_000_000_000,
} as const;

const SEPARATORS = /[\s\-().+/]/g;
const CONTROL = /[^\P{Cc}\n]/u;
const DATE = /^(\d{4})-(\d{2})-(\d{2})$/;

/** The fact's own name, the last part of its id: "beneficiary.address.1.zip" → "zip". */
const factName = (id: string): string => id.slice(id.lastIndexOf('.') + 1);

/** Dates of something that has already happened; an expiry, an end or an authorized stay may be in the future. */
const PAST_DATES = new Set(['birthDate', 'marriageDate', 'arrivalDate', 'naturalizationDate', 'lprDate', 'marriageEnded', 'from']);

/** Digits as typed ("123-45-6789", "A-012 345 678") reduced to the digits. */
export function digitsOf(value: string): string {
  return value.replace(SEPARATORS, '').replace(/^A/i, '');
}

/** The answer as it is stored: text trimmed and normalised, digits without separators, numbers as numbers. */
export function cleanAnswer(fact: Fact, value: AnswerValue): AnswerValue {
  if (typeof value !== 'string') return value;
  const text = value.normalize('NFC').replace(/\r\n?/g, '\n').trim();
  if (fact.type === 'digits') return digitsOf(text);
  if (fact.type === 'number' && /^\d+$/.test(text)) return Number(text);
  return text;
}

function realDate(value: string): boolean {
  const match = DATE.exec(value);
  if (!match) return false;
  const date = new Date(`${value}T00:00:00Z`);
  return !Number.isNaN(date.getTime()) && date.toISOString().slice(0, 10) === value;
}

function digitsProblem(name: string, digits: string): Message | null {
  if (!/^\d+$/.test(digits)) return msg('validation:answerDigitsOnly');
  if (name === 'aNumber' && !/^\d{7,9}$/.test(digits)) return msg('validation:aNumberDigits');
  if (name === 'ssn' && (!/^\d{9}$/.test(digits) || /^(000|666|9)/.test(digits))) return msg('validation:ssnInvalid');
  if (name === 'zip' && !/^(\d{5}|\d{9})$/.test(digits)) return msg('validation:zipDigits');
  if (name === 'uscisAccount' && !/^\d{12}$/.test(digits)) return msg('validation:uscisAccountDigits');
  if (/Phone$/.test(name) && !/^\d{10,15}$/.test(digits)) return msg('validation:phoneDigits');
  return null;
}

function textProblem(id: string, text: string): Message | null {
  if (hasLoneSurrogate(text) || CONTROL.test(text)) return msg('validation:answerBrokenText');
  if (text.length > ANSWER_LIMITS.text) return msg('validation:answerTooLong', { max: ANSWER_LIMITS.text });
  const name = factName(id);
  if (name === 'email' && text !== '' && !/^[^\s@]+@[^\s@]+\.[^\s@]+$/.test(text)) return msg('validation:enterAValidEmailAddress');
  if (/receiptNumber$/.test(name) && text !== '') {
    const problem = receiptNumberProblem(text);
    return problem ? (messageOfIssueText(problem) ?? msg('validation:aReceiptNumberIsThreeLettersAnd')) : null;
  }
  return null;
}

/**
 * Why `value` cannot answer the question `id` of type `fact`, or null when it can. `value` is the cleaned answer
 * (cleanAnswer); '' clears a text answer and is always allowed. `today` is YYYY-MM-DD.
 */
export function answerProblem(id: string, fact: Fact, value: AnswerValue, today: string): Message | null {
  if (value === '') return null;
  switch (fact.type) {
    case 'yes-no':
      return typeof value === 'boolean' ? null : msg('validation:answerYesOrNo');
    case 'choice':
      return typeof value === 'string' && (fact.options ?? []).includes(value) ? null : msg('validation:answerChooseOption');
    case 'number': {
      const max = fact.max ?? ANSWER_LIMITS.number;
      return typeof value === 'number' && Number.isInteger(value) && value >= 0 && value <= max
        ? null
        : msg('validation:answerWholeNumber', { min: 0, max });
    }
    case 'date':
      if (typeof value !== 'string' || !realDate(value)) return msg('validation:enterARealDate');
      if (value < '1900-01-01') return msg('validation:dateAfter1900');
      return PAST_DATES.has(factName(id)) && value > today ? msg('validation:dateNotInFuture') : null;
    case 'digits':
      return typeof value === 'string' ? digitsProblem(factName(id), value) : msg('validation:answerDigitsOnly');
    case 'text':
      return typeof value === 'string' ? textProblem(id, value) : msg('validation:answerText');
  }
}
