import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api';

export const getTickets = async (signal?: AbortSignal) => (await api.GET('/tickets', { signal })).tickets;

export const ticketsQueryKey = ['tickets'] as const;

export const ticketsQueryOptions = () => queryOptions({ queryKey: ticketsQueryKey, queryFn: ({ signal }) => getTickets(signal) });

export const useTickets = () => useQuery(ticketsQueryOptions());
