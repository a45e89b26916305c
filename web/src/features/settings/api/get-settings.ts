import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api';

export const settingsQueryKey = ['settings'] as const;

export const getSettings = async (signal?: AbortSignal) => (await api.GET('/settings', { signal })).settings;

export const settingsQueryOptions = () =>
  // Saves write the answer into the cache, so it only goes stale when another tab or device changes it.
  queryOptions({ queryKey: settingsQueryKey, queryFn: ({ signal }) => getSettings(signal), staleTime: 5 * 60_000 });

export const useSettings = () => useQuery(settingsQueryOptions());
