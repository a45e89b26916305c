import { queryOptions, useQuery } from '@tanstack/react-query';
import type { FaqEntry } from '@shared/content/content-views';
import { apiFetch } from '@/lib/api-client';

export const getFaq = async (signal?: AbortSignal): Promise<FaqEntry[]> => (await apiFetch<{ faq: FaqEntry[] }>('/faq', { signal })).faq;

// Shared content that rarely changes: no need to refetch it on every visit.
export const faqQueryOptions = () => queryOptions({ queryKey: ['faq'], queryFn: ({ signal }) => getFaq(signal), staleTime: 10 * 60_000 });

export const useFaq = () => useQuery(faqQueryOptions());
