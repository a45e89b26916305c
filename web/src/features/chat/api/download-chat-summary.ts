import { useMutation } from '@tanstack/react-query';
import { api } from '@/lib/api';
import { saveBlob } from '@/lib/api-client';

/** GET /chats/{chatId}/summary: the conversation as a PDF, saved as chat-summary.pdf. */
export const downloadChatSummary = async (chatId: string): Promise<void> =>
  saveBlob(await api.GET('/chats/{chatId}/summary', { params: { path: { chatId } }, parseAs: 'blob' }), 'chat-summary.pdf');

export const useDownloadChatSummary = () => useMutation({ mutationFn: downloadChatSummary });
