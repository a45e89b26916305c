import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api';
import type { ChatView } from '@shared/chat/chat-views';

export const getChats = async (signal?: AbortSignal): Promise<ChatView[]> =>
  (await api.GET('/chats', { params: { query: { limit: 50 } }, signal })).chats;

export const chatsQueryKey = ['chats'] as const;

export const chatsQueryOptions = () => queryOptions({ queryKey: chatsQueryKey, queryFn: ({ signal }) => getChats(signal) });

export const useChats = (enabled = true) => useQuery({ ...chatsQueryOptions(), enabled });
