import { useQuery } from '@tanstack/react-query';
import type { ExpertCaseView } from '@shared/discussion/discussion-views';
import { api } from '@/lib/api';
import { ApiError } from '@/lib/api-client';
import { expertQueryKey } from './get-expert-cases';

/** GET /expert/cases/{caseId}: the case as the applicant shared it; null when it is not (or no longer) the caller's to see. */
export async function getExpertCase(caseId: string, signal?: AbortSignal): Promise<ExpertCaseView | null> {
  try {
    return await api.GET('/expert/cases/{id}', { params: { path: { id: caseId } }, signal });
  } catch (error) {
    if (error instanceof ApiError && error.status === 404) return null;
    throw error;
  }
}

export const expertCaseQueryKey = (caseId: string) => [...expertQueryKey, 'case', caseId] as const;

export const useExpertCase = (caseId: string) =>
  useQuery({ queryKey: expertCaseQueryKey(caseId), queryFn: ({ signal }) => getExpertCase(caseId, signal) });
