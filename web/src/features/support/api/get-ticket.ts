import { queryOptions, useQuery } from '@tanstack/react-query';
import type { Ticket } from '@shared/support/ticket-views';
import { apiFetch } from '@/lib/api-client';
import { ticketsQueryKey } from './get-tickets';

export const getTicket = async (id: string, signal?: AbortSignal): Promise<Ticket> =>
  (await apiFetch<{ ticket: Ticket }>(`/tickets/${encodeURIComponent(id)}`, { signal })).ticket;

// Under the list's key, so invalidating the list refreshes open ticket pages too.
export const ticketQueryKey = (id: string) => [...ticketsQueryKey, id] as const;

export const ticketQueryOptions = (id: string) =>
  queryOptions({ queryKey: ticketQueryKey(id), queryFn: ({ signal }) => getTicket(id, signal) });

export const useTicket = (id: string) => useQuery(ticketQueryOptions(id));
