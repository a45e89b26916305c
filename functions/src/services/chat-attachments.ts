// Files on chat messages. The client uploads through the API and then names the stored path in its message; a path
// is only accepted inside the sender's own chat folder, and the bytes reach the model only from there.
import type { Attachment } from '../../ai/agent';
import { chatFilesPrefix, readChatFile, statChatFile } from '../../data/chat-files-repo';
import { badRequest } from '../errors';
import type { AttachmentRef, ChatAttachment } from './chat-types';

/** What the model can read inline: images, PDFs and recorded audio (the voice button). */
export const CHAT_FILE_TYPES = /^(image\/(png|jpeg|webp|gif|heic|heif)|application\/pdf|audio\/(webm|ogg|mp4|mpeg|wav|x-wav|aac|flac))$/;
export const MAX_CHAT_FILE_BYTES = 10 * 1024 * 1024;
export const MAX_FILES_PER_MESSAGE = 5;
// Gemini takes about 20 MB of inline data per request.
const MAX_MESSAGE_BYTES = 18 * 1024 * 1024;

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
    if (!isOwnChatPath(uid, ref.path)) throw badRequest('Attachments must be files you uploaded to this chat', { [field]: 'Not one of your chat files' });
    const info = await statChatFile(ref.path);
    if (!info) throw badRequest('An attached file was not found', { [field]: 'No file at this path' });
    if (info.size > MAX_CHAT_FILE_BYTES) throw badRequest('An attached file is too large', { [field]: 'Files may be up to 10 MB' });
    // The type recorded at upload wins over what the message claims.
    const mimeType = info.contentType && CHAT_FILE_TYPES.test(info.contentType) ? info.contentType : ref.mimeType;
    stored.push({ path: ref.path, name: ref.name, mimeType, size: info.size });
  }
  const total = stored.reduce((sum, a) => sum + a.size, 0);
  if (total > MAX_MESSAGE_BYTES) throw badRequest('The attached files are too large together', { attachments: 'Up to 18 MB per message' });
  return stored;
}

/** The files' bytes for the provider. */
export async function loadAttachmentBytes(files: readonly ChatAttachment[]): Promise<Attachment[]> {
  return Promise.all(
    files.map(async (file) => ({ mimeType: file.mimeType, name: file.name, base64: (await readChatFile(file.path)).toString('base64') })),
  );
}

const startsWith = (bytes: Buffer, signature: readonly number[], offset = 0) =>
  bytes.length >= offset + signature.length && signature.every((b, i) => bytes[offset + i] === b);
const ascii = (bytes: Buffer, text: string, offset = 0) => bytes.subarray(offset, offset + text.length).toString('latin1') === text;

/**
 * The type of an uploaded chat file, judged by its bytes (a name or a declared type is easy to fake). The declared
 * type only settles what the bytes cannot: an MP4 container may be recorded audio or an iPhone photo (HEIC).
 */
export function sniffChatFileType(bytes: Buffer, declared: string): string | null {
  if (startsWith(bytes, [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a])) return 'image/png';
  if (startsWith(bytes, [0xff, 0xd8, 0xff])) return 'image/jpeg';
  if (ascii(bytes, 'GIF87a') || ascii(bytes, 'GIF89a')) return 'image/gif';
  if (ascii(bytes, 'RIFF') && ascii(bytes, 'WEBP', 8)) return 'image/webp';
  if (ascii(bytes, 'RIFF') && ascii(bytes, 'WAVE', 8)) return 'audio/wav';
  if (ascii(bytes, '%PDF-')) return 'application/pdf';
  if (startsWith(bytes, [0x1a, 0x45, 0xdf, 0xa3])) return 'audio/webm';
  if (ascii(bytes, 'OggS')) return 'audio/ogg';
  if (ascii(bytes, 'fLaC')) return 'audio/flac';
  if (ascii(bytes, 'ID3') || startsWith(bytes, [0xff, 0xfb]) || startsWith(bytes, [0xff, 0xf3]) || startsWith(bytes, [0xff, 0xf2])) return 'audio/mpeg';
  if (startsWith(bytes, [0xff, 0xf1]) || startsWith(bytes, [0xff, 0xf9])) return 'audio/aac';
  if (ascii(bytes, 'ftyp', 4)) {
    const brand = bytes.subarray(8, 12).toString('latin1');
    if (['heic', 'heix', 'mif1', 'msf1'].includes(brand)) return declared === 'image/heif' ? 'image/heif' : 'image/heic';
    return 'audio/mp4';
  }
  return null;
}
