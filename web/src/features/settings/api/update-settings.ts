import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { Settings } from '@shared/settings/settings-views';
import { api } from '@/lib/api';
import { settingsQueryKey } from './get-settings';

/**
 * Any subset of the editable settings. The email is the sign-in email, and two-factor sign-in has its own steps
 * (api/two-factor.ts), so neither is changed here.
 */
export type SettingsChanges = Partial<Omit<Settings, 'email' | 'twoFactor' | 'twoFactorPhoneEnding' | 'phoneVerified'>>;

export const updateSettings = async (changes: SettingsChanges) => (await api.PUT('/settings', { body: changes })).settings;

export function useUpdateSettings() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateSettings,
    // The answer is the whole saved record, so the cache takes it as is.
    onSuccess: (settings) => queryClient.setQueryData(settingsQueryKey, settings),
  });
}
