import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { BillingSettings } from '@shared/billing/billing-settings';
import { api } from '@/lib/api';
import { billingSettingsQueryKey } from './get-billing-settings';

export const updateBillingSettings = async (settings: BillingSettings): Promise<BillingSettings> =>
  (await api.PUT('/billing/settings', { body: settings })).billingSettings;

export function useUpdateBillingSettings() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateBillingSettings,
    onSuccess: (saved) => queryClient.setQueryData(billingSettingsQueryKey, saved),
  });
}
