// The messages between reader.ts (in the server) and reader-process.ts (the child process that parses and renders
// PDFs and decodes and scales images, so that long synchronous work and native crashes stay out of the server).
import type { ImageTone, PdfFormFields } from '../domain/documents/analysis-types';

export interface PdfJob {
  type: 'pdf';
  id: number;
  bytes: Uint8Array;
  /** Pages read at most; later pages are counted but not read. */
  maxPages: number;
  /** Pages with fewer letters and digits than this in their text layer are rendered for OCR. */
  minCharacters: number;
  /** Pages rendered at most (OCR takes seconds per page). */
  maxRenderPages: number;
  /** Rendering resolution, in dots per inch, and the most pixels a rendered page may have. */
  renderDpi: number;
  maxRenderPixels: number;
}

export interface ImageJob {
  type: 'image';
  id: number;
  bytes: Uint8Array;
  width: number;
  height: number;
  /** Larger images are scaled down to this many pixels. */
  maxPixels: number;
}

export type ReaderJob = PdfJob | ImageJob;

export interface PdfPageResult {
  text: string;
  /** A PNG of the page when its text layer had (almost) nothing. */
  image?: Uint8Array;
}

export type PdfAnswer =
  | {
      type: 'pdf';
      id: number;
      ok: true;
      totalPages: number;
      pages: PdfPageResult[];
      textMs: number;
      renderMs: number;
      /** Its fillable fields, when it has any. */
      form?: PdfFormFields;
      formMs: number;
    }
  /** `unreadable`: the bytes are not a PDF we can open (damaged, encrypted). */
  | { type: 'pdf'; id: number; ok: false; reason: 'unreadable' | 'failed'; message: string };

export type ImageAnswer =
  /** `bytes` is absent when the image needed no scaling (OCR reads the upload itself). */
  | { type: 'image'; id: number; ok: true; tone: ImageTone; bytes?: Uint8Array }
  | { type: 'image'; id: number; ok: false; reason: 'unreadable' | 'failed'; message: string };

export type ReaderAnswer = PdfAnswer | ImageAnswer;
