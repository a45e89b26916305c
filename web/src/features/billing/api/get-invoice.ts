import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiFetch } from '@/lib/api-client';
import type { Invoice } from '../types';

export const getInvoice = async (id: string, signal?: AbortSignal): Promise<Invoice> =>
  (await apiFetch<{ invoice: Invoice }>(`/invoices/${encodeURIComponent(id)}`, { signal })).invoice;

export const invoiceQueryOptions = (id: string) =>
  queryOptions({ queryKey: ['invoices', id], queryFn: ({ signal }) => getInvoice(id, signal) });

export const useInvoice = (id: string) => useQuery(invoiceQueryOptions(id));
