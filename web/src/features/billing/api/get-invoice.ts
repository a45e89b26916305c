import { queryOptions, useQuery } from '@tanstack/react-query';
import type { InvoiceView } from '@shared/billing/billing-views';
import { api } from '@/lib/api';

export const getInvoice = async (id: string, signal?: AbortSignal): Promise<InvoiceView> =>
  (await api.GET('/invoices/{id}', { params: { path: { id } }, signal })).invoice;

export const invoiceQueryOptions = (id: string) =>
  queryOptions({ queryKey: ['invoices', id], queryFn: ({ signal }) => getInvoice(id, signal) });

export const useInvoice = (id: string) => useQuery(invoiceQueryOptions(id));
