import { useMutation } from '@tanstack/react-query';
import { api } from '@/lib/api';
import type { ChatAttachment } from '@shared/chat/chat-views';

export interface AttachmentUpload {
  chatId: string;
  file: File;
  signal?: AbortSignal;
}

/** POST /chats/{chatId}/attachments (multipart field "file"); the message then names the stored path. */
export async function uploadChatAttachment({ chatId, file, signal }: AttachmentUpload): Promise<ChatAttachment> {
  const form = new FormData();
  form.append('file', file, file.name);
  return (await api.POST('/chats/{chatId}/attachments', { params: { path: { chatId } }, body: form, signal })).attachment;
}

export const useUploadChatAttachment = () => useMutation({ mutationFn: uploadChatAttachment });
