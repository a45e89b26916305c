import { useMutation } from '@tanstack/react-query';
import { apiFetch } from '@/lib/api-client';
import type { ResultSubmission } from '../utils/wizard-state';

export interface ResultTarget {
  chatId: string;
  callId: string;
  body: NonNullable<ResultSubmission['body']>;
}

/** POST /chats/{chatId}/interactions/{callId}/result: hands the check's result back to the chat that asked for it. */
export const submitEligibilityResult = ({ chatId, callId, body }: ResultTarget): Promise<unknown> =>
  apiFetch<unknown>(`/chats/${encodeURIComponent(chatId)}/interactions/${encodeURIComponent(callId)}/result`, { method: 'POST', body });

export const useSubmitEligibilityResult = () => useMutation({ mutationFn: submitEligibilityResult });
