// Reads the one file of a chat attachment upload (multipart/form-data, field "file"). Not a route module. The
// shared multipart reader only takes the document types (PDF, DOCX, JPG, PNG); chat files also include recorded audio.
import busboy from 'busboy';
import type { Request } from 'express';
import type { ChatUpload } from '../../services/chats';
import { MAX_CHAT_FILE_BYTES, MAX_CHAT_FILE_LABEL, sniffChatFileType } from '../../shared/chat/chat-files';
import { badRequest, payloadTooLarge, unsupportedMediaType, type DomainError } from '../../domain/errors';


const TOO_LARGE = `Files may be up to ${MAX_CHAT_FILE_LABEL}.`;
const FORM_OVERHEAD_BYTES = 64 * 1024;

export async function readChatUpload(req: Request): Promise<ChatUpload> {
  if (req.is('multipart/form-data') !== 'multipart/form-data') throw unsupportedMediaType('Send the file as multipart/form-data.');
  if (Number(req.headers['content-length'] ?? 0) > MAX_CHAT_FILE_BYTES + FORM_OVERHEAD_BYTES) throw payloadTooLarge(TOO_LARGE);

  const upload = await new Promise<{ name: string; declared: string; bytes: Buffer } | null>((resolve, reject) => {
    let bb: busboy.Busboy;
    try {
      bb = busboy({ headers: req.headers, limits: { files: 1, fileSize: MAX_CHAT_FILE_BYTES, fields: 5, fieldSize: 1024, parts: 6 } });
    } catch {
      reject(badRequest('The upload could not be read.'));
      return;
    }
    let failure: DomainError | null = null;
    let found: { name: string; declared: string; bytes: Buffer } | null = null;
    let ended: Promise<void> = Promise.resolve();
    const fail = (error: DomainError) => (failure ??= error);
    bb.on('file', (field, stream, info) => {
      if (field !== 'file') {
        fail(badRequest('Attach the file in the "file" field.', { [field]: 'Unexpected file field; use "file"' }));
        stream.resume();
        return;
      }
      const chunks: Buffer[] = [];
      stream.on('data', (chunk: Buffer) => chunks.push(chunk));
      stream.on('limit', () => fail(payloadTooLarge(TOO_LARGE)));
      ended = new Promise((done) =>
        stream.on('end', () => {
          found = { name: info.filename ?? '', declared: info.mimeType ?? '', bytes: Buffer.concat(chunks) };
          done();
        }),
      );
    });
    bb.on('filesLimit', () => fail(badRequest('Upload one file at a time.')));
    bb.on('error', () => reject(failure ?? badRequest('The upload could not be read.')));
    // busboy may report 'close' before the file stream has ended.
    bb.on('close', () => void ended.then(() => (failure ? reject(failure) : resolve(found))));
    // Cloud Functions (and its emulator) read the body before Express runs and keep it in rawBody.
    const rawBody = (req as Request & { rawBody?: Buffer }).rawBody;
    if (rawBody) bb.end(rawBody);
    else req.pipe(bb);
  });

  if (!upload) throw badRequest('Choose a file to upload.', { file: 'Choose a file to upload' });
  if (upload.bytes.length === 0) throw badRequest('The file is empty.', { file: 'The file is empty' });
  const mimeType = sniffChatFileType(upload.bytes, upload.declared);
  if (!mimeType) throw unsupportedMediaType('Attach an image, a PDF or a voice recording.');
  return { name: upload.name.trim().slice(-200) || 'file', mimeType, bytes: upload.bytes };
}
