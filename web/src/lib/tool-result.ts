import type { InteractionFollowUp } from '@shared/chat/chat-views';
import { useEffect, useRef } from 'react';
import { api } from './api';

/** A tool's result as the chat records it: the tool's name and what it produced. */
export interface ToolResult {
  name: string;
  result: unknown;
}

export interface ToolResultTarget {
  chatId: string;
  callId: string;
  body: ToolResult;
}

/** POST /chats/{chatId}/interactions/{callId}/result: records a tool's result; answers the assistant's follow-up. */
export const submitToolResult = ({ chatId, callId, body }: ToolResultTarget): Promise<InteractionFollowUp> =>
  api.POST('/chats/{chatId}/interactions/{callId}/result', { params: { path: { chatId, callId } }, body });

export type DeliveryStatus = 'pending' | 'succeeded' | 'failed';

interface ToolResultDelivery {
  /** The result waiting to go back to the chat; `body` is dropped once it has arrived. */
  submission: { status: DeliveryStatus; body: ToolResult | null } | null;
  /** The chat and tool call that opened the screen, if any. */
  chat: { chatId: string | null; callId: string | null } | null;
  onStatus: (status: Exclude<DeliveryStatus, 'pending'>) => void;
}

/**
 * Sends a wizard's result back to the chat tool call that opened it as soon as it is pending: again after a reload
 * if it had not arrived, or after a retry (the eligibility and document review wizards, docs/SPEC.md section 8).
 */
export function useToolResultDelivery({ submission, chat, onStatus }: ToolResultDelivery): void {
  const sending = useRef(false);
  const latestOnStatus = useRef(onStatus);
  latestOnStatus.current = onStatus;

  useEffect(() => {
    const body = submission?.body;
    if (submission?.status !== 'pending' || !body || !chat?.chatId || !chat.callId || sending.current) return;
    sending.current = true;
    submitToolResult({ chatId: chat.chatId, callId: chat.callId, body })
      .then(() => latestOnStatus.current('succeeded'))
      .catch((error: unknown) => {
        console.error('Failed to submit result', error);
        latestOnStatus.current('failed');
      })
      .finally(() => {
        sending.current = false;
      });
    // Only a new pending status or another chat sends; the body is read from the same render.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [submission?.status, chat]);
}
