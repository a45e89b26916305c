// Verifying the phone SMS reminders go to: POST /settings/phone-verification texts a code, .../confirm checks it
// (and turns SMS Notifications on). The confirmation answers the saved settings, which the cache takes as is.
import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { PhoneVerificationStarted } from '@shared/settings/phone';
import type { Settings } from '@shared/settings/settings';
import { apiFetch } from '@/lib/api-client';
import { settingsQueryKey } from './get-settings';

export const sendPhoneCode = async (phone: string) =>
  (await apiFetch<{ verification: PhoneVerificationStarted }>('/settings/phone-verification', { method: 'POST', body: { phone } }))
    .verification;

export const confirmPhoneCode = async (code: string) =>
  (await apiFetch<{ settings: Settings }>('/settings/phone-verification/confirm', { method: 'POST', body: { code } })).settings;

export const useSendPhoneCode = () => useMutation({ mutationFn: sendPhoneCode });

export function useConfirmPhoneCode() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: confirmPhoneCode,
    onSuccess: (settings) => queryClient.setQueryData(settingsQueryKey, settings),
  });
}
