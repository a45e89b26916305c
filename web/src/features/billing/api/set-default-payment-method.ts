import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { PaymentMethod } from '@shared/billing/billing-views';
import { apiFetch } from '@/lib/api-client';
import { paymentMethodsQueryKey } from './get-payment-methods';

export const setDefaultPaymentMethod = async (id: string): Promise<PaymentMethod[]> =>
  (await apiFetch<{ paymentMethods: PaymentMethod[] }>(`/payment-methods/${encodeURIComponent(id)}/default`, { method: 'POST' }))
    .paymentMethods;

export function useSetDefaultPaymentMethod() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: setDefaultPaymentMethod,
    // The answer is the whole updated list, so no second request is needed.
    onSuccess: (methods) => queryClient.setQueryData(paymentMethodsQueryKey, methods),
  });
}
