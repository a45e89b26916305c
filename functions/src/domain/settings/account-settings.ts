// The Settings screen over the stored account: what it shows, and how a partial save splits between the sign-in
// profile (the name) and the stored preferences.
import { resolvePreferences, type Language } from '../../shared/settings/settings';
import type { Settings } from '../../shared/settings/settings-views';
import { samePhone } from '../../shared/settings/phone';
import { conflict } from '../errors';
import { msg } from '../../shared/i18n/message';

/** The stored fields the Settings screen reads (data/account-repo.ts). */
export interface StoredAccount {
  email: string | null;
  displayName: string | null;
  settings: Record<string, unknown>;
}

/** What the ID token says about the user; it fills what the profile does not have yet. */
export interface TokenIdentity {
  email?: string;
  name?: string;
}

/** Whether two-factor sign-in is on, as the Auth account says (services/two-factor.ts). */
export interface SecondFactorSummary {
  enabled: boolean;
  phoneEnding: string | null;
}

export function toSettings(account: StoredAccount, identity: TokenIdentity, secondFactor: SecondFactorSummary): Settings {
  const phone = account.settings['phone'];
  return {
    fullName: account.displayName ?? identity.name ?? '',
    email: account.email ?? identity.email ?? '',
    phone: typeof phone === 'string' ? phone : '',
    ...resolvePreferences(account.settings),
    twoFactor: secondFactor.enabled,
    twoFactorPhoneEnding: secondFactor.enabled ? secondFactor.phoneEnding : null,
    phoneVerified: phoneVerified(account.settings),
  };
}

// SMS goes only to a verified phone.
/** Whether the saved phone is the one verified with a texted code (settings.verifiedPhone, in E.164). */
export function phoneVerified(stored: Record<string, unknown>): boolean {
  const { phone, verifiedPhone } = stored;
  return typeof phone === 'string' && typeof verifiedPhone === 'string' && samePhone(phone, verifiedPhone);
}

export const SMS_NEEDS_VERIFIED_PHONE = msg('errors:verifyYourPhoneNumberBeforeTurning');

/**
 * The stored preferences a save writes, with the phone rules applied: a new number is no longer the verified one,
 * so the verification is dropped and SMS turns off; SMS cannot be turned on without a verified number.
 */
export function withPhoneRules(update: Record<string, unknown>, stored: Record<string, unknown>): Record<string, unknown> {
  const next = { ...update };
  const verified = typeof stored['verifiedPhone'] === 'string' ? stored['verifiedPhone'] : null;
  const phone = typeof update['phone'] === 'string' ? update['phone'] : stored['phone'];
  const stillVerified = verified !== null && typeof phone === 'string' && samePhone(phone, verified);
  if (verified !== null && !stillVerified) {
    next['verifiedPhone'] = null;
    next['smsNotifications'] ??= false;
  }
  if (next['smsNotifications'] === true && !stillVerified) throw conflict(SMS_NEEDS_VERIFIED_PHONE);
  return next;
}

/** A save from the Settings screen: every field is optional, so one switch can be saved on its own. */
export interface SettingsChanges {
  fullName?: string;
  phone?: string;
  language?: Language;
  emailNotifications?: boolean;
  smsNotifications?: boolean;
  darkMode?: boolean;
}

export interface SettingsUpdate {
  /** The new display name, when the save changes it. */
  fullName?: string;
  /** The stored preferences the save sets (only those it names). */
  settings: Record<string, unknown>;
}

/** The save split by where each part is kept; null when it names no setting at all. */
export function settingsUpdate(changes: SettingsChanges): SettingsUpdate | null {
  const { fullName, ...stored } = changes;
  const settings = Object.fromEntries(Object.entries(stored).filter(([, value]) => value !== undefined));
  if (fullName === undefined && Object.keys(settings).length === 0) return null;
  return { fullName, settings };
}
