// Verifying the phone SMS reminders go to: POST /settings/phone-verification texts a code, .../confirm checks it
// (and turns SMS Notifications on). The confirmation answers the saved settings, which the cache takes as is.
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api';
import { settingsQueryKey } from './get-settings';

export const sendPhoneCode = async (phone: string) => (await api.POST('/settings/phone-verification', { body: { phone } })).verification;

export const confirmPhoneCode = async (code: string) =>
  (await api.POST('/settings/phone-verification/confirm', { body: { code } })).settings;

export const useSendPhoneCode = () => useMutation({ mutationFn: sendPhoneCode });

export function useConfirmPhoneCode() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: confirmPhoneCode,
    onSuccess: (settings) => queryClient.setQueryData(settingsQueryKey, settings),
  });
}
