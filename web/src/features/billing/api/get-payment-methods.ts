import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiFetch } from '@/lib/api-client';
import type { PaymentMethod } from '../types';

export const getPaymentMethods = async (signal?: AbortSignal): Promise<PaymentMethod[]> =>
  (await apiFetch<{ paymentMethods: PaymentMethod[] }>('/payment-methods', { signal })).paymentMethods;

export const paymentMethodsQueryKey = ['payment-methods'] as const;

export const paymentMethodsQueryOptions = () =>
  queryOptions({ queryKey: paymentMethodsQueryKey, queryFn: ({ signal }) => getPaymentMethods(signal) });

export const usePaymentMethods = () => useQuery(paymentMethodsQueryOptions());
