import { queryOptions, useQuery } from '@tanstack/react-query';
import type { BillingSettings } from '@shared/billing/billing-settings';
import { api } from '@/lib/api';

export const getBillingSettings = async (signal?: AbortSignal): Promise<BillingSettings> =>
  (await api.GET('/billing/settings', { signal })).billingSettings;

export const billingSettingsQueryKey = ['billing-settings'] as const;

export const billingSettingsQueryOptions = () =>
  queryOptions({ queryKey: billingSettingsQueryKey, queryFn: ({ signal }) => getBillingSettings(signal) });

export const useBillingSettings = () => useQuery(billingSettingsQueryOptions());
