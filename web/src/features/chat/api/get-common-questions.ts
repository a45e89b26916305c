import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api';

export const getCommonQuestions = async (signal?: AbortSignal) => (await api.GET('/common-questions', { signal })).questions;

export const commonQuestionsQueryOptions = () =>
  queryOptions({
    queryKey: ['common-questions'],
    queryFn: ({ signal }) => getCommonQuestions(signal),
    // Editorial content: it changes with a deploy, not while someone chats.
    staleTime: 10 * 60_000,
  });

export const useCommonQuestions = () => useQuery(commonQuestionsQueryOptions());
