// The one reader of multipart/form-data uploads (POST /documents, POST /tickets, POST /chats/:chatId/attachments). Not a
// route module. Each caller passes an UploadPolicy: the file field, the limits, and what it accepts. Whatever the
// client sends (a cut-off body, a missing boundary, a wrong content type, too many parts, an oversized file, a dropped
// connection) ends as a 400, 413 or 415 domain error: every stream error is handled, and the read always settles.
import busboy from 'busboy';
import type { Request } from 'express';
import type { Readable } from 'node:stream';
import { type DomainError, badRequest, payloadTooLarge, unsupportedMediaType } from '../../domain/errors';
import {
  ACCEPTED_TYPES_MESSAGE,
  contentMatches,
  declaredKind,
  MAX_UPLOAD_BYTES,
  TOO_LARGE_MESSAGE,
  type UploadKind,
} from '../../shared/settings/upload-policy';
import { cleanFileName } from '../../shared/text';

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
  tooLargeMessage: string;
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

const UNREADABLE = 'The upload could not be read.';
/** A client that stops sending for this long has its upload refused rather than holding the request open. */
export const UPLOAD_IDLE_MS = 30_000;
/** Room for the boundaries and part headers around the file and fields. */
const PART_OVERHEAD_BYTES = 4 * 1024;

export const isMultipart = (req: Request): boolean => req.is('multipart/form-data') === 'multipart/form-data';

/** Reads a form with at most one file, under `policy.fileField`, and hands the file to `policy.accept`. */
export async function readMultipart<T>(req: Request, policy: UploadPolicy<T>): Promise<MultipartForm<T>> {
  if (!isMultipart(req)) throw unsupportedMediaType('Send the form as multipart/form-data.');
  const maxBodyBytes = policy.maxFileBytes + policy.maxFields * (policy.maxFieldBytes + PART_OVERHEAD_BYTES) + PART_OVERHEAD_BYTES;
  if (Number(req.headers['content-length'] ?? 0) > maxBodyBytes) throw payloadTooLarge(policy.tooLargeMessage);

  const form = await parseForm(req, policy);
  if (!form.file) return { fields: form.fields, file: null };
  if (form.file.bytes.length === 0) throw badRequest('The file is empty.', { [policy.fileField]: 'The file is empty' });
  return { fields: form.fields, file: policy.accept(form.file) };
}

function parseForm(req: Request, policy: UploadPolicy<unknown>): Promise<{ fields: Record<string, string>; file: RawFile | null }> {
  return new Promise((resolve, reject) => {
    let bb: busboy.Busboy;
    try {
      bb = busboy({
        headers: req.headers,
        // Browsers send the file name as UTF-8; busboy's default would read it as Latin-1.
        defParamCharset: 'utf8',
        limits: {
          files: 1,
          fileSize: policy.maxFileBytes,
          fields: policy.maxFields,
          fieldSize: policy.maxFieldBytes,
          parts: policy.maxFields + 1,
        },
      });
    } catch {
      // No boundary, or a content type busboy cannot read.
      reject(badRequest(UNREADABLE));
      return;
    }

    const fields = new Map<string, string>();
    let file: RawFile | null = null;
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
      else resolve({ fields: Object.fromEntries(fields), file });
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
      idle = setTimeout(() => abort(badRequest('The upload stopped before it was complete.')), policy.idleMs ?? UPLOAD_IDLE_MS);
      idle.unref();
    };

    bb.on('field', (name, value, info) => {
      if (info.nameTruncated) fail(badRequest('A form field name is too long.'));
      if (info.valueTruncated) fail(payloadTooLarge('A form field is too long.'));
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
      if (name !== policy.fileField) {
        fail(badRequest(`Attach the file in the "${policy.fileField}" field.`, { [name]: `Unexpected file field; use "${policy.fileField}"` }));
      }
      stream.on('data', (chunk: Buffer) => {
        if (!failure) chunks.push(chunk);
      });
      stream.on('limit', () => fail(payloadTooLarge(policy.tooLargeMessage)));
      // A body cut off inside the file errors this stream as well as busboy: unhandled, it would crash the process.
      stream.on('error', () => {
        fail(badRequest(UNREADABLE));
        close();
      });
      stream.on('end', () => {
        const bytes = Buffer.concat(chunks);
        // A browser form with no file chosen still sends the part, nameless and empty: no file.
        if (!failure && name === policy.fileField && (info.filename || bytes.length > 0)) {
          file = { field: name, fileName: cleanFileName(info.filename ?? ''), declaredType: info.mimeType ?? '', bytes };
        }
        close();
      });
    });
    bb.on('filesLimit', () => fail(badRequest('Upload one file at a time.')));
    bb.on('fieldsLimit', () => fail(badRequest('The form has too many fields.')));
    bb.on('partsLimit', () => fail(badRequest('The form has too many parts.')));
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
    source.on('aborted', () => abort(badRequest('The upload stopped before it was complete.')));
    source.on('close', () => {
      if (!(req as Request).complete) abort(badRequest('The upload stopped before it was complete.'));
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
