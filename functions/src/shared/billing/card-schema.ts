import { z } from 'zod';
import { singleLineText } from '../text';
import { cardBrand, cvcLength, fullYear, isExpired, normalizeCardNumber, passesLuhn, validLength, type CardBrand } from './card';

// A new payment card as the API takes it (POST /payment-methods). The add-card form checks each field with the same
// pieces as it is typed, so a card the form accepts is one the API accepts, with the same messages.

export const MAX_YEARS_AHEAD = 20;
export const MAX_HOLDER_LENGTH = 100;

export const cardNumberSchema = z
  .string({ error: 'Card number is required' })
  .transform(normalizeCardNumber)
  .pipe(z.string().regex(/^\d{12,19}$/, 'Card number must be 12 to 19 digits'))
  .refine((number) => passesLuhn(number) && validLength(cardBrand(number), number), 'Card number is not valid');

export const cardHolderSchema = singleLineText('Cardholder name', { max: MAX_HOLDER_LENGTH });

export const cvcSchema = z
  .string({ error: 'Must be text' })
  .trim()
  .regex(/^\d{3,4}$/, 'Security code must be 3 or 4 digits');

/** What is wrong with an expiry month and (four-digit) year, judged at `now`. */
export function expiryProblem(month: number, year: number, now: Date): { field: 'expiry' | 'expYear'; message: string } | null {
  if (isExpired(month, year, now)) return { field: 'expiry', message: 'This card has expired' };
  if (year > now.getUTCFullYear() + MAX_YEARS_AHEAD) return { field: 'expYear', message: 'Enter a valid year' };
  return null;
}

/** A well-formed security code of the wrong length for the card's brand. */
export const cvcProblem = (cvc: string, brand: CardBrand): string | null =>
  cvc.length === cvcLength(brand) ? null : `Security code must be ${cvcLength(brand)} digits for ${brand}`;

/**
 * An expiry month or year as a JSON number, or as the digits a form field holds ("07", "2029"): nothing else is
 * read as a number (not [12], true, "0x0C", "1e1" or " 12 ", which z.coerce.number would all take).
 */
const expiryPart = (digits: RegExp, digitsMessage: string) =>
  z.preprocess(
    (value) => (typeof value === 'string' && digits.test(value) ? Number(value) : value),
    z.number({ error: (issue) => (typeof issue.input === 'string' ? digitsMessage : 'Must be a number') }).int('Must be a whole number'),
  );

/** `now` tells when the expiry is judged: the time of each parse (a request), not of the schema's making. */
export const newCardSchema = (now: () => Date = () => new Date()) =>
  z
    .object({
      number: cardNumberSchema,
      expMonth: expiryPart(/^\d{1,2}$/, 'Month must be 1 or 2 digits').pipe(
        z.number().min(1, 'Month must be 1 to 12').max(12, 'Month must be 1 to 12'),
      ),
      expYear: expiryPart(/^(\d{2}|\d{4})$/, 'Year must be 2 or 4 digits')
        .pipe(z.number().min(0, 'Enter a valid year').max(9999, 'Enter a valid year'))
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
