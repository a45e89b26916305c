import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import type { z } from 'zod';
import type { feeQuoteQuerySchema } from '@shared/fees/fee-views';
import { api } from '@/lib/api';

/** GET /fees/quote's query, as the URL writes it. */
export type FeeQuoteRequest = z.input<typeof feeQuoteQuerySchema>;

export const getFeeQuote = async (query: FeeQuoteRequest, signal?: AbortSignal) => api.GET('/fees/quote', { params: { query }, signal });

export const feeQuoteQueryOptions = (query: FeeQuoteRequest) =>
  // The fees change only when an admin edits the figure table: a quote can stay fresh for the session.
  queryOptions({ queryKey: ['fee-quote', query], queryFn: ({ signal }) => getFeeQuote(query, signal), staleTime: 10 * 60_000 });

/** A quote for the forms and options chosen; the last quote stays shown while the next one loads. */
export const useFeeQuote = (query: FeeQuoteRequest, enabled: boolean) =>
  useQuery({ ...feeQuoteQueryOptions(query), enabled, placeholderData: keepPreviousData });
