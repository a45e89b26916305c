// Two-factor sign-in (Firebase Auth multi-factor, SMS codes): what a phone number and a code must look like, and how
// an enrolled phone is shown. Pure, so the Settings dialog and the sign-in step check input with the same rules.
import { z } from 'zod';
import { issueText } from '../i18n/message';

/** A phone number as typed, with the spaces, dashes, dots and brackets people write removed. */
export const compactPhone = (typed: string): string => typed.replace(/[\s().-]/g, '');

/** E.164, which Firebase Auth wants for a second factor: a +, a country code and up to 15 digits in all. */
export const secondFactorPhoneSchema = z
  .string({ error: issueText('validation:enterAPhoneNumber') })
  .transform(compactPhone)
  .pipe(
    z
      .string()
      .min(1, issueText('validation:enterAPhoneNumber'))
      .regex(/^\+[1-9]\d{6,14}$/, issueText('validation:enterTheNumberWithItsCountryCode')),
  );

/** The SMS code Firebase Auth sends is six digits. */
export const verificationCodeSchema = z
  .string({ error: issueText('validation:enterThe6DigitCode') })
  .transform((typed) => typed.replace(/\s/g, ''))
  .pipe(z.string().regex(/^\d{6}$/, issueText('validation:enterThe6DigitCodeFromThe')));

/** The last digits of a phone number (full, or masked like "+*******4567"), so a screen can name it without showing it. */
export function phoneEnding(phone: string | null | undefined): string | null {
  const digits = /(\d{2,4})\s*$/.exec(phone ?? '');
  return digits ? digits[1]! : null;
}
