import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiFetch } from '@/lib/api-client';
import type { Payment } from '../types';

export const getPayments = async (signal?: AbortSignal): Promise<Payment[]> =>
  (await apiFetch<{ payments: Payment[] }>('/payments', { signal })).payments;

export const paymentsQueryOptions = () => queryOptions({ queryKey: ['payments'], queryFn: ({ signal }) => getPayments(signal) });

export const usePayments = () => useQuery(paymentsQueryOptions());
