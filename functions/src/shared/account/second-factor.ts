// Two-factor sign-in (Firebase Auth multi-factor, SMS codes): what a phone number and a code must look like, and how
// an enrolled phone is shown. Pure, so the Settings dialog and the sign-in step check input with the same rules.
import { z } from 'zod';

/** A phone number as typed, with the spaces, dashes, dots and brackets people write removed. */
export const compactPhone = (typed: string): string => typed.replace(/[\s().-]/g, '');

/** E.164, which Firebase Auth wants for a second factor: a +, a country code and up to 15 digits in all. */
export const secondFactorPhoneSchema = z
  .string({ error: 'Enter a phone number' })
  .transform(compactPhone)
  .pipe(
    z
      .string()
      .min(1, 'Enter a phone number')
      .regex(/^\+[1-9]\d{6,14}$/, 'Enter the number with its country code, for example +1 555 123 4567'),
  );

/** The SMS code Firebase Auth sends is six digits. */
export const verificationCodeSchema = z
  .string({ error: 'Enter the 6-digit code' })
  .transform((typed) => typed.replace(/\s/g, ''))
  .pipe(z.string().regex(/^\d{6}$/, 'Enter the 6-digit code from the text message'));

/** The last digits of a phone number (full, or masked like "+*******4567"), so a screen can name it without showing it. */
export function phoneEnding(phone: string | null | undefined): string | null {
  const digits = /(\d{2,4})\s*$/.exec(phone ?? '');
  return digits ? digits[1]! : null;
}
