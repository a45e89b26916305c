import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api';

export const auditLogQueryKey = ['audit-log'] as const;

export const getAuditLog = async (signal?: AbortSignal) => (await api.GET('/audit-log', { signal })).events;

export const auditLogQueryOptions = () => queryOptions({ queryKey: auditLogQueryKey, queryFn: ({ signal }) => getAuditLog(signal) });

export const useAuditLog = () => useQuery(auditLogQueryOptions());
