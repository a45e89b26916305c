// A PDF's first page as a small image for the Upload step's preview. PDF.js is loaded only when a PDF is chosen, so
// it never weighs on any other screen.
import type * as PdfJs from 'pdfjs-dist';

let loading: Promise<typeof PdfJs> | null = null;

function loadPdfJs(): Promise<typeof PdfJs> {
  loading ??= (async () => {
    // PDF.js parses in its own worker, served from our origin (firebase.json allows worker-src 'self'), so a large
    // PDF never blocks the page.
    const [pdfjs, worker] = await Promise.all([import('pdfjs-dist'), import('pdfjs-dist/build/pdf.worker.min.mjs?url')]);
    pdfjs.GlobalWorkerOptions.workerSrc = worker.default;
    return pdfjs;
  })();
  loading.catch(() => {
    loading = null;
  });
  return loading;
}

/** Renders page 1 `width` CSS pixels wide; answers an object URL of a PNG, which the caller revokes. */
export async function renderPdfThumbnail(file: Blob, width: number): Promise<string> {
  const pdfjs = await loadPdfJs();
  const data = new Uint8Array(await file.arrayBuffer());
  // No eval (the CSP forbids it) and errors only: a thumbnail is best effort.
  const task = pdfjs.getDocument({ data, isEvalSupported: false, verbosity: pdfjs.VerbosityLevel.ERRORS });
  try {
    const doc = await task.promise;
    const page = await doc.getPage(1);
    const pixels = width * Math.min(2, window.devicePixelRatio || 1);
    const viewport = page.getViewport({ scale: pixels / page.getViewport({ scale: 1 }).width });
    const canvas = document.createElement('canvas');
    canvas.width = Math.ceil(viewport.width);
    canvas.height = Math.ceil(viewport.height);
    const context = canvas.getContext('2d');
    if (!context) throw new Error('No canvas');
    await page.render({ canvasContext: context, canvas, viewport }).promise;
    const png = await new Promise<Blob | null>((resolve) => canvas.toBlob(resolve, 'image/png'));
    if (!png) throw new Error('The page could not be drawn');
    return URL.createObjectURL(png);
  } finally {
    await task.destroy();
  }
}
