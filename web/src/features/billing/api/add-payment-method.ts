import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { PaymentMethod } from '@shared/billing/billing-views';
import { api } from '@/lib/api';
import { paymentMethodsQueryKey } from './get-payment-methods';

/** What the card form sends. The server keeps only brand, last four, expiry and holder. */
export interface NewCard {
  number: string;
  expMonth: number;
  expYear: number;
  cvc: string;
  holder: string;
}

export const addPaymentMethod = async (card: NewCard): Promise<PaymentMethod> =>
  (await api.POST('/payment-methods', { body: card })).paymentMethod;

export function useAddPaymentMethod() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: addPaymentMethod,
    // The mutation cache would otherwise hold the variables (full number and CVC) for five minutes.
    gcTime: 0,
    onSuccess: (method) => {
      queryClient.setQueryData<PaymentMethod[]>(paymentMethodsQueryKey, (old) => (old ? [...old, method] : old));
      return queryClient.invalidateQueries({ queryKey: paymentMethodsQueryKey });
    },
  });
}
