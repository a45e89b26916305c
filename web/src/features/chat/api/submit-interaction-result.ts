import { useMutation } from '@tanstack/react-query';
import { apiFetch } from '@/lib/api-client';
import type { InteractionFollowUp } from '@shared/chat/chat-types';

export interface InteractionResult {
  chatId: string;
  callId: string;
  name: string;
  result: unknown;
}

/** POST /chats/{chatId}/interactions/{callId}/result: records a tool's result; answers the assistant's follow-up. */
export const submitInteractionResult = ({ chatId, callId, name, result }: InteractionResult): Promise<InteractionFollowUp> =>
  apiFetch<InteractionFollowUp>(`/chats/${encodeURIComponent(chatId)}/interactions/${encodeURIComponent(callId)}/result`, {
    method: 'POST',
    body: { name, result },
  });

export const useSubmitInteractionResult = () => useMutation({ mutationFn: submitInteractionResult });
