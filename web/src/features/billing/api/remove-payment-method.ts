import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { PaymentMethod } from '@shared/billing/billing-views';
import { apiFetch } from '@/lib/api-client';
import { paymentMethodsQueryKey } from './get-payment-methods';

export const removePaymentMethod = async (id: string): Promise<PaymentMethod[]> =>
  (await apiFetch<{ paymentMethods: PaymentMethod[] }>(`/payment-methods/${encodeURIComponent(id)}`, { method: 'DELETE' })).paymentMethods;

export function useRemovePaymentMethod() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: removePaymentMethod,
    // The answer is the remaining list, with the new default if the removed card was the default.
    onSuccess: (methods) => queryClient.setQueryData(paymentMethodsQueryKey, methods),
  });
}
