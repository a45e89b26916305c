// The Settings screen's values, the spec's defaults, and what PUT /settings accepts. Pure, so the web checks a form
// against the same rules before it sends it.
import { z } from 'zod';
import { singleLineText } from '../text';

import { LANGUAGES, type Language } from './languages';
import { issueText } from '../i18n/message';

export { LANGUAGE_CODES, LANGUAGES, type Language } from './languages';

export interface Preferences {
  language: Language;
  emailNotifications: boolean;
  smsNotifications: boolean;
  darkMode: boolean;
}

export const DEFAULT_PREFERENCES: Preferences = {
  language: 'English',
  emailNotifications: true,
  smsNotifications: false,
  darkMode: false,
};

/** Stored values over the defaults; anything stored that is not valid (edited in the console) falls back. */
export function resolvePreferences(stored: Partial<Record<keyof Preferences, unknown>>): Preferences {
  const flag = (key: Exclude<keyof Preferences, 'language'>) =>
    typeof stored[key] === 'boolean' ? (stored[key] as boolean) : DEFAULT_PREFERENCES[key];
  const language = (LANGUAGES as readonly unknown[]).includes(stored.language)
    ? (stored.language as Language)
    : DEFAULT_PREFERENCES.language;
  return {
    language,
    emailNotifications: flag('emailNotifications'),
    smsNotifications: flag('smsNotifications'),
    darkMode: flag('darkMode'),
  };
}

const boolField = z.boolean({ error: issueText('validation:mustBeTrueOrFalse') });

/**
 * PUT /settings. Every field is optional, so a single switch can be saved on its own (Dark Mode applies at once).
 * `email` is read-only: it is the sign-in email, so it is not accepted here.
 */
export const settingsUpdateSchema = z.object({
  fullName: singleLineText('labels:fullName', { max: 100, messages: { type: issueText('validation:mustBeText') } }).optional(),
  phone: singleLineText('labels:phoneNumber', { max: 30, required: false, messages: { type: issueText('validation:mustBeText') } })
    .regex(/^[+\d\s().-]*$/, issueText('validation:useDigitsSpacesAndOnly'))
    .optional(),
  language: z.enum(LANGUAGES, { error: issueText('validation:chooseOneOfOptions', { options: LANGUAGES.join(', ') }) }).optional(),
  emailNotifications: boolField.optional(),
  smsNotifications: boolField.optional(),
  // Two-factor sign-in is not a stored flag: it is on when Auth holds a second factor, enrolled with its own steps.
  twoFactor: z.never({ error: issueText('errors:twoFactorAuthenticationIsTurnedOn') }).optional(),
  darkMode: boolField.optional(),
});

export type SettingsUpdate = z.infer<typeof settingsUpdateSchema>;
