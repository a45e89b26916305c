import { queryOptions, useQuery } from '@tanstack/react-query';
import type { ChatMessages } from '@shared/chat/chat-views';
import { api } from '@/lib/api';
import { ApiError } from '@/lib/api-client';

/** A stored chat, or null when there is none with this id (not created yet, or someone else's). */
export async function getChatMessages(chatId: string, signal?: AbortSignal): Promise<ChatMessages | null> {
  try {
    return await api.GET('/chats/{chatId}/messages', { params: { path: { chatId } }, signal });
  } catch (error) {
    if (error instanceof ApiError && error.status === 404) return null;
    throw error;
  }
}

export const chatMessagesQueryOptions = (chatId: string) =>
  queryOptions({ queryKey: ['chats', chatId, 'messages'], queryFn: ({ signal }) => getChatMessages(chatId, signal) });

/** The conversation over HTTP: the screen uses it only while the chat service cannot be reached. */
export const useChatMessages = (chatId: string, enabled: boolean) => useQuery({ ...chatMessagesQueryOptions(chatId), enabled });
