import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import type { FormCheckView, QuestionsView } from '@shared/forms/form-views';
import { api } from '@/lib/api';
import { caseFormsKey } from '@/lib/forms';

/** GET /cases/{id}/forms/{formId}/questions: what the form asks of this case; `reveal` shows masked answers in full. */
export const getQuestions = (caseId: string, formId: string, reveal: boolean, signal?: AbortSignal): Promise<QuestionsView> =>
  api.GET('/cases/{id}/forms/{formId}/questions', {
    params: { path: { id: caseId, formId }, query: reveal ? { reveal: '1' } : {} },
    signal,
  });

export const questionsQueryOptions = (caseId: string, formId: string, reveal: boolean) =>
  queryOptions({
    queryKey: [...caseFormsKey(caseId), 'questions', formId, reveal] as const,
    queryFn: ({ signal }) => getQuestions(caseId, formId, reveal, signal),
    // A save refetches the questions (follow-ups come and go): the form stays on screen meanwhile.
    placeholderData: keepPreviousData,
  });

export const useQuestions = (caseId: string, formId: string, reveal: boolean) => useQuery(questionsQueryOptions(caseId, formId, reveal));

/** GET /cases/{id}/forms/{formId}/check: "Ready to file?". */
export const getFormCheck = (caseId: string, formId: string, signal?: AbortSignal): Promise<FormCheckView> =>
  api.GET('/cases/{id}/forms/{formId}/check', { params: { path: { id: caseId, formId } }, signal });

/** Asked for when the applicant opens the check, and again after every save while it is open (under the case's key). */
export const useFormCheck = (caseId: string, formId: string, enabled: boolean) =>
  useQuery({
    queryKey: [...caseFormsKey(caseId), 'check', formId] as const,
    queryFn: ({ signal }) => getFormCheck(caseId, formId, signal),
    enabled,
  });
