import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api';
import { ticketsQueryKey } from './get-tickets';

export const getTicket = async (id: string, signal?: AbortSignal) =>
  (await api.GET('/tickets/{id}', { params: { path: { id } }, signal })).ticket;

// Under the list's key, so invalidating the list refreshes open ticket pages too.
export const ticketQueryKey = (id: string) => [...ticketsQueryKey, id] as const;

export const ticketQueryOptions = (id: string) =>
  queryOptions({ queryKey: ticketQueryKey(id), queryFn: ({ signal }) => getTicket(id, signal) });

export const useTicket = (id: string) => useQuery(ticketQueryOptions(id));
