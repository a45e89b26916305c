import type { Readable } from 'node:stream';
import type { Request, Response } from 'express';
import { asksForDownload, fileQuerySchema } from '../../shared/contracts/file-query';
import { UPLOAD_KINDS } from '../../shared/settings/upload-policy';
import { parseInput } from '../../domain/validate';
import { log } from '../../log';

const SERVABLE_TYPES = new Set(Object.values(UPLOAD_KINDS).map((kind) => kind.contentType));

/** `?download=1` asks for an attachment (Save) rather than inline display (View); for routes without a contract yet. */
export const wantsDownload = (req: Request): boolean => asksForDownload(parseInput(fileQuerySchema, req.query));

/** Sends a stored file. View opens it in the browser (inline); `download` makes it an attachment. */
export function streamFile(
  res: Response,
  file: { name: string; size: number; contentType: string },
  open: () => Readable,
  download: boolean,
): void {
  // The API shares the app's origin, so only the accepted types are ever rendered inline; anything
  // else (say HTML put into the bucket from the console) is handed over as an opaque download.
  const servable = SERVABLE_TYPES.has(file.contentType);
  res.status(200);
  res.setHeader('Content-Type', servable ? file.contentType : 'application/octet-stream');
  if (file.size > 0) res.setHeader('Content-Length', String(file.size));
  const disposition = download || !servable ? 'attachment' : 'inline';
  res.setHeader('Content-Disposition', `${disposition}; filename="${file.name.replace(/[^A-Za-z0-9._-]/g, '_')}"`);
  // Never let a browser second-guess the type we chose.
  res.setHeader('X-Content-Type-Options', 'nosniff');
  res.setHeader('Cache-Control', 'private, no-store');
  const stream = open();
  stream.on('error', (error) => {
    log.error('stored file stream failed', { contentType: file.contentType }, error);
    res.destroy(error);
  });
  stream.pipe(res);
}

/** Sends a PDF made for this request (a summary or transcript) as a download that no cache keeps. */
export function sendPdf(res: Response, pdf: Buffer, fileName: string): void {
  res.status(200);
  res.setHeader('Content-Type', 'application/pdf');
  res.setHeader('Content-Disposition', `attachment; filename="${fileName}"`);
  res.setHeader('Content-Length', String(pdf.length));
  res.setHeader('Cache-Control', 'private, no-store');
  res.end(pdf);
}
