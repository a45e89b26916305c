import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { PaymentMethod } from '@shared/billing/billing-views';
import { api } from '@/lib/api';
import { paymentMethodsQueryKey } from './get-payment-methods';

export const setDefaultPaymentMethod = async (id: string): Promise<PaymentMethod[]> =>
  (await api.POST('/payment-methods/{id}/default', { params: { path: { id } } })).paymentMethods;

export function useSetDefaultPaymentMethod() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: setDefaultPaymentMethod,
    // The answer is the whole updated list, so no second request is needed.
    onSuccess: (methods) => queryClient.setQueryData(paymentMethodsQueryKey, methods),
  });
}
