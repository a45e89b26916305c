// Files a user attached to chat messages, in Cloud Storage under users/{uid}/chat/{chatId}/.
// The browser never touches Storage: the API stores the upload, the chat service reads it for the model.
import { randomUUID } from 'node:crypto';
import { bucket } from './firebase';

export interface ChatFileInfo {
  path: string;
  size: number;
  /** The type recorded at upload, or null when the object has none. */
  contentType: string | null;
}

/** The folder of one user's chat files; only paths under it are ever read on that user's behalf. */
export const chatFilesPrefix = (uid: string): string => `users/${uid}/chat/`;

/** Keeps names readable in the console while ruling out path tricks and odd characters. */
function safeName(name: string): string {
  const cleaned = name
    .replace(/[^\w.\- ]+/g, '_')
    .replace(/\s+/g, '-')
    .replace(/^\.+/, '')
    .slice(-100);
  return cleaned || 'file';
}

export async function saveChatFile(uid: string, chatId: string, name: string, contentType: string, bytes: Buffer): Promise<ChatFileInfo> {
  const path = `${chatFilesPrefix(uid)}${chatId}/${randomUUID()}-${safeName(name)}`;
  await bucket()
    .file(path)
    .save(bytes, { resumable: false, contentType, metadata: { metadata: { originalName: name } } });
  return { path, size: bytes.length, contentType };
}

/** Size and type of a stored file, or null when there is none at that path. */
export async function statChatFile(path: string): Promise<ChatFileInfo | null> {
  try {
    const [metadata] = await bucket().file(path).getMetadata();
    return { path, size: Number(metadata.size ?? 0), contentType: metadata.contentType ?? null };
  } catch (error) {
    if ((error as { code?: unknown }).code === 404) return null;
    throw error;
  }
}

export async function readChatFile(path: string): Promise<Buffer> {
  const [bytes] = await bucket().file(path).download();
  return bytes;
}
