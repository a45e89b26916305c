import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { PaymentMethod } from '@shared/billing/billing-views';
import { api } from '@/lib/api';
import { paymentMethodsQueryKey } from './get-payment-methods';

export const removePaymentMethod = async (id: string): Promise<PaymentMethod[]> =>
  (await api.DELETE('/payment-methods/{id}', { params: { path: { id } } })).paymentMethods;

export function useRemovePaymentMethod() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: removePaymentMethod,
    // The answer is the remaining list, with the new default if the removed card was the default.
    onSuccess: (methods) => queryClient.setQueryData(paymentMethodsQueryKey, methods),
  });
}
