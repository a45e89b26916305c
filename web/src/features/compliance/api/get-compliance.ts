import { queryOptions, useQuery } from '@tanstack/react-query';
import type { ComplianceOverview } from '@shared/compliance/compliance-views';
import { api } from '@/lib/api';

export const getCompliance = (signal?: AbortSignal): Promise<ComplianceOverview> => api.GET('/compliance', { signal });

export const complianceQueryKey = ['compliance'] as const;

export const complianceQueryOptions = () => queryOptions({ queryKey: complianceQueryKey, queryFn: ({ signal }) => getCompliance(signal) });

export const useCompliance = () => useQuery(complianceQueryOptions());
