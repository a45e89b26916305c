import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiFetch } from '@/lib/api-client';

export interface CommonQuestion {
  id: string;
  text: string;
}

export const getCommonQuestions = async (signal?: AbortSignal): Promise<CommonQuestion[]> =>
  (await apiFetch<{ questions: CommonQuestion[] }>('/common-questions', { signal })).questions;

export const commonQuestionsQueryOptions = () =>
  queryOptions({
    queryKey: ['common-questions'],
    queryFn: ({ signal }) => getCommonQuestions(signal),
    // Editorial content: it changes with a deploy, not while someone chats.
    staleTime: 10 * 60_000,
  });

export const useCommonQuestions = () => useQuery(commonQuestionsQueryOptions());
