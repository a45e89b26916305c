// What a chat attachment upload accepts (multipart/form-data, field "file"), read by the one reader in multipart.ts.
// Not a route module. Chat files are judged by their bytes: images, PDF and recorded audio (shared/chat/chat-files.ts).
import { badRequest, unsupportedMediaType } from '../../domain/errors';
import type { ChatUpload } from '../../services/chats';
import { MAX_CHAT_FILE_BYTES, MAX_CHAT_FILE_LABEL, sniffChatFileType } from '../../shared/chat/chat-files';
import type { FormReader } from '../contracts/serve';
import type { UploadPolicy } from './multipart';
import { msg } from '../../shared/i18n/message';

export const CHAT_UPLOAD_POLICY: UploadPolicy<ChatUpload> = {
  fileField: 'file',
  maxFileBytes: MAX_CHAT_FILE_BYTES,
  tooLargeMessage: msg('errors:fileTooLargeChat', { size: MAX_CHAT_FILE_LABEL }),
  maxFields: 5,
  maxFieldBytes: 1024,
  accept: ({ fileName, declaredType, bytes }) => {
    const mimeType = sniffChatFileType(bytes, declaredType);
    if (!mimeType) throw unsupportedMediaType(msg('errors:chatFileTypes'));
    return { name: fileName || 'file', mimeType, bytes };
  },
};

/** The form's file, or the 400 of a form without one. */
export function chosenFile<T>(file: T | null): T {
  if (!file) throw badRequest(msg('errors:chooseFile'), { file: msg('errors:chooseFileField') });
  return file;
}

/** A chat file uploaded to a contract's route, read by its form reader (http/contracts/serve.ts). */
export async function chatUploadOf(form: FormReader<unknown>): Promise<ChatUpload> {
  const { file } = await form.one(() => CHAT_UPLOAD_POLICY);
  return chosenFile(file);
}
