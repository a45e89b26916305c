import { queryOptions, useQuery } from '@tanstack/react-query';
import type { PaymentMethod } from '@shared/billing/billing-views';
import { api } from '@/lib/api';

export const getPaymentMethods = async (signal?: AbortSignal): Promise<PaymentMethod[]> =>
  (await api.GET('/payment-methods', { signal })).paymentMethods;

export const paymentMethodsQueryKey = ['payment-methods'] as const;

export const paymentMethodsQueryOptions = () =>
  queryOptions({ queryKey: paymentMethodsQueryKey, queryFn: ({ signal }) => getPaymentMethods(signal) });

export const usePaymentMethods = () => useQuery(paymentMethodsQueryOptions());
