import type { z } from 'zod';
import { cardBrand, fullYear, normalizeCardNumber, type CardBrand } from '@shared/billing/card';
import { i18n } from '@/lib/i18n/i18n';
import { cardHolderSchema, cardNumberSchema, cvcProblem, cvcSchema, expiryProblem } from '@shared/billing/card-schema';
import { issueMessage, issueTextMessage } from '@/lib/i18n/server-message';

// Client-side checks for the add-card form, field by field, with the API's own schema pieces
// (functions/src/shared/billing/card-schema.ts): a card this form accepts is one the API accepts.

export interface CardFormValues {
  number: string; // as typed, with spaces
  expiry: string; // "MM/YY"
  cvc: string;
  holder: string;
}

export type CardField = keyof CardFormValues;
export type CardFormErrors = Partial<Record<CardField, string>>;

const MAX_DIGITS = 19;
export { MAX_HOLDER_LENGTH } from '@shared/billing/card-schema';

export const digitsOf = (value: string): string => value.replace(/\D/g, '');

/** Digit groups as printed on the card: Amex 4-6-5, 14-digit Diners 4-6-4, everyone else fours. */
function groupsFor(brand: CardBrand, length: number): number[] {
  if (brand === 'American Express') return [4, 6, 5];
  if (brand === 'Diners Club' && length === 14) return [4, 6, 4];
  return [4, 4, 4, 4, 3];
}

export function formatCardNumber(input: string): string {
  const digits = digitsOf(input).slice(0, MAX_DIGITS);
  const groups = groupsFor(cardBrand(digits), digits.length);
  const parts: string[] = [];
  let at = 0;
  for (const size of groups) {
    if (at >= digits.length) break;
    parts.push(digits.slice(at, at + size));
    at += size;
  }
  return parts.join(' ');
}

/** "1229" -> "12/29"; the slash appears once the year starts. */
export function formatExpiryInput(input: string): string {
  const digits = digitsOf(input).slice(0, 4);
  return digits.length > 2 ? `${digits.slice(0, 2)}/${digits.slice(2)}` : digits;
}

export function parseExpiry(expiry: string): { month: number; year: number } | null {
  const match = /^\s*(\d{1,2})\s*\/\s*(\d{2}|\d{4})\s*$/.exec(expiry);
  if (!match) return null;
  return { month: Number(match[1]), year: fullYear(Number(match[2])) };
}

/** The detected brand, once enough digits are typed to tell. */
export const brandOf = (number: string): CardBrand | null => {
  const digits = normalizeCardNumber(digitsOf(number));
  return digits.length >= 2 ? cardBrand(digits) : null;
};

const firstIssue = (result: z.ZodSafeParseResult<unknown>): string | undefined =>
  result.success ? undefined : result.error.issues[0] ? issueMessage(result.error.issues[0]) : '';

export function validateCardField(field: CardField, values: CardFormValues, now = new Date()): string | undefined {
  switch (field) {
    case 'number':
      if (!digitsOf(values.number)) return i18n.t('billing:addCard.numberRequired');
      return firstIssue(cardNumberSchema.safeParse(digitsOf(values.number)));
    case 'expiry': {
      if (!values.expiry.trim()) return i18n.t('billing:addCard.expiryRequired');
      const parsed = parseExpiry(values.expiry);
      if (!parsed) return i18n.t('billing:addCard.expiryFormat');
      if (parsed.month < 1 || parsed.month > 12) return i18n.t('billing:addCard.monthRange');
      const problem = expiryProblem(parsed.month, parsed.year, now)?.message;
      return problem && issueTextMessage(problem);
    }
    case 'cvc': {
      if (!values.cvc.trim()) return i18n.t('billing:addCard.cvcRequired');
      const problem = cvcProblem(values.cvc.trim(), cardBrand(digitsOf(values.number)));
      return firstIssue(cvcSchema.safeParse(values.cvc)) ?? (problem ? issueTextMessage(problem) : undefined);
    }
    case 'holder':
      return firstIssue(cardHolderSchema.safeParse(values.holder));
  }
}

export const CARD_FIELDS: readonly CardField[] = ['number', 'expiry', 'cvc', 'holder'];

export function validateCard(values: CardFormValues, now = new Date()): CardFormErrors {
  const errors: CardFormErrors = {};
  for (const field of CARD_FIELDS) {
    const message = validateCardField(field, values, now);
    if (message) errors[field] = message;
  }
  return errors;
}

/** The server names fields after its body (expMonth, expYear, expiry); the form has one Expiry box. */
export function formFieldOf(serverField: string): CardField | null {
  if (serverField === 'number' || serverField === 'cvc' || serverField === 'holder') return serverField;
  if (serverField === 'expiry' || serverField === 'expMonth' || serverField === 'expYear') return 'expiry';
  return null;
}
