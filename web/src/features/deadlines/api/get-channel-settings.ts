import { queryOptions, useQuery } from '@tanstack/react-query';
import type { Settings } from '@shared/settings/settings';
import { apiFetch } from '@/lib/api-client';

/** What the reminders page says about delivery: which channels are on (GET /settings, shared with Settings' cache). */
export type ChannelSettings = Settings & { phoneVerified?: boolean };

export const getChannelSettings = async (signal?: AbortSignal): Promise<ChannelSettings> =>
  (await apiFetch<{ settings: ChannelSettings }>('/settings', { signal })).settings;

// The Settings screen's key and answer, so a change there shows here at once.
export const channelSettingsQueryOptions = () =>
  queryOptions({ queryKey: ['settings'] as const, queryFn: ({ signal }) => getChannelSettings(signal), staleTime: 5 * 60_000 });

export const useChannelSettings = () => useQuery(channelSettingsQueryOptions());
