import { useMutation } from '@tanstack/react-query';
import { apiDownload } from '@/lib/api-client';

/** GET /chats/{chatId}/summary: the conversation as a PDF, saved as chat-summary.pdf. */
export const downloadChatSummary = (chatId: string): Promise<void> =>
  apiDownload(`/chats/${encodeURIComponent(chatId)}/summary`, 'chat-summary.pdf');

export const useDownloadChatSummary = () => useMutation({ mutationFn: downloadChatSummary });
