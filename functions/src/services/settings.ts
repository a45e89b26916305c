// The Settings screen: the profile and preferences kept with the account, and the Auth display name kept in step.
import { getAccount, getAuthDisplayName, saveAccount, updateAuthDisplayName } from '../data/account-repo';
import { settingsUpdate, toSettings, withPhoneRules, type SettingsChanges, type TokenIdentity } from '../domain/settings/account-settings';
import { badRequest } from '../domain/errors';
import { log } from '../log';
import type { Settings } from '../shared/settings/settings-views';
import { twoFactorState } from './two-factor';
import { msg } from '../shared/i18n/message';

/** The signed-in user as the token names them; the token fills what the stored profile lacks. */
export interface SettingsUser extends TokenIdentity {
  uid: string;
}

/** The settings as stored, with the two-factor state read from Auth. `userAgent` names the device in the log. */
export async function settings(user: SettingsUser, userAgent?: string): Promise<Settings> {
  const [account, secondFactor] = await Promise.all([getAccount(user.uid), twoFactorState(user.uid, userAgent)]);
  return toSettings(account, user, secondFactor);
}

/**
 * Saves the settings the user changed; answers all of them as stored. A new name lives in two places, Auth and
 * users/{uid}, which no transaction spans: Auth is changed first, and put back if the Firestore write then fails, so
 * a failed save leaves neither half changed.
 */
export async function saveSettings(user: SettingsUser, changes: SettingsChanges, userAgent?: string): Promise<Settings> {
  const update = settingsUpdate(changes);
  if (!update) throw badRequest(msg('errors:nothingToUpdate'), { _: msg('errors:sendAtLeastOneSetting') });
  const account = await getAccount(user.uid);
  // A new phone is unverified; SMS needs a verified one (checked before anything changes).
  const stored = withPhoneRules(update.settings, account.settings);

  let undoAuth: (() => Promise<void>) | null = null;
  if (update.fullName !== undefined) {
    const previous = await getAuthDisplayName(user.uid);
    if (previous !== update.fullName) {
      await updateAuthDisplayName(user.uid, update.fullName);
      undoAuth = () => updateAuthDisplayName(user.uid, previous);
    }
  }
  try {
    await saveAccount(user.uid, {
      displayName: update.fullName,
      // A profile written before POST /users has no email; the token's fills it so Settings can show it.
      email: account.email === null ? user.email : undefined,
      settings: stored,
    });
  } catch (error) {
    if (undoAuth) {
      await undoAuth().catch((undoError: unknown) =>
        log.error('settings save failed and the Auth display name could not be put back', { uid: user.uid }, undoError),
      );
    }
    throw error;
  }
  return settings(user, userAgent);
}
