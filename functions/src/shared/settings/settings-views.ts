// The Settings routes' answers (shared/contracts/settings.ts). Schemas, so the answers are checked against them
// outside production; the web imports the types only. What PUT /settings accepts is in ./settings.ts.
import { z } from 'zod';
import { LANGUAGES } from './languages';

export const settingsSchema = z.strictObject({
  language: z.enum(LANGUAGES),
  emailNotifications: z.boolean(),
  smsNotifications: z.boolean(),
  darkMode: z.boolean(),
  fullName: z.string(),
  /** Read-only: it is the sign-in email. */
  email: z.string(),
  phone: z.string(),
  /** Read-only: whether a second factor is enrolled on the Auth account (its own steps turn it on and off). */
  twoFactor: z.boolean(),
  /** The last digits of the phone that sign-in codes go to, when two-factor sign-in is on. */
  twoFactorPhoneEnding: z.string().nullable(),
  /** Read-only: whether `phone` was verified with a texted code (POST /settings/phone-verification); SMS needs it. */
  phoneVerified: z.boolean(),
});
export type Settings = z.infer<typeof settingsSchema>;

/** GET and PUT /settings, POST /settings/phone-verification/confirm */
export const settingsAnswerSchema = z.strictObject({ settings: settingsSchema });

/** Where the code went (only the last digits) and until when (ISO). */
export const phoneVerificationStartedSchema = z.strictObject({ phoneEnding: z.string(), expiresAt: z.string() });
export type PhoneVerificationStarted = z.infer<typeof phoneVerificationStartedSchema>;

/** POST /settings/phone-verification */
export const phoneVerificationAnswerSchema = z.strictObject({ verification: phoneVerificationStartedSchema });
