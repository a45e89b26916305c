// Files on chat messages. The client uploads through the API and then names the stored path in its message; a path
// is only accepted inside the sender's own chat folder, and the bytes reach the model only from there.
import type { Attachment } from '../domain/chat/agent-types';
import { chatFilesPrefix, readChatFile, statChatFile } from '../data/chat-files-repo';
import { badRequest } from '../domain/errors';
import {
  CHAT_FILE_TYPES,
  MAX_CHAT_FILE_BYTES,
  MAX_CHAT_FILE_LABEL,
  MAX_MESSAGE_FILE_BYTES,
  MAX_MESSAGE_FILE_LABEL,
} from '../shared/chat/chat-files';
import type { AttachmentRef } from '../shared/chat/chat-types';
import type { ChatAttachment } from '../shared/chat/chat-views';
import { msg } from '../shared/i18n/message';

/** True for a normalised path inside the user's chat folder. */
export function isOwnChatPath(uid: string, path: string): boolean {
  const prefix = chatFilesPrefix(uid);
  if (!path.startsWith(prefix) || path.length === prefix.length) return false;
  return path.split('/').every((segment) => segment !== '' && segment !== '.' && segment !== '..');
}

/** Checks each referenced file exists in the caller's folder, and records its real size. */
export async function resolveAttachments(uid: string, refs: readonly AttachmentRef[]): Promise<ChatAttachment[]> {
  const stored: ChatAttachment[] = [];
  for (const [index, ref] of refs.entries()) {
    const field = `attachments.${index}.path`;
    if (!isOwnChatPath(uid, ref.path))
      throw badRequest(msg('errors:attachmentsMustBeFilesYouUploaded'), { [field]: msg('errors:notOneOfYourChatFiles') });
    const info = await statChatFile(ref.path);
    if (!info) throw badRequest(msg('errors:anAttachedFileWasNotFound'), { [field]: msg('errors:noFileAtThisPath') });
    if (info.size > MAX_CHAT_FILE_BYTES)
      throw badRequest(msg('errors:anAttachedFileIsTooLarge'), {
        [field]: msg('errors:attachmentTooLarge', { size: MAX_CHAT_FILE_LABEL }),
      });
    // The type recorded at upload wins over what the message claims.
    const mimeType = info.contentType && CHAT_FILE_TYPES.test(info.contentType) ? info.contentType : ref.mimeType;
    stored.push({ path: ref.path, name: ref.name, mimeType, size: info.size });
  }
  const total = stored.reduce((sum, a) => sum + a.size, 0);
  if (total > MAX_MESSAGE_FILE_BYTES) {
    throw badRequest(msg('errors:theAttachedFilesAreTooLarge'), {
      attachments: msg('errors:attachmentsTooLargeTogether', { size: MAX_MESSAGE_FILE_LABEL }),
    });
  }
  return stored;
}

/** The files' bytes for the provider. */
export async function loadAttachmentBytes(files: readonly ChatAttachment[]): Promise<Attachment[]> {
  return Promise.all(
    files.map(async (file) => ({ mimeType: file.mimeType, name: file.name, base64: (await readChatFile(file.path)).toString('base64') })),
  );
}
