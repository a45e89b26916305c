import { useQuery } from '@tanstack/react-query';
import type { DiscussionPage } from '@shared/discussion/discussion-views';
import { api } from '@/lib/api';
import { discussionsQueryKey } from '@/lib/discussions';

/** GET /cases/{caseId}/discussion?after=seq: the stored messages after a seq, over HTTP (while the socket is away). */
export const getDiscussion = (caseId: string, after: number, signal?: AbortSignal): Promise<DiscussionPage> =>
  api.GET('/cases/{id}/discussion', { params: { path: { id: caseId }, query: { after } }, signal });

/** The discussion read over HTTP when the chat service cannot be reached, so it stays readable. */
export const useDiscussionFallback = (caseId: string, enabled: boolean) =>
  useQuery({
    queryKey: [...discussionsQueryKey, 'page', caseId] as const,
    queryFn: ({ signal }) => getDiscussion(caseId, 0, signal),
    enabled,
    staleTime: 0,
  });
