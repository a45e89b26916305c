// The Settings screen's values and the spec's defaults. Pure, so the web can share the lists.

export const LANGUAGES = ['English', 'Spanish', 'French', 'German'] as const;
export type Language = (typeof LANGUAGES)[number];

export interface Preferences {
  language: Language;
  emailNotifications: boolean;
  smsNotifications: boolean;
  twoFactor: boolean;
  darkMode: boolean;
}

export const DEFAULT_PREFERENCES: Preferences = {
  language: 'English',
  emailNotifications: true,
  smsNotifications: false,
  twoFactor: false,
  darkMode: false,
};

export interface Settings extends Preferences {
  fullName: string;
  email: string; // read-only: it is the sign-in email
  phone: string;
}

/** Stored values over the defaults; anything stored that is not valid (edited in the console) falls back. */
export function resolvePreferences(stored: Partial<Record<keyof Preferences, unknown>>): Preferences {
  const flag = (key: Exclude<keyof Preferences, 'language'>) =>
    typeof stored[key] === 'boolean' ? (stored[key] as boolean) : DEFAULT_PREFERENCES[key];
  const language = (LANGUAGES as readonly unknown[]).includes(stored.language) ? (stored.language as Language) : DEFAULT_PREFERENCES.language;
  return {
    language,
    emailNotifications: flag('emailNotifications'),
    smsNotifications: flag('smsNotifications'),
    twoFactor: flag('twoFactor'),
    darkMode: flag('darkMode'),
  };
}
