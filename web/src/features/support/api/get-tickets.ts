import { queryOptions, useQuery } from '@tanstack/react-query';
import type { TicketSummary } from '@shared/support/ticket-views';
import { apiFetch } from '@/lib/api-client';

export const getTickets = async (signal?: AbortSignal): Promise<TicketSummary[]> =>
  (await apiFetch<{ tickets: TicketSummary[] }>('/tickets', { signal })).tickets;

export const ticketsQueryKey = ['tickets'] as const;

export const ticketsQueryOptions = () => queryOptions({ queryKey: ticketsQueryKey, queryFn: ({ signal }) => getTickets(signal) });

export const useTickets = () => useQuery(ticketsQueryOptions());
