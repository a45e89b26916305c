import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api';

export const getFaq = async (signal?: AbortSignal) => (await api.GET('/faq', { signal })).faq;

// Shared content that rarely changes: no need to refetch it on every visit.
export const faqQueryOptions = () => queryOptions({ queryKey: ['faq'], queryFn: ({ signal }) => getFaq(signal), staleTime: 10 * 60_000 });

export const useFaq = () => useQuery(faqQueryOptions());
