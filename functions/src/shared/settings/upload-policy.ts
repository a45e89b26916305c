// What users may upload (Settings > Uploaded Documents, support ticket attachments): PDF, DOCX, JPG
// and PNG up to 10 MB. A file must be one of those by its declared type AND by its first bytes, so a
// renamed executable or a mislabelled file is refused. Pure, with no Node APIs, so the web can share it.
import { msg, type Message } from '../i18n/message';

export const MAX_UPLOAD_BYTES = 10 * 1024 * 1024;
export const MAX_UPLOAD_LABEL = '10 MB';

export type UploadKind = 'pdf' | 'docx' | 'jpeg' | 'png';

interface KindInfo {
  contentType: string;
  extensions: readonly string[]; // first is the canonical one
  aliases: readonly string[]; // other MIME types browsers send for it
}

export const UPLOAD_KINDS: Record<UploadKind, KindInfo> = {
  pdf: { contentType: 'application/pdf', extensions: ['.pdf'], aliases: ['application/x-pdf'] },
  docx: {
    contentType: 'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
    extensions: ['.docx'],
    aliases: [],
  },
  jpeg: { contentType: 'image/jpeg', extensions: ['.jpg', '.jpeg'], aliases: ['image/jpg', 'image/pjpeg'] },
  png: { contentType: 'image/png', extensions: ['.png'], aliases: ['image/x-png'] },
};

export const ACCEPTED_TYPES_MESSAGE: Message = msg('errors:acceptedTypes');
export const TOO_LARGE_MESSAGE: Message = msg('errors:fileTooLarge', { size: MAX_UPLOAD_LABEL });
export const EMPTY_FILE_MESSAGE: Message = msg('errors:fileIsEmpty');

/** A file input's accept list: every kind's extensions and MIME types, so each platform's picker offers the right files. */
export const UPLOAD_ACCEPT = Object.values(UPLOAD_KINDS)
  .flatMap((kind) => [...kind.extensions, kind.contentType])
  .join(',');

const KINDS = Object.keys(UPLOAD_KINDS) as UploadKind[];

export function extensionOf(fileName: string): string {
  const match = /\.[A-Za-z0-9]+$/.exec(fileName);
  return match ? match[0].toLowerCase() : '';
}

const kindByExtension = (ext: string): UploadKind | undefined => KINDS.find((k) => UPLOAD_KINDS[k].extensions.includes(ext));

function kindByType(type: string): UploadKind | undefined {
  const t = type.toLowerCase().split(';')[0]?.trim() ?? '';
  return KINDS.find((k) => UPLOAD_KINDS[k].contentType === t || UPLOAD_KINDS[k].aliases.includes(t));
}

/**
 * The kind a file claims to be: its declared MIME type, or its extension when the browser sent no
 * useful type (some send application/octet-stream for .docx). The extension must not contradict it.
 */
export function declaredKind(declaredType: string, fileName: string): UploadKind | undefined {
  const ext = extensionOf(fileName);
  const byExt = kindByExtension(ext);
  const generic = declaredType === '' || /^application\/octet-stream\b/i.test(declaredType);
  const kind = generic ? byExt : kindByType(declaredType);
  if (!kind) return undefined;
  if (ext && byExt !== kind) return undefined;
  return kind;
}

/**
 * Why a browser should not send a file, in the API's own words, or null when it may go: checked before uploading, so a
 * file the server would refuse (413, 415, 400) is not sent. The server checks again, and the file's bytes too.
 */
export function uploadRefusal(file: { name: string; size: number; type: string }): Message | null {
  if (!declaredKind(file.type, file.name)) return ACCEPTED_TYPES_MESSAGE;
  if (file.size > MAX_UPLOAD_BYTES) return TOO_LARGE_MESSAGE;
  if (file.size === 0) return EMPTY_FILE_MESSAGE;
  return null;
}

const ascii = (text: string) => Array.from(text, (c) => c.charCodeAt(0));

function startsWith(bytes: Uint8Array, signature: readonly number[], at = 0): boolean {
  if (bytes.length < at + signature.length) return false;
  return signature.every((b, i) => bytes[at + i] === b);
}

function indexOf(bytes: Uint8Array, needle: readonly number[], from = 0, to = bytes.length): number {
  const end = Math.min(to, bytes.length) - needle.length;
  outer: for (let i = from; i <= end; i++) {
    for (let j = 0; j < needle.length; j++) if (bytes[i + j] !== needle[j]) continue outer;
    return i;
  }
  return -1;
}

const PDF = ascii('%PDF-');
const ZIP = [0x50, 0x4b, 0x03, 0x04];
const PNG = [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a];
const JPEG = [0xff, 0xd8, 0xff];
const CONTENT_TYPES_ENTRY = ascii('[Content_Types].xml');
const WORD_ENTRY = ascii('word/');

/** Whether the bytes really are a file of that kind (magic numbers, and for DOCX a Word package). */
export function contentMatches(kind: UploadKind, bytes: Uint8Array): boolean {
  switch (kind) {
    case 'pdf':
      // The PDF header may sit anywhere in the first 1024 bytes.
      return indexOf(bytes, PDF, 0, 1024 + PDF.length) >= 0;
    case 'png':
      return startsWith(bytes, PNG);
    case 'jpeg':
      return startsWith(bytes, JPEG);
    case 'docx':
      // Any ZIP starts with PK; a Word document's package also names these entries (stored uncompressed).
      return startsWith(bytes, ZIP) && indexOf(bytes, CONTENT_TYPES_ENTRY) >= 0 && indexOf(bytes, WORD_ENTRY) >= 0;
  }
}

/**
 * The kind of a file by its first bytes alone, whatever its name or declared type says (document review judges
 * uploads this way); undefined for anything that is not a PDF, DOCX, JPEG or PNG.
 */
export function sniffUploadKind(bytes: Uint8Array): UploadKind | undefined {
  return (['png', 'jpeg', 'pdf', 'docx'] as const).find((kind) => contentMatches(kind, bytes));
}

/** Stored names: letters, digits, dot, dash, underscore; no path separators, no "..", no leading dot. */
const SAFE_NAME = /^[A-Za-z0-9][A-Za-z0-9._-]{0,127}$/;

export const isSafeFileName = (name: string): boolean => SAFE_NAME.test(name) && !name.includes('..');

/** A safe stored name from whatever the browser sent, with the extension of the kind it really is. */
export function safeFileName(original: string, kind: UploadKind): string {
  const base = original.split(/[\\/]/).pop() ?? '';
  const ext = extensionOf(base);
  const stem = (kindByExtension(ext) === kind ? base.slice(0, -ext.length) : base)
    // "résumé" -> "resume": decompose, then drop the accents rather than turning them into dashes.
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .replace(/[^A-Za-z0-9._-]+/g, '-')
    .replace(/\.{2,}/g, '.')
    .replace(/-{2,}/g, '-')
    .slice(0, 100)
    .replace(/^[^A-Za-z0-9]+|[^A-Za-z0-9]+$/g, '');
  const keptExt = kindByExtension(ext) === kind ? ext : UPLOAD_KINDS[kind].extensions[0];
  return `${stem || 'document'}${keptExt}`;
}

/** "name.pdf" -> "name-2.pdf", so a second upload of the same name does not overwrite the first. */
export function numberedName(name: string, n: number): string {
  const ext = extensionOf(name);
  return `${name.slice(0, name.length - ext.length)}-${n}${ext}`;
}
