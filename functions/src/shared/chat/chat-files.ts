// What a chat message may carry, shared by the chat screen (what it offers to attach) and the server (what it
// accepts). The server judges a file by its bytes, not its name or declared type.

/** What the model can read inline: images, PDFs and recorded audio (the voice button). */
export const CHAT_FILE_TYPES = /^(image\/(png|jpeg|webp|gif|heic|heif)|application\/pdf|audio\/(webm|ogg|mp4|mpeg|wav|x-wav|aac|flac))$/;
/** The file picker's filter: the image and PDF types above (audio arrives through the voice button). */
export const CHAT_ATTACH_ACCEPT = 'image/png,image/jpeg,image/webp,image/gif,image/heic,image/heif,application/pdf';
export const MAX_CHAT_FILE_BYTES = 10 * 1024 * 1024;
export const MAX_CHAT_FILE_LABEL = '10 MB';
export const MAX_FILES_PER_MESSAGE = 5;
/** All files of one message together: Gemini takes about 20 MB of inline data per request. */
export const MAX_MESSAGE_FILE_BYTES = 18 * 1024 * 1024;
export const MAX_MESSAGE_FILE_LABEL = '18 MB';

/** True for a type the chat accepts (ignoring parameters such as `;codecs=opus`). */
export const isChatFileType = (type: string): boolean => CHAT_FILE_TYPES.test(type.split(';')[0]?.trim().toLowerCase() ?? '');

const startsWith = (bytes: Uint8Array, signature: readonly number[], offset = 0) =>
  bytes.length >= offset + signature.length && signature.every((b, i) => bytes[offset + i] === b);
const ascii = (bytes: Uint8Array, text: string, offset = 0) => latin1(bytes.subarray(offset, offset + text.length)) === text;
const latin1 = (bytes: Uint8Array) => String.fromCharCode(...bytes);

/**
 * The type of an uploaded chat file, judged by its bytes (a name or a declared type is easy to fake). The declared
 * type only settles what the bytes cannot: an MP4 container may be recorded audio or an iPhone photo (HEIC).
 */
export function sniffChatFileType(bytes: Uint8Array, declared: string): string | null {
  if (startsWith(bytes, [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a])) return 'image/png';
  if (startsWith(bytes, [0xff, 0xd8, 0xff])) return 'image/jpeg';
  if (ascii(bytes, 'GIF87a') || ascii(bytes, 'GIF89a')) return 'image/gif';
  if (ascii(bytes, 'RIFF') && ascii(bytes, 'WEBP', 8)) return 'image/webp';
  if (ascii(bytes, 'RIFF') && ascii(bytes, 'WAVE', 8)) return 'audio/wav';
  if (ascii(bytes, '%PDF-')) return 'application/pdf';
  if (startsWith(bytes, [0x1a, 0x45, 0xdf, 0xa3])) return 'audio/webm';
  if (ascii(bytes, 'OggS')) return 'audio/ogg';
  if (ascii(bytes, 'fLaC')) return 'audio/flac';
  if (ascii(bytes, 'ID3') || startsWith(bytes, [0xff, 0xfb]) || startsWith(bytes, [0xff, 0xf3]) || startsWith(bytes, [0xff, 0xf2]))
    return 'audio/mpeg';
  if (startsWith(bytes, [0xff, 0xf1]) || startsWith(bytes, [0xff, 0xf9])) return 'audio/aac';
  if (ascii(bytes, 'ftyp', 4)) {
    const brand = latin1(bytes.subarray(8, 12));
    if (['heic', 'heix', 'mif1', 'msf1'].includes(brand)) return declared === 'image/heif' ? 'image/heif' : 'image/heic';
    return 'audio/mp4';
  }
  return null;
}
