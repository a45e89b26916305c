// Runs in a child process started by reader.ts. PDFs: the text layer page by page, and a PNG of each page that has
// (almost) no text, for OCR. Images: their tone, and a scaled-down PNG of a very large one. Parsing, rasterising and
// resampling are long synchronous stretches of work, and the image library crashes the process on some undecodable
// files (@napi-rs/canvas 0.1.80 segfaults on them): here neither can block or bring down the server.
import { FormatError, InvalidPDFException, PasswordException, PDFParse } from 'pdf-parse';
import { readFormFields } from './form-fields';
import { prepareImage } from './image';
import type { ImageAnswer, ImageJob, PdfAnswer, PdfJob, PdfPageResult, ReaderAnswer, ReaderJob } from './reader-protocol';

const meaningful = (text: string) => text.replace(/[^\p{L}\p{N}]/gu, '').length;
const message = (error: unknown) => (error instanceof Error ? `${error.name}: ${error.message}` : String(error));

async function readPdf(job: PdfJob): Promise<PdfAnswer> {
  // pdf.js may take ownership of the array it is given: hand it a copy of our own.
  const parser = new PDFParse({ data: new Uint8Array(job.bytes), verbosity: 0, isEvalSupported: false, stopAtErrors: false });
  try {
    const textStarted = performance.now();
    const text = await parser.getText({ first: job.maxPages });
    const pages: PdfPageResult[] = text.pages.sort((a, b) => a.num - b.num).map((page) => ({ text: page.text }));
    const textMs = performance.now() - textStarted;

    const renderStarted = performance.now();
    const blank = text.pages
      .filter((page) => meaningful(page.text) < job.minCharacters)
      .map((page) => page.num)
      .slice(0, job.maxRenderPages);
    if (blank.length > 0) {
      const info = await parser.getInfo({ parsePageInfo: true, partial: blank });
      for (const num of blank) {
        const size = info.pages.find((page) => page.pageNumber === num);
        if (!size || size.width <= 0 || size.height <= 0) continue;
        // The resolution asked for, unless that would make a huge page: then the most pixels allowed.
        const scale = Math.min(job.renderDpi / 72, Math.sqrt(job.maxRenderPixels / (size.width * size.height)));
        const shot = await parser.getScreenshot({ partial: [num], scale, imageBuffer: true, imageDataUrl: false });
        const image = shot.pages[0]?.data;
        const target = pages[num - 1];
        if (image && image.length > 0 && target) target.image = image;
      }
    }
    const renderMs = performance.now() - renderStarted;
    const formStarted = performance.now();
    // A PDF pdf.js reads but pdf-lib cannot still has its text: its fields are then unknown, not an error.
    const form = await readFormFields(job.bytes).catch(() => null);
    const formMs = performance.now() - formStarted;
    return { type: 'pdf', id: job.id, ok: true, totalPages: text.total, pages, textMs, renderMs, ...(form ? { form } : {}), formMs };
  } catch (error) {
    const unreadable = error instanceof PasswordException || error instanceof InvalidPDFException || error instanceof FormatError;
    return { type: 'pdf', id: job.id, ok: false, reason: unreadable ? 'unreadable' : 'failed', message: message(error) };
  } finally {
    await parser.destroy().catch(() => undefined);
  }
}

async function readImage(job: ImageJob): Promise<ImageAnswer> {
  try {
    const prepared = await prepareImage(job.bytes, { width: job.width, height: job.height }, job.maxPixels);
    return { type: 'image', id: job.id, ok: true, tone: prepared.tone, ...(prepared.scaled ? { bytes: prepared.bytes } : {}) };
  } catch (error) {
    // The image library rejected the bytes (on some it crashes this process instead: reader.ts answers for those).
    return { type: 'image', id: job.id, ok: false, reason: 'unreadable', message: message(error) };
  }
}

// One job at a time: reader.ts sends the next only when this one is answered, so a crash names its file.
process.on('message', (job: ReaderJob) => {
  void (job.type === 'pdf' ? readPdf(job) : readImage(job)).then((answer: ReaderAnswer) => process.send?.(answer));
});
// The server went away: nothing left to read for.
process.on('disconnect', () => process.exit(0));
