// The Settings screen: the profile and preferences kept with the account, and the Auth display name kept in step.
import { getAccount, saveAccount, updateAuthDisplayName } from '../data/account-repo';
import { settingsUpdate, toSettings, type SettingsChanges, type TokenIdentity } from '../domain/settings/account-settings';
import { badRequest } from '../domain/errors';
import type { Settings } from '../shared/settings/settings';

/** The signed-in user as the token names them; the token fills what the stored profile lacks. */
export interface SettingsUser extends TokenIdentity {
  uid: string;
}

export async function settings(user: SettingsUser): Promise<Settings> {
  return toSettings(await getAccount(user.uid), user);
}

/** Saves the settings the user changed; answers all of them as stored. */
export async function saveSettings(user: SettingsUser, changes: SettingsChanges): Promise<Settings> {
  const update = settingsUpdate(changes);
  if (!update) throw badRequest('Nothing to update', { _: 'Send at least one setting' });
  if (update.fullName !== undefined) await updateAuthDisplayName(user.uid, update.fullName);
  const account = await getAccount(user.uid);
  await saveAccount(user.uid, {
    displayName: update.fullName,
    // A profile written before POST /users has no email; the token's fills it so Settings can show it.
    email: account.email === null ? user.email : undefined,
    settings: update.settings,
  });
  return settings(user);
}
