import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api';

export const getGlossary = async (signal?: AbortSignal) => (await api.GET('/glossary', { signal })).terms;

export const glossaryQueryOptions = () =>
  // Reference content changes only when an admin edits it, so it can stay fresh for the session.
  queryOptions({ queryKey: ['glossary'], queryFn: ({ signal }) => getGlossary(signal), staleTime: 10 * 60_000 });

export const useGlossary = () => useQuery(glossaryQueryOptions());
