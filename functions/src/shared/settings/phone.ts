// Phone numbers for SMS reminders, as Twilio takes them: E.164 (`+` then country code and number, at most 15 digits).
// Pure and shared, so the Settings dialog checks a number with the same rule the server applies.
import { z } from 'zod';
import { issueText } from '../i18n/message';

/** What a user may type around the digits: spaces, dots, dashes and brackets. */
const SEPARATORS = /[\s().-]/g;
const E164 = /^\+[1-9]\d{7,14}$/;

/**
 * The number in E.164, or null when it cannot be one. A number without a country code is taken as a U.S. or
 * Canadian one (10 digits, or 11 starting with 1), the app's users' usual case; any other needs its `+` or `00`.
 */
export function toE164(input: string): string | null {
  const compact = input.trim().replace(SEPARATORS, '');
  let e164: string;
  if (/^\+\d+$/.test(compact)) e164 = compact;
  else if (/^00\d+$/.test(compact)) e164 = `+${compact.slice(2)}`;
  else if (/^\d{10}$/.test(compact)) e164 = `+1${compact}`;
  else if (/^1\d{10}$/.test(compact)) e164 = `+${compact}`;
  else return null;
  if (!E164.test(e164)) return null;
  // North American numbers: the area code never starts with 0 or 1.
  if (e164.startsWith('+1') && (e164.length !== 12 || /^[01]/.test(e164.slice(2)))) return null;
  return e164;
}

/** Whether two typed numbers are the same phone. */
export const samePhone = (a: string, b: string): boolean => {
  const [x, y] = [toE164(a), toE164(b)];
  return x !== null && x === y;
};

export const PHONE_FORMAT_MESSAGE = issueText('validation:enterMobileNumber');
export const VERIFICATION_CODE_LENGTH = 6;

/** POST /settings/phone-verification. */
export const phoneVerificationStartSchema = z.object({
  phone: z
    .string({ error: issueText('validation:enterAPhoneNumber') })
    .max(30, PHONE_FORMAT_MESSAGE)
    .refine((phone) => toE164(phone) !== null, PHONE_FORMAT_MESSAGE),
});

/** POST /settings/phone-verification/confirm. */
export const phoneVerificationConfirmSchema = z.object({
  code: z
    .string({ error: issueText('validation:enterTheCode') })
    .trim()
    .regex(
      new RegExp(`^\\d{${VERIFICATION_CODE_LENGTH}}$`),
      issueText('validation:enterTheDigitsDigitCodeFromThe', { digits: VERIFICATION_CODE_LENGTH }),
    ),
});
