import { queryOptions, useQuery } from '@tanstack/react-query';
import type { Settings } from '@shared/settings/settings-views';
import { api } from '@/lib/api';

/** What the reminders page says about delivery: which channels are on (GET /settings, shared with Settings' cache). */
export type ChannelSettings = Settings;

export const getChannelSettings = async (signal?: AbortSignal): Promise<ChannelSettings> =>
  (await api.GET('/settings', { signal })).settings;

// The Settings screen's key and answer, so a change there shows here at once.
export const channelSettingsQueryOptions = () =>
  queryOptions({ queryKey: ['settings'] as const, queryFn: ({ signal }) => getChannelSettings(signal), staleTime: 5 * 60_000 });

export const useChannelSettings = () => useQuery(channelSettingsQueryOptions());
