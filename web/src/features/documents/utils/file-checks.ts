// The upload step's checks, the same as the server's (shared/documents/review-inputs.ts limits,
// shared/settings/upload-policy.ts signatures): what a file really is comes from its first bytes, never its name.
import {
  FILE_TOO_LARGE_MESSAGE,
  MAX_REVIEW_FILE_BYTES,
  MAX_REVIEW_FILES,
  MAX_REVIEW_TOTAL_BYTES,
  REVIEW_TYPES_MESSAGE,
  TOO_MANY_FILES_MESSAGE,
  TOTAL_TOO_LARGE_MESSAGE,
} from '@shared/documents/review-inputs';
import { sniffUploadKind, type UploadKind } from '@shared/settings/upload-policy';
import { i18n } from '@/lib/i18n/i18n';
import { formatNumber } from '@/lib/i18n/format';
import type { Message } from '@shared/i18n/message';

/** How much of a file's start (and, for a ZIP, of its end) is read to tell its kind. */
export const SIGNATURE_BYTES = 64 * 1024;

const ZIP = [0x50, 0x4b, 0x03, 0x04];

/** The kind the bytes really are, or undefined for anything but PDF, DOCX, JPEG and PNG: the server's own test. */
export const sniffKind = (bytes: Uint8Array): UploadKind | undefined => sniffUploadKind(bytes);

const isZip = (bytes: Uint8Array) => ZIP.every((b, i) => bytes[i] === b);

/**
 * Reads a file's signature. A Word package names its entries in the ZIP's central directory at the end, so for a ZIP
 * whose first entries do not show it, the end is read too.
 */
export async function readKind(file: Blob): Promise<UploadKind | undefined> {
  const head = new Uint8Array(await file.slice(0, SIGNATURE_BYTES).arrayBuffer());
  const kind = sniffKind(head);
  if (kind || !isZip(head) || file.size <= SIGNATURE_BYTES) return kind;
  const tail = new Uint8Array(await file.slice(Math.max(SIGNATURE_BYTES, file.size - SIGNATURE_BYTES)).arrayBuffer());
  const both = new Uint8Array(head.length + tail.length);
  both.set(head);
  both.set(tail, head.length);
  return sniffKind(both);
}

export interface CandidateFile {
  name: string;
  size: number;
  kind: UploadKind | undefined;
}

export interface Rejection {
  name: string;
  reason: Message;
}

/**
 * Which of the incoming files may join the ones already chosen: the right kind, at most 10 MB each, at most 10 files
 * and 50 MB in all. Returns the indexes of the accepted ones, in order, and a reason for each refused one.
 */
export function admitFiles(
  current: ReadonlyArray<{ size: number }>,
  incoming: readonly CandidateFile[],
): { accepted: number[]; rejected: Rejection[] } {
  let count = current.length;
  let total = current.reduce((sum, f) => sum + f.size, 0);
  const accepted: number[] = [];
  const rejected: Rejection[] = [];
  incoming.forEach((file, index) => {
    let reason: Message | null = null;
    if (!file.kind) reason = REVIEW_TYPES_MESSAGE;
    else if (file.size > MAX_REVIEW_FILE_BYTES) reason = FILE_TOO_LARGE_MESSAGE;
    else if (count >= MAX_REVIEW_FILES) reason = TOO_MANY_FILES_MESSAGE;
    else if (total + file.size > MAX_REVIEW_TOTAL_BYTES) reason = TOTAL_TOO_LARGE_MESSAGE;
    if (reason) {
      rejected.push({ name: file.name, reason });
      return;
    }
    accepted.push(index);
    count += 1;
    total += file.size;
  });
  return { accepted, rejected };
}

/** 1536 -> "1.5 KB". */
export function formatBytes(bytes: number): string {
  const oneDecimal = (value: number) => formatNumber(Math.round(value * 10) / 10, { maximumFractionDigits: 1 });
  if (bytes < 1024) return i18n.t('documents:bytes.b', { value: formatNumber(bytes) });
  if (bytes < 1024 * 1024) return i18n.t('documents:bytes.kb', { value: oneDecimal(bytes / 1024) });
  return i18n.t('documents:bytes.mb', { value: oneDecimal(bytes / (1024 * 1024)) });
}
