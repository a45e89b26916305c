import { queryOptions, useQuery } from '@tanstack/react-query';
import type { AuditEvent } from '@shared/account/audit-events';
import { apiFetch } from '@/lib/api-client';

export const auditLogQueryKey = ['audit-log'] as const;

export const getAuditLog = async (signal?: AbortSignal) => (await apiFetch<{ events: AuditEvent[] }>('/audit-log', { signal })).events;

export const auditLogQueryOptions = () => queryOptions({ queryKey: auditLogQueryKey, queryFn: ({ signal }) => getAuditLog(signal) });

export const useAuditLog = () => useQuery(auditLogQueryOptions());
