import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiFetch } from '@/lib/api-client';
import type { FaqEntry } from '../types';

export const getFaq = async (signal?: AbortSignal): Promise<FaqEntry[]> => (await apiFetch<{ faq: FaqEntry[] }>('/faq', { signal })).faq;

// Shared content that rarely changes: no need to refetch it on every visit.
export const faqQueryOptions = () => queryOptions({ queryKey: ['faq'], queryFn: ({ signal }) => getFaq(signal), staleTime: 10 * 60_000 });

export const useFaq = () => useQuery(faqQueryOptions());
