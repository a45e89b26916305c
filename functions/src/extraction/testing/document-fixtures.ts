// Test fixtures: made-up documents as the files an applicant uploads, built by the tests themselves (nothing is
// downloaded). PDFs with a text layer (pdfmake, as the app renders its own PDFs), scanned-style images of text drawn
// with @napi-rs/canvas, a scanned PDF (an image-only page), a blank image and a minimal DOCX (zipped with fflate).
// tests/support/document-fixtures.ts re-exports them for the integration, browser and bench suites.
import { createCanvas, GlobalFonts, type SKRSContext2D } from '@napi-rs/canvas';
import { strToU8, zipSync } from 'fflate';
import type { Content } from 'pdfmake/interfaces';
import {
  bankStatementLines,
  birthCertificateLines,
  formPages,
  marriageCertificateLines,
  noticeLines,
  passportLines,
  type BankStatementData,
  type BirthCertificateData,
  type FormData,
  type MarriageCertificateData,
  type NoticeData,
  type PassportData,
} from '../../domain/documents/testing/document-texts';
import { renderPdf } from '../../domain/pdf/render-pdf';

// Named one by one: a star re-export through this CommonJS package loses its names in the ESM suites (tests/).
export {
  bankStatementLines,
  birthCertificateLines,
  FORM_TITLES,
  formPages,
  marriageCertificateLines,
  noticeLines,
  passportDates,
  passportLines,
  td3Lines,
} from '../../domain/documents/testing/document-texts';
export type {
  BankStatementData,
  BirthCertificateData,
  FormData,
  MarriageCertificateData,
  NoticeData,
  PassportData,
} from '../../domain/documents/testing/document-texts';

// --- PDFs with a text layer -------------------------------------------------------------------------------------------

/** A PDF with one page per list of lines: the text layer holds exactly these lines. */
export function textPdf(pages: readonly (readonly string[])[]): Promise<Buffer> {
  const content: Content[] = pages.map((lines, index) => ({
    stack: lines.map((line) => ({ text: line === '' ? ' ' : line, margin: [0, 0, 0, 4] as [number, number, number, number] })),
    ...(index > 0 ? { pageBreak: 'before' as const } : {}),
  }));
  return renderPdf({ content, pageSize: 'LETTER' });
}

export const passportPdf = (p: PassportData) => textPdf([passportLines(p)]);
export const bankStatementPdf = (b: BankStatementData) => textPdf([bankStatementLines(b)]);
export const formPdf = (f: FormData) => textPdf(formPages(f));
export const birthCertificatePdf = (b: BirthCertificateData) => textPdf([birthCertificateLines(b)]);
export const marriageCertificatePdf = (m: MarriageCertificateData) => textPdf([marriageCertificateLines(m)]);
export const noticePdf = (n: NoticeData) => textPdf([noticeLines(n)]);

/** A long text PDF (an I-864 of `pages` pages by default: 10), for the page budget. */
export const longFormPdf = (pages = 10) => formPdf({ form: 'I-864', edition: '01/20/25', pages, sponsor: 'Anna Maria Eriksson' });

// --- Images ----------------------------------------------------------------------------------------------------------

/** A font that every machine with fonts has; the canvas draws nothing without one. */
function fontFamily(monospace: boolean): string {
  const families = new Set(GlobalFonts.families.map((f) => f.family));
  const wanted = monospace
    ? ['DejaVu Sans Mono', 'Liberation Mono', 'Courier New', 'Noto Sans Mono']
    : ['DejaVu Sans', 'Liberation Sans', 'Arial', 'Noto Sans', 'Helvetica'];
  const found = wanted.find((family) => families.has(family));
  if (!found)
    throw new Error(`No ${monospace ? 'monospace' : 'sans-serif'} font installed for the image fixtures (looked for ${wanted.join(', ')})`);
  return found;
}

/** A small deterministic pseudo-random sequence, so "scanner noise" is the same on every run. */
function noise(seed: number): () => number {
  let state = seed >>> 0;
  return () => {
    state = (state * 1664525 + 1013904223) >>> 0;
    return state / 2 ** 32;
  };
}

export interface ScanOptions {
  /** Pixels; default a US Letter page at 300 dpi (2550 x 3300). */
  width?: number;
  height?: number;
  /** Text height in pixels; default 42 (about 10 pt at 300 dpi). */
  fontPx?: number;
  /** Lines that must be drawn in a monospace font (a passport's machine-readable zone). */
  monospaceFrom?: number;
  format?: 'png' | 'jpeg';
}

function drawScan(context: SKRSContext2D, lines: readonly string[], width: number, height: number, options: ScanOptions): void {
  const fontPx = options.fontPx ?? 42;
  // Off-white paper with faint speckles, dark grey ink, a slight skew: what a flatbed scan looks like.
  context.fillStyle = '#f7f6f2';
  context.fillRect(0, 0, width, height);
  const random = noise(width * 31 + height);
  context.fillStyle = 'rgba(90, 90, 90, 0.35)';
  for (let i = 0; i < (width * height) / 4000; i++) context.fillRect(random() * width, random() * height, 2, 2);
  context.save();
  context.rotate((0.25 * Math.PI) / 180);
  context.fillStyle = '#1d1d1f';
  const left = Math.round(width * 0.08);
  let y = Math.round(height * 0.08);
  lines.forEach((line, index) => {
    const mono = options.monospaceFrom !== undefined && index >= options.monospaceFrom;
    context.font = `${mono ? Math.round(fontPx * 1.1) : fontPx}px "${fontFamily(mono)}"`;
    context.fillText(line, left, y);
    y += Math.round(fontPx * (mono ? 1.9 : 1.6));
  });
  context.restore();
}

/** A scanned-style image of text lines (PNG by default). */
export async function scannedImage(lines: readonly string[], options: ScanOptions = {}): Promise<Buffer> {
  const [width, height] = [options.width ?? 2550, options.height ?? 3300];
  const canvas = createCanvas(width, height);
  drawScan(canvas.getContext('2d'), lines, width, height, options);
  return options.format === 'jpeg' ? canvas.encode('jpeg', 90) : canvas.encode('png');
}

/** A passport photo page photographed: the visual zone and, in a monospace font, the machine-readable zone. */
export function passportImage(p: PassportData, options: ScanOptions = {}): Promise<Buffer> {
  const lines = passportLines(p);
  return scannedImage(lines, { width: 1800, height: 1300, fontPx: 40, monospaceFrom: lines.length - 2, ...options });
}

/** A page of a bank statement, at 300 dpi: the OCR budget's page. */
export const bankStatementImage = (b: BankStatementData, options: ScanOptions = {}) => scannedImage(bankStatementLines(b), options);
/** A notice photographed with a phone: the same lines as a scan. */
export const noticeImage = (n: NoticeData, options: ScanOptions = {}) => scannedImage(noticeLines(n), options);

/** A blank page (white, no text). */
export async function blankImage(width = 1200, height = 1600, format: 'png' | 'jpeg' = 'png'): Promise<Buffer> {
  const canvas = createCanvas(width, height);
  const context = canvas.getContext('2d');
  context.fillStyle = '#ffffff';
  context.fillRect(0, 0, width, height);
  return format === 'jpeg' ? canvas.encode('jpeg', 90) : canvas.encode('png');
}

/** A passport-style photo: a head-and-shoulders silhouette on a light background, 2 x 2 inches at 300 dpi. */
export async function passportPhotoImage(size = 600): Promise<Buffer> {
  const canvas = createCanvas(size, size);
  const context = canvas.getContext('2d');
  context.fillStyle = '#e9eef2';
  context.fillRect(0, 0, size, size);
  context.fillStyle = '#2f3b52';
  context.beginPath();
  context.ellipse(size / 2, size * 1.05, size * 0.42, size * 0.38, 0, 0, Math.PI * 2);
  context.fill();
  context.fillStyle = '#c99a7b';
  context.beginPath();
  context.ellipse(size / 2, size * 0.42, size * 0.18, size * 0.24, 0, 0, Math.PI * 2);
  context.fill();
  context.fillStyle = '#3a2a20';
  context.beginPath();
  context.ellipse(size / 2, size * 0.27, size * 0.19, size * 0.1, 0, 0, Math.PI * 2);
  context.fill();
  return canvas.encode('jpeg', 90);
}

/** A scanned PDF: each page is only an image of the lines (no text layer), as a scanner without OCR makes them. */
export async function scannedPdf(pages: readonly (readonly string[])[]): Promise<Buffer> {
  const images = await Promise.all(pages.map((lines) => scannedImage(lines, { width: 1275, height: 1650, fontPx: 21, format: 'jpeg' })));
  const content: Content[] = images.map((image, index) => ({
    image: `data:image/jpeg;base64,${image.toString('base64')}`,
    width: 612,
    absolutePosition: { x: 0, y: 0 },
    ...(index > 0 ? { pageBreak: 'before' as const } : {}),
  }));
  return renderPdf({ content, pageSize: 'LETTER', pageMargins: [0, 0, 0, 0] });
}

/** Bytes that start like a PDF and then are not one (a damaged download). */
export function corruptPdf(): Buffer {
  return Buffer.from('%PDF-1.7\n1 0 obj\n<< /Type /Catalog /Pages 2 0 R >>\nendobj\nthis file was cut short and is not a PDF\n', 'latin1');
}

// --- DOCX ------------------------------------------------------------------------------------------------------------

const xmlEscape = (text: string) => text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');

/** A minimal valid Word document: one paragraph per line. */
export function docxFile(lines: readonly string[]): Buffer {
  const paragraphs = lines.map((line) => `<w:p><w:r><w:t xml:space="preserve">${xmlEscape(line)}</w:t></w:r></w:p>`).join('');
  const files = {
    '[Content_Types].xml': strToU8(
      '<?xml version="1.0" encoding="UTF-8" standalone="yes"?><Types xmlns="http://schemas.openxmlformats.org/package/2006/content-types"><Default Extension="rels" ContentType="application/vnd.openxmlformats-package.relationships+xml"/><Default Extension="xml" ContentType="application/xml"/><Override PartName="/word/document.xml" ContentType="application/vnd.openxmlformats-officedocument.wordprocessingml.document.main+xml"/></Types>',
    ),
    '_rels/.rels': strToU8(
      '<?xml version="1.0" encoding="UTF-8" standalone="yes"?><Relationships xmlns="http://schemas.openxmlformats.org/package/2006/relationships"><Relationship Id="rId1" Type="http://schemas.openxmlformats.org/officeDocument/2006/relationships/officeDocument" Target="word/document.xml"/></Relationships>',
    ),
    'word/document.xml': strToU8(
      `<?xml version="1.0" encoding="UTF-8" standalone="yes"?><w:document xmlns:w="http://schemas.openxmlformats.org/wordprocessingml/2006/main"><w:body>${paragraphs}</w:body></w:document>`,
    ),
  };
  return Buffer.from(zipSync(files));
}
