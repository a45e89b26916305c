import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { Settings } from '@shared/settings/settings';
import { apiFetch } from '@/lib/api-client';
import { settingsQueryKey } from './get-settings';

/** Any subset of the editable settings; the email is the sign-in email and cannot be changed here. */
export type SettingsChanges = Partial<Omit<Settings, 'email'>>;

export const updateSettings = async (changes: SettingsChanges) =>
  (await apiFetch<{ settings: Settings }>('/settings', { method: 'PUT', body: changes })).settings;

export function useUpdateSettings() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateSettings,
    // The answer is the whole saved record, so the cache takes it as is.
    onSuccess: (settings) => queryClient.setQueryData(settingsQueryKey, settings),
  });
}
