// The one reader of multipart/form-data uploads (POST /documents, POST /tickets, POST /chats/:chatId/attachments with
// one file; POST /ai-assistant/documents with several). Not a route module. Each caller passes an UploadPolicy: the
// file field, the limits, and what it accepts. Whatever the client sends (a cut-off body, a missing boundary, a wrong
// content type, too many parts or files, an oversized file or form, a dropped connection) ends as a 400, 413 or 415
// domain error: every stream error is handled, and the read always settles. Both readers share one busboy parser.
import busboy from 'busboy';
import type { Request } from 'express';
import type { Readable } from 'node:stream';
import { type DomainError, badRequest, payloadTooLarge, unsupportedMediaType } from '../../domain/errors';
import {
  ACCEPTED_TYPES_MESSAGE,
  contentMatches,
  declaredKind,
  EMPTY_FILE_MESSAGE,
  MAX_UPLOAD_BYTES,
  TOO_LARGE_MESSAGE,
  type UploadKind,
} from '../../shared/settings/upload-policy';
import { cleanFileName } from '../../shared/text';
import { msg, type Message } from '../../shared/i18n/message';

/** A file part as it arrived: its field, the browser's name and type, and its bytes. */
export interface RawFile {
  field: string;
  fileName: string;
  declaredType: string;
  bytes: Buffer;
}

export interface UploadPolicy<T> {
  /** The one field that may carry a file. */
  fileField: string;
  maxFileBytes: number;
  tooLargeMessage: Message;
  /** Text fields: how many, and the bytes of each. */
  maxFields: number;
  maxFieldBytes: number;
  /** How long a streamed upload may pause; UPLOAD_IDLE_MS unless set. */
  idleMs?: number;
  /** Turns a non-empty file into what the route takes, or throws (415 for a type it does not take). */
  accept: (file: RawFile) => T;
}

export interface MultipartForm<T> {
  fields: Record<string, string>;
  file: T | null;
}

/** A form with several files under the one file field (repeated), each at most maxFileBytes, all at most maxTotalBytes. */
export interface MultiFileUploadPolicy<T> extends UploadPolicy<T> {
  maxFiles: number;
  /** The answer (413) to one file more than maxFiles. */
  tooManyFilesMessage: Message;
  maxTotalBytes: number;
  /** The answer (413) to files that together exceed maxTotalBytes. */
  totalTooLargeMessage: Message;
}

export interface MultiFileForm<T> {
  fields: Record<string, string>;
  /** In the order they were sent; empty when the form had none. */
  files: T[];
}

/** What one read of a form allows: the policy's limits, with the file count and total size made explicit. */
interface FormLimits {
  fileField: string;
  maxFiles: number;
  tooManyFiles: () => DomainError;
  maxFileBytes: number;
  tooLargeMessage: Message;
  maxTotalBytes: number;
  totalTooLargeMessage: Message;
  maxFields: number;
  maxFieldBytes: number;
  idleMs?: number;
}

const UNREADABLE = msg('errors:uploadUnreadable');
/** A client that stops sending for this long has its upload refused rather than holding the request open. */
export const UPLOAD_IDLE_MS = 30_000;
/** Room for the boundaries and part headers around the file and fields. */
const PART_OVERHEAD_BYTES = 4 * 1024;

export const isMultipart = (req: Request): boolean => req.is('multipart/form-data') === 'multipart/form-data';

/** The most a form within the limits can weigh: its files, its fields, and the boundaries and headers of each part. */
const maxBodyBytes = (limits: FormLimits): number =>
  limits.maxTotalBytes +
  limits.maxFiles * PART_OVERHEAD_BYTES +
  limits.maxFields * (limits.maxFieldBytes + PART_OVERHEAD_BYTES) +
  PART_OVERHEAD_BYTES;

/** Refuses what is not a form, or announces more bytes than a form within the limits can have, before reading it. */
function checkAnnouncedForm(req: Request, limits: FormLimits): void {
  if (!isMultipart(req)) throw unsupportedMediaType(msg('errors:sendMultipart'));
  if (Number(req.headers['content-length'] ?? 0) > maxBodyBytes(limits)) {
    throw payloadTooLarge(limits.maxFiles === 1 ? limits.tooLargeMessage : limits.totalTooLargeMessage);
  }
}

const emptyFile = (field: string) => badRequest(EMPTY_FILE_MESSAGE, { [field]: msg('errors:fileIsEmptyField') });

/** Reads a form with at most one file, under `policy.fileField`, and hands the file to `policy.accept`. */
export async function readMultipart<T>(req: Request, policy: UploadPolicy<T>): Promise<MultipartForm<T>> {
  const limits: FormLimits = {
    ...policy,
    maxFiles: 1,
    tooManyFiles: () => badRequest(msg('errors:uploadOneFile')),
    maxTotalBytes: policy.maxFileBytes,
    totalTooLargeMessage: policy.tooLargeMessage,
  };
  checkAnnouncedForm(req, limits);
  const form = await parseForm(req, limits);
  const [file] = form.files;
  if (!file) return { fields: form.fields, file: null };
  if (file.bytes.length === 0) throw emptyFile(policy.fileField);
  return { fields: form.fields, file: policy.accept(file) };
}

/**
 * Reads a form with up to `policy.maxFiles` files under the repeated `policy.fileField`, and hands each to
 * `policy.accept` in the order sent. One file too many, one file too large, or too many bytes in all: 413.
 */
export async function readMultipartFiles<T>(req: Request, policy: MultiFileUploadPolicy<T>): Promise<MultiFileForm<T>> {
  const limits: FormLimits = { ...policy, tooManyFiles: () => payloadTooLarge(policy.tooManyFilesMessage) };
  checkAnnouncedForm(req, limits);
  const form = await parseForm(req, limits);
  if (form.files.some((file) => file.bytes.length === 0)) throw emptyFile(policy.fileField);
  return { fields: form.fields, files: form.files.map((file) => policy.accept(file)) };
}

function parseForm(req: Request, limits: FormLimits): Promise<{ fields: Record<string, string>; files: RawFile[] }> {
  return new Promise((resolve, reject) => {
    let bb: busboy.Busboy;
    try {
      bb = busboy({
        headers: req.headers,
        // Browsers send the file name as UTF-8; busboy's default would read it as Latin-1.
        defParamCharset: 'utf8',
        limits: {
          files: limits.maxFiles,
          // busboy stops a file when it reaches this size, so a file of exactly maxFileBytes must stay under it.
          fileSize: limits.maxFileBytes + 1,
          fields: limits.maxFields,
          fieldSize: limits.maxFieldBytes,
          // One part more than fields and files, so one file too many is reported as that, not as a part too many.
          parts: limits.maxFields + limits.maxFiles + 1,
        },
      });
    } catch {
      // No boundary, or a content type busboy cannot read.
      reject(badRequest(UNREADABLE));
      return;
    }

    const fields = new Map<string, string>();
    const files: RawFile[] = [];
    let totalBytes = 0;
    let failure: DomainError | null = null;
    let openFiles = 0;
    let parsed = false;
    let settled = false;
    let idle: NodeJS.Timeout | undefined;

    const source: Readable | null = (req as Request & { rawBody?: Buffer }).rawBody ? null : req;

    const settle = () => {
      if (settled) return;
      settled = true;
      clearTimeout(idle);
      if (source) {
        source.unpipe(bb);
        // Read the rest of the body to nowhere, so the connection can carry the answer.
        source.resume();
      }
      if (failure) reject(failure);
      else resolve({ fields: Object.fromEntries(fields), files });
    };
    const fail = (error: DomainError) => {
      failure ??= error;
    };
    /** Parsing stopped short: record why and answer now; nothing more will come. */
    const abort = (error: DomainError) => {
      fail(error);
      settle();
    };
    const done = () => {
      if (parsed && openFiles === 0) settle();
    };
    const restartIdle = () => {
      if (settled) return;
      clearTimeout(idle);
      idle = setTimeout(() => abort(badRequest(msg('errors:theUploadStoppedBeforeItWas'))), limits.idleMs ?? UPLOAD_IDLE_MS);
      idle.unref();
    };

    bb.on('field', (name, value, info) => {
      if (info.nameTruncated) fail(badRequest(msg('errors:aFormFieldNameIsToo')));
      if (info.valueTruncated) fail(payloadTooLarge(msg('errors:aFormFieldIsTooLong')));
      fields.set(name, value);
    });
    bb.on('file', (name, stream, info) => {
      openFiles += 1;
      const chunks: Buffer[] = [];
      let closed = false;
      const close = () => {
        if (closed) return;
        closed = true;
        openFiles -= 1;
        done();
      };
      if (name !== limits.fileField) {
        fail(
          badRequest(msg('errors:attachInField', { field: limits.fileField }), {
            [name]: msg('errors:unexpectedFileField', { field: limits.fileField }),
          }),
        );
      }
      stream.on('data', (chunk: Buffer) => {
        totalBytes += chunk.length;
        if (totalBytes > limits.maxTotalBytes) fail(payloadTooLarge(limits.totalTooLargeMessage));
        // After a failure the rest is read to nowhere: nothing more is kept in memory.
        if (!failure) chunks.push(chunk);
      });
      stream.on('limit', () => fail(payloadTooLarge(limits.tooLargeMessage)));
      // A body cut off inside the file errors this stream as well as busboy: unhandled, it would crash the process.
      stream.on('error', () => {
        fail(badRequest(UNREADABLE));
        close();
      });
      stream.on('end', () => {
        const bytes = Buffer.concat(chunks);
        // A browser form with no file chosen still sends the part, nameless and empty: no file.
        if (!failure && name === limits.fileField && (info.filename || bytes.length > 0)) {
          files.push({ field: name, fileName: cleanFileName(info.filename ?? ''), declaredType: info.mimeType ?? '', bytes });
        }
        close();
      });
    });
    bb.on('filesLimit', () => fail(limits.tooManyFiles()));
    bb.on('fieldsLimit', () => fail(badRequest(msg('errors:theFormHasTooManyFields'))));
    bb.on('partsLimit', () => fail(badRequest(msg('errors:theFormHasTooManyParts'))));
    // A body cut off before its closing boundary ("Unexpected end of form"), or malformed part headers.
    bb.on('error', () => abort(failure ?? badRequest(UNREADABLE)));
    // busboy may report 'close' before the file stream has ended, so the answer waits for both.
    bb.on('close', () => {
      parsed = true;
      done();
    });

    // Cloud Functions (and its emulator) read the body before Express runs and keep it in rawBody.
    if (!source) {
      bb.end((req as Request & { rawBody: Buffer }).rawBody);
      return;
    }
    source.on('data', restartIdle);
    source.on('error', () => abort(badRequest(UNREADABLE)));
    // The client went away before the body was complete.
    source.on('aborted', () => abort(badRequest(msg('errors:theUploadStoppedBeforeItWas'))));
    source.on('close', () => {
      if (!(req as Request).complete) abort(badRequest(msg('errors:theUploadStoppedBeforeItWas')));
    });
    restartIdle();
    source.pipe(bb);
  });
}

// Documents and ticket attachments: PDF, DOCX, JPG or PNG up to 10 MB (shared/settings/upload-policy.ts).

/** A document that passed the upload policy, by its declared type and by its bytes. */
export interface UploadedFile {
  field: string;
  fileName: string;
  kind: UploadKind;
  bytes: Buffer;
}

export function documentUploadPolicy(fileField: string): UploadPolicy<UploadedFile> {
  return {
    fileField,
    maxFileBytes: MAX_UPLOAD_BYTES,
    tooLargeMessage: TOO_LARGE_MESSAGE,
    maxFields: 20,
    maxFieldBytes: 64 * 1024,
    accept: ({ field, fileName, declaredType, bytes }) => {
      const kind = declaredKind(declaredType, fileName);
      if (!kind || !contentMatches(kind, bytes)) throw unsupportedMediaType(ACCEPTED_TYPES_MESSAGE);
      return { field, fileName, kind, bytes };
    },
  };
}
