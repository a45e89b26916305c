import { z } from 'zod';
import { singleLineText } from '../text';
import { cardBrand, cvcLength, fullYear, isExpired, normalizeCardNumber, passesLuhn, validLength, type CardBrand } from './card';
import { issueText } from '../i18n/message';

// A new payment card as the API takes it (POST /payment-methods). The add-card form checks each field with the same
// pieces as it is typed, so a card the form accepts is one the API accepts, with the same messages.

export const MAX_YEARS_AHEAD = 20;
export const MAX_HOLDER_LENGTH = 100;

export const cardNumberSchema = z
  .string({ error: issueText('validation:cardNumberIsRequired') })
  .transform(normalizeCardNumber)
  .pipe(z.string().regex(/^\d{12,19}$/, issueText('validation:cardNumberMustBe12To19')))
  .refine((number) => passesLuhn(number) && validLength(cardBrand(number), number), issueText('validation:cardNumberIsNotValid'));

export const cardHolderSchema = singleLineText('labels:cardholderName', { max: MAX_HOLDER_LENGTH });

export const cvcSchema = z
  .string({ error: issueText('validation:mustBeText') })
  .trim()
  .regex(/^\d{3,4}$/, issueText('validation:securityCodeMustBe3Or4'));

/** What is wrong with an expiry month and (four-digit) year, judged at `now`; the message is a key (issueText). */
export function expiryProblem(month: number, year: number, now: Date): { field: 'expiry' | 'expYear'; message: string } | null {
  if (isExpired(month, year, now)) return { field: 'expiry', message: issueText('validation:thisCardHasExpired') };
  if (year > now.getUTCFullYear() + MAX_YEARS_AHEAD) return { field: 'expYear', message: issueText('validation:enterAValidYear') };
  return null;
}

/** A well-formed security code of the wrong length for the card's brand. */
export const cvcProblem = (cvc: string, brand: CardBrand): string | null =>
  cvc.length === cvcLength(brand) ? null : issueText('validation:securityCodeDigitsForBrand', { digits: cvcLength(brand), brand });

/**
 * An expiry month or year as a JSON number, or as the digits a form field holds ("07", "2029"): nothing else is
 * read as a number (not [12], true, "0x0C", "1e1" or " 12 ", which z.coerce.number would all take).
 */
const expiryPart = (digits: RegExp, digitsMessage: string) =>
  z.preprocess(
    (value) => (typeof value === 'string' && digits.test(value) ? Number(value) : value),
    z
      .number({ error: (issue) => (typeof issue.input === 'string' ? digitsMessage : issueText('validation:mustBeANumber')) })
      .int(issueText('validation:mustBeAWholeNumber')),
  );

/** `now` tells when the expiry is judged: the time of each parse (a request), not of the schema's making. */
export const newCardSchema = (now: () => Date = () => new Date()) =>
  z
    .object({
      number: cardNumberSchema,
      expMonth: expiryPart(/^\d{1,2}$/, 'Month must be 1 or 2 digits').pipe(
        z.number().min(1, issueText('validation:monthMustBe1To12')).max(12, issueText('validation:monthMustBe1To12')),
      ),
      expYear: expiryPart(/^(\d{2}|\d{4})$/, 'Year must be 2 or 4 digits')
        .pipe(z.number().min(0, issueText('validation:enterAValidYear')).max(9999, issueText('validation:enterAValidYear')))
        .transform(fullYear),
      holder: cardHolderSchema,
      cvc: cvcSchema.optional(),
    })
    .superRefine((card, ctx) => {
      const expiry = expiryProblem(card.expMonth, card.expYear, now());
      if (expiry) ctx.addIssue({ code: 'custom', path: [expiry.field], message: expiry.message });
      const cvc = card.cvc === undefined ? null : cvcProblem(card.cvc, cardBrand(card.number));
      if (cvc) ctx.addIssue({ code: 'custom', path: ['cvc'], message: cvc });
    });
