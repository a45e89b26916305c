import { queryOptions, useQuery } from '@tanstack/react-query';
import type { PaymentView } from '@shared/billing/billing-views';
import { api } from '@/lib/api';

export const getPayments = async (signal?: AbortSignal): Promise<PaymentView[]> => (await api.GET('/payments', { signal })).payments;

export const paymentsQueryOptions = () => queryOptions({ queryKey: ['payments'], queryFn: ({ signal }) => getPayments(signal) });

export const usePayments = () => useQuery(paymentsQueryOptions());
