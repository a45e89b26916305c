import { queryOptions, useQuery } from '@tanstack/react-query';
import type { DiscussionList, DiscussionSummary } from '@shared/discussion/discussion-views';
import { api } from './api';

// GET /discussions: the signed-in user's case discussions with their unread counts. Shared by the shell (the bell
// and the sidebar), My Cases (each case's request state) and the discussion screen (its picker), so one answer
// serves them all and one invalidation refreshes them all.

/** Like the bell: modest polling, and a refresh whenever a discussion event arrives on a screen that has the socket. */
const POLL_MS = 60_000;

export const discussionsQueryKey = ['discussions'] as const;

export const getDiscussions = (signal?: AbortSignal): Promise<DiscussionList> => api.GET('/discussions', { signal });

export const discussionsQueryOptions = () =>
  queryOptions({
    queryKey: discussionsQueryKey,
    queryFn: ({ signal }) => getDiscussions(signal),
    refetchInterval: POLL_MS,
    refetchIntervalInBackground: false,
    refetchOnWindowFocus: true,
  });

export const useDiscussions = (enabled = true) => useQuery({ ...discussionsQueryOptions(), enabled });

/** The caller's discussion of one case from the list, or null when the case has none (no request, no messages). */
export function discussionOf(list: DiscussionList | undefined, caseId: string): DiscussionSummary | null {
  return list?.discussions.find((d) => d.caseId === caseId) ?? null;
}
