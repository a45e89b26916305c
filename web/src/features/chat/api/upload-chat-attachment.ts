import { useMutation } from '@tanstack/react-query';
import { apiFetch } from '@/lib/api-client';
import type { ChatAttachment } from '@shared/chat/chat-types';

export interface AttachmentUpload {
  chatId: string;
  file: File;
  signal?: AbortSignal;
}

/** POST /chats/{chatId}/attachments (multipart field "file"); the message then names the stored path. */
export async function uploadChatAttachment({ chatId, file, signal }: AttachmentUpload): Promise<ChatAttachment> {
  const form = new FormData();
  form.append('file', file, file.name);
  const res = await apiFetch<{ attachment: ChatAttachment }>(`/chats/${encodeURIComponent(chatId)}/attachments`, {
    method: 'POST',
    body: form,
    signal,
  });
  return res.attachment;
}

export const useUploadChatAttachment = () => useMutation({ mutationFn: uploadChatAttachment });
