// Reads multipart/form-data uploads with busboy. Not a route module: the upload routes share it.
import busboy from 'busboy';
import type { Request } from 'express';
import { type DomainError, badRequest, payloadTooLarge, unsupportedMediaType } from '../../domain/errors';
import {
  ACCEPTED_TYPES_MESSAGE,
  contentMatches,
  declaredKind,
  MAX_UPLOAD_BYTES,
  TOO_LARGE_MESSAGE,
  type UploadKind,
} from '../../shared/settings/upload-policy';

export interface UploadedFile {
  field: string;
  fileName: string;
  kind: UploadKind;
  bytes: Buffer;
}

export interface MultipartForm {
  fields: Record<string, string>;
  file: UploadedFile | null;
}

const MAX_FIELD_BYTES = 64 * 1024;
// Room for the multipart boundaries and the text fields around one file.
const FORM_OVERHEAD_BYTES = 256 * 1024;

export const isMultipart = (req: Request): boolean => req.is('multipart/form-data') === 'multipart/form-data';

/**
 * Parses a form with at most one file, under `fileField`, and checks it against the upload policy:
 * 413 when the file is over 10 MB, 415 when it is not a PDF, DOCX, JPG or PNG (by type and by bytes).
 */
export async function readMultipart(req: Request, fileField: string): Promise<MultipartForm> {
  if (!isMultipart(req)) throw unsupportedMediaType('Send the form as multipart/form-data.');
  const declaredLength = Number(req.headers['content-length'] ?? 0);
  if (declaredLength > MAX_UPLOAD_BYTES + FORM_OVERHEAD_BYTES) throw payloadTooLarge(TOO_LARGE_MESSAGE);

  const form = await new Promise<{ fields: Record<string, string>; file: (Omit<UploadedFile, 'kind'> & { type: string }) | null }>(
    (resolve, reject) => {
      let bb: busboy.Busboy;
      try {
        bb = busboy({
          headers: req.headers,
          limits: { files: 1, fileSize: MAX_UPLOAD_BYTES, fields: 20, fieldSize: MAX_FIELD_BYTES, parts: 25 },
        });
      } catch {
        reject(badRequest('The upload could not be read.'));
        return;
      }
      const fields: Record<string, string> = {};
      let file: { field: string; fileName: string; type: string; bytes: Buffer } | null = null;
      let failure: DomainError | null = null;
      // busboy may report 'close' before the file stream has ended, so close waits for it.
      let fileEnded: Promise<void> = Promise.resolve();
      const fail = (error: DomainError) => (failure ??= error);

      bb.on('field', (name, value, info) => {
        if (info.valueTruncated) fail(payloadTooLarge('A form field is too long.'));
        fields[name] = value;
      });
      bb.on('file', (name, stream, info) => {
        if (name !== fileField) {
          fail(badRequest(`Attach the file in the "${fileField}" field.`, { [name]: `Unexpected file field; use "${fileField}"` }));
          stream.resume();
          return;
        }
        const chunks: Buffer[] = [];
        stream.on('data', (chunk: Buffer) => chunks.push(chunk));
        stream.on('limit', () => fail(payloadTooLarge(TOO_LARGE_MESSAGE)));
        fileEnded = new Promise((done) =>
          stream.on('end', () => {
            const bytes = Buffer.concat(chunks);
            // A browser form with no file chosen still sends the part, nameless and empty: no file.
            if (info.filename || bytes.length > 0) file = { field: name, fileName: info.filename ?? '', type: info.mimeType ?? '', bytes };
            done();
          }),
        );
      });
      bb.on('filesLimit', () => fail(badRequest('Upload one file at a time.')));
      bb.on('fieldsLimit', () => fail(badRequest('The form has too many fields.')));
      bb.on('partsLimit', () => fail(badRequest('The form has too many parts.')));
      bb.on('error', () => reject(failure ?? badRequest('The upload could not be read.')));
      bb.on('close', () => {
        void fileEnded.then(() => (failure ? reject(failure) : resolve({ fields, file })));
      });

      // Cloud Functions (and its emulator) read the body before Express runs and keep it in rawBody.
      const rawBody = (req as Request & { rawBody?: Buffer }).rawBody;
      if (rawBody) bb.end(rawBody);
      else req.pipe(bb);
    },
  );

  if (!form.file) return { fields: form.fields, file: null };
  const { type, ...file } = form.file;
  if (file.bytes.length === 0) throw badRequest('The file is empty.', { [fileField]: 'The file is empty' });
  const kind = declaredKind(type, file.fileName);
  if (!kind || !contentMatches(kind, file.bytes)) throw unsupportedMediaType(ACCEPTED_TYPES_MESSAGE);
  return { fields: form.fields, file: { ...file, kind } };
}
