import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiFetch } from '@/lib/api-client';
import type { ChatView } from '@shared/chat/chat-types';

export const getChats = async (signal?: AbortSignal): Promise<ChatView[]> =>
  (await apiFetch<{ chats: ChatView[] }>('/chats?limit=50', { signal })).chats;

export const chatsQueryKey = ['chats'] as const;

export const chatsQueryOptions = () => queryOptions({ queryKey: chatsQueryKey, queryFn: ({ signal }) => getChats(signal) });

export const useChats = (enabled = true) => useQuery({ ...chatsQueryOptions(), enabled });
