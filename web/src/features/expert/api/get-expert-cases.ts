import { queryOptions, useQuery } from '@tanstack/react-query';
import type { ExpertCaseLists } from '@shared/discussion/discussion-views';
import { api } from '@/lib/api';
import { discussionsQueryKey } from '@/lib/discussions';

/** Under ['discussions']: whatever refreshes the discussions (a message, a read, a claim) refreshes the desk too. */
export const expertQueryKey = [...discussionsQueryKey, 'expert'] as const;

/** The queue is shared by every expert: poll it a little more often than the bell. */
const POLL_MS = 30_000;

/** GET /expert/cases: the queue and the caller's assigned cases. */
export const getExpertCases = (signal?: AbortSignal): Promise<ExpertCaseLists> => api.GET('/expert/cases', { signal });

export const expertCasesQueryOptions = () =>
  queryOptions({
    queryKey: [...expertQueryKey, 'lists'] as const,
    queryFn: ({ signal }) => getExpertCases(signal),
    refetchInterval: POLL_MS,
    refetchIntervalInBackground: false,
    refetchOnWindowFocus: true,
  });

export const useExpertCases = (enabled = true) => useQuery({ ...expertCasesQueryOptions(), enabled });

/**
 * Unread messages over the expert's assigned cases (queue cases have no discussion for them yet): the shell's badge,
 * kept beside the query so the shell does not load the desk's text helpers.
 */
export const assignedUnread = (lists: ExpertCaseLists | undefined): number => (lists?.assigned ?? []).reduce((sum, c) => sum + c.unread, 0);
