// Extraction: an uploaded file's bytes -> its text, page by page (domain/documents/analysis-types.ts ExtractedFile).
// PDFs by their text layer, with OCR for pages that have none; images by OCR; DOCX by its text. The heavy work runs
// off the main thread: PDF parsing and rendering and image scaling in the reader process (reader.ts), recognition in
// the OCR worker (ocr.ts), both started once per process and reused. A file that cannot be read (damaged, encrypted,
// not really an image) comes back with no pages, never an error: the analysis then reports it as unreadable.
import { webcrypto } from 'node:crypto';
import type { ExtractedFile, ExtractedPage } from '../domain/documents/analysis-types';
import type { ExtractionMethod } from '../shared/documents/review-views';
import type { UploadKind } from '../shared/settings/upload-policy';
import { log } from '../log';
import { docxText } from './docx';
import { BLANK_DEVIATION, imageSize, MAX_IMAGE_PIXELS, MAX_OCR_PIXELS } from './image-size';
import { ocrStats, recognizeText, shutdownOcr, warmUpOcr } from './ocr';
import { readerStats, readImage, readPdf, shutdownReader, warmUpReader } from './reader';

export interface ExtractInput {
  documentId: string;
  /** The file name as uploaded. */
  name: string;
  uploadKind: UploadKind;
  bytes: Buffer;
  /** The SHA-256 of the bytes (hex), when the caller already has it; computed otherwise. */
  sha256?: string;
}

export interface ExtractResult {
  file: ExtractedFile;
  /** Milliseconds per stage (hash, pdfText, pdfRender, imagePrepare, ocr, ocrWait, docx, total). */
  timings: Record<string, number>;
}

/**
 * A PDF's pages read at most; later pages are not read, so one huge PDF cannot hog the process. The longest official
 * form we file, the I-485, has 24 pages: every form is read whole.
 */
export const MAX_PDF_PAGES = 30;
/** Scanned pages OCR'd at most per PDF (each takes seconds). */
export const MAX_OCR_PAGES_PER_PDF = 5;
/** A page with fewer letters and digits than this in its text layer is treated as a scan. */
const MIN_TEXT_LAYER_CHARACTERS = 20;

const PDF_LIMITS = {
  maxPages: MAX_PDF_PAGES,
  minCharacters: MIN_TEXT_LAYER_CHARACTERS,
  maxRenderPages: MAX_OCR_PAGES_PER_PDF,
  renderDpi: 200,
  maxRenderPixels: MAX_OCR_PIXELS,
};

async function sha256(bytes: Uint8Array): Promise<string> {
  // SubtleCrypto hashes off the main thread.
  const digest = await webcrypto.subtle.digest('SHA-256', bytes);
  return Buffer.from(digest).toString('hex');
}

type Timings = Record<string, number>;

async function timed<T>(timings: Timings, stage: string, work: () => Promise<T>): Promise<T> {
  const started = performance.now();
  try {
    return await work();
  } finally {
    timings[stage] = (timings[stage] ?? 0) + (performance.now() - started);
  }
}

async function ocrPage(image: Uint8Array, timings: Timings): Promise<ExtractedPage> {
  const result = await recognizeText(image);
  timings['ocr'] = (timings['ocr'] ?? 0) + result.ms;
  timings['ocrWait'] = (timings['ocrWait'] ?? 0) + result.waitedMs;
  return { text: result.text, confidence: result.confidence };
}

interface Read {
  method: ExtractionMethod;
  pages: ExtractedPage[];
  image?: ExtractedFile['image'];
  pagesNotRead?: number;
  form?: ExtractedFile['form'];
}

async function readPdfFile(bytes: Uint8Array, timings: Timings): Promise<Read> {
  const answer = await timed(timings, 'pdf', () => readPdf(bytes, PDF_LIMITS));
  if (!answer.ok) {
    if (answer.reason === 'failed') log.warn('A PDF could not be read', { reason: answer.message });
    return { method: 'pdf-text', pages: [] };
  }
  timings['pdfText'] = answer.textMs;
  timings['pdfRender'] = answer.renderMs;
  timings['pdfFields'] = answer.formMs;
  const pages: ExtractedPage[] = [];
  let ocred = false;
  for (const page of answer.pages) {
    if (!page.image) {
      pages.push({ text: page.text });
      continue;
    }
    ocred = true;
    // A page OCR fails on counts as unread (confidence 0); the other pages still count.
    const read = await ocrPage(page.image, timings).catch((error: unknown): ExtractedPage => {
      log.warn('OCR failed on a scanned PDF page', {}, error);
      return { text: '', confidence: 0 };
    });
    // Keep whatever the text layer had too (a header, a page number) alongside what OCR read.
    pages.push({ ...read, text: [page.text.trim(), read.text].filter(Boolean).join('\n') });
  }
  const ocrOnly = ocred && pages.every((page) => page.confidence !== undefined);
  const notRead = answer.totalPages - answer.pages.length;
  return {
    method: ocrOnly ? 'ocr' : 'pdf-text',
    pages,
    ...(notRead > 0 ? { pagesNotRead: notRead } : {}),
    ...(answer.form ? { form: answer.form } : {}),
  };
}

async function readImageFile(bytes: Uint8Array, kind: 'png' | 'jpeg', timings: Timings): Promise<Read> {
  const size = imageSize(bytes, kind);
  if (!size || size.width * size.height > MAX_IMAGE_PIXELS) return { method: 'ocr', pages: [], ...(size ? { image: size } : {}) };
  // The OCR worker loads its data (a second, once per process) while the reader prepares the image.
  warmUpOcr();
  const prepared = await timed(timings, 'imagePrepare', () => readImage({ bytes, ...size, maxPixels: MAX_OCR_PIXELS }));
  if (!prepared.ok) return { method: 'ocr', pages: [] };
  const image = { ...size, tone: prepared.tone };
  // A blank image has nothing to read: no need to spend seconds of OCR on it.
  if (prepared.tone.deviation < BLANK_DEVIATION) return { method: 'ocr', pages: [{ text: '', confidence: 0 }], image };
  const page = await ocrPage(prepared.bytes ?? bytes, timings);
  return { method: 'ocr', pages: [page], image };
}

async function read(input: ExtractInput, timings: Timings): Promise<Read> {
  switch (input.uploadKind) {
    case 'pdf':
      return readPdfFile(input.bytes, timings);
    case 'png':
    case 'jpeg':
      return readImageFile(input.bytes, input.uploadKind, timings);
    case 'docx':
      return { method: 'docx', pages: [{ text: await timed(timings, 'docx', () => docxText(input.bytes)) }] };
  }
}

/** Reads one uploaded file. Never throws for a file it cannot read: that file has no pages. */
export async function extractFile(input: ExtractInput): Promise<ExtractResult> {
  const started = performance.now();
  const timings: Timings = {};
  const hash = input.sha256 ?? (await timed(timings, 'hash', () => sha256(input.bytes)));
  let result: Read;
  try {
    result = await read(input, timings);
  } catch (error) {
    log.info('A file could not be read', {
      uploadKind: input.uploadKind,
      reason: error instanceof Error ? error.message.slice(0, 200) : 'unknown',
    });
    result = { method: input.uploadKind === 'docx' ? 'docx' : input.uploadKind === 'pdf' ? 'pdf-text' : 'ocr', pages: [] };
  }
  timings['total'] = performance.now() - started;
  const file: ExtractedFile = {
    documentId: input.documentId,
    name: input.name,
    uploadKind: input.uploadKind,
    sha256: hash,
    method: result.method,
    pages: result.pages,
    ...(result.image ? { image: result.image } : {}),
    ...(result.pagesNotRead ? { pagesNotRead: result.pagesNotRead } : {}),
    ...(result.form ? { form: result.form } : {}),
  };
  return { file, timings };
}

/**
 * Starts the reader process, and the OCR worker when images are coming, before the files arrive: a service may call
 * this when a review request starts, so that their start-up overlaps the upload. Does nothing for what is running.
 */
export function warmUpExtraction(options: { ocr: boolean }): void {
  warmUpReader();
  if (options.ocr) warmUpOcr();
}

/** Stops the OCR worker and the reader process (tests, the bench, a clean shutdown); the next file starts them again. */
export async function shutdownExtraction(): Promise<void> {
  await Promise.all([shutdownOcr(), shutdownReader()]);
}

/** How many OCR workers and reader processes this process started, and how many images OCR read: the bench shows reuse. */
export function extractionStats(): { ocrWorkersCreated: number; ocrRecognitions: number; readerProcessesStarted: number } {
  const ocr = ocrStats();
  return {
    ocrWorkersCreated: ocr.workersCreated,
    ocrRecognitions: ocr.recognitions,
    readerProcessesStarted: readerStats().processesStarted,
  };
}
