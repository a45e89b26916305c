import { createHash } from 'node:crypto';
import { afterAll, describe, expect, it } from 'vitest';
import { analyzeDocuments } from '../domain/documents/review';
import { extractFile, extractionStats, MAX_PDF_PAGES, shutdownExtraction, warmUpExtraction } from './extract-file';
import { imageSize } from './image-size';
import * as fx from './testing/document-fixtures';

// Real extraction: pdf.js and the image scaling in the reader process, tesseract.js with the bundled English data, mammoth. OCR takes
// seconds per page, hence the longer timeouts.
const SLOW = 60_000;
const TODAY = '2026-11-22';
const ANNA: fx.PassportData = {
  surname: 'Eriksson',
  givenNames: 'Anna Maria',
  number: 'L898902C3',
  nationality: 'UTO',
  birth: '1974-08-12',
  expiry: '2031-04-15',
  sex: 'F',
};

const extract = (name: string, uploadKind: 'pdf' | 'png' | 'jpeg' | 'docx', bytes: Buffer) =>
  extractFile({ documentId: `id-${name}`, name, uploadKind, bytes });
const squash = (text: string) => text.replace(/\s+/g, ' ');

afterAll(async () => {
  await shutdownExtraction();
});

describe('extractFile: PDFs with a text layer', () => {
  it(
    'starts the reader process ahead of the first file when asked, then reuses it',
    async () => {
      warmUpExtraction({ ocr: false });
      warmUpExtraction({ ocr: false });
      expect(extractionStats()).toEqual({ readerProcessesStarted: 1, ocrWorkersCreated: 0, ocrRecognitions: 0 });
      await extract('statement.pdf', 'pdf', await fx.bankStatementPdf({ holder: 'Anna Eriksson' }));
      expect(extractionStats().readerProcessesStarted).toBe(1);
    },
    SLOW,
  );

  it(
    'reads each page, hashes the bytes and keeps the passport zone character for character',
    async () => {
      const bytes = await fx.passportPdf(ANNA);
      const { file, timings } = await extract('passport.pdf', 'pdf', bytes);
      expect(file).toMatchObject({ documentId: 'id-passport.pdf', name: 'passport.pdf', uploadKind: 'pdf', method: 'pdf-text' });
      expect(file.sha256).toBe(createHash('sha256').update(bytes).digest('hex'));
      expect(file.pages).toHaveLength(1);
      for (const line of fx.td3Lines(ANNA)) expect(file.pages[0]?.text).toContain(line);
      expect(file.pages[0]?.confidence).toBeUndefined();
      expect(timings).toMatchObject({ pdfText: expect.any(Number), total: expect.any(Number) });
    },
    SLOW,
  );

  it(
    'reads a 10-page form page by page',
    async () => {
      const { file } = await extract('i-864.pdf', 'pdf', await fx.longFormPdf(10));
      expect(file.pages).toHaveLength(10);
      expect(file.pages[9]?.text).toContain('Form I-864 Edition 01/20/25 Page 10 of 10');
      expect(file.pagesNotRead).toBeUndefined();
    },
    SLOW,
  );

  it(
    `reads at most ${MAX_PDF_PAGES} pages of a long PDF and counts the rest`,
    async () => {
      const { file } = await extract('long.pdf', 'pdf', await fx.longFormPdf(MAX_PDF_PAGES + 3));
      expect(file.pages).toHaveLength(MAX_PDF_PAGES);
      expect(file.pagesNotRead).toBe(3);
    },
    SLOW,
  );

  it(
    'answers a damaged PDF with no pages instead of failing',
    async () => {
      const { file } = await extract('broken.pdf', 'pdf', fx.corruptPdf());
      expect(file).toMatchObject({ method: 'pdf-text', pages: [] });
      const review = analyzeDocuments({ category: 'family', country: 'Mexico', files: [file], applicant: {}, today: TODAY });
      expect(review.documents[0]?.issues.map((i) => i.type)).toEqual(['unreadable']);
    },
    SLOW,
  );
});

describe('extractFile: OCR', () => {
  it(
    'renders and reads a scanned PDF (image-only pages)',
    async () => {
      const lines = fx.birthCertificateLines({ childName: 'Anna Maria Eriksson', birth: '1974-08-12' });
      const { file, timings } = await extract('scan.pdf', 'pdf', await fx.scannedPdf([lines]));
      expect(file.method).toBe('ocr');
      expect(file.pages[0]?.confidence).toBeGreaterThan(70);
      const text = squash(file.pages[0]?.text ?? '');
      expect(text).toContain('CERTIFICATE OF BIRTH');
      expect(text).toContain("Child's name: Anna Maria Eriksson");
      expect(timings['pdfRender']).toBeGreaterThan(0);
      const review = analyzeDocuments({ category: 'family', country: 'Mexico', files: [file], applicant: {}, today: TODAY });
      expect(review.documents[0]).toMatchObject({
        kind: 'birth-certificate',
        identity: { fullName: 'Anna Maria Eriksson', dateOfBirth: '1974-08-12' },
      });
    },
    SLOW,
  );

  it(
    'reads a photographed passport page, machine-readable zone included, and the analysis verifies it',
    async () => {
      const bytes = await fx.passportImage(ANNA);
      const { file } = await extract('passport.png', 'png', bytes);
      expect(file).toMatchObject({ method: 'ocr', image: { width: 1800, height: 1300 } });
      const review = analyzeDocuments({ category: 'diversity', country: 'Ghana', files: [file], applicant: {}, today: TODAY });
      expect(review.documents[0]).toMatchObject({
        kind: 'passport',
        identity: { fullName: 'Anna Maria Eriksson', documentNumber: 'L898902C3', dateOfBirth: '1974-08-12', expiryDate: '2031-04-15' },
      });
      expect(review.documents[0]?.issues.filter((i) => i.type === 'invalid-mrz')).toEqual([]);
    },
    SLOW,
  );

  it(
    'scales a very large photo down before OCR, and still records its real size',
    async () => {
      const bytes = await fx.bankStatementImage({ holder: 'Anna Eriksson' }, { width: 4000, height: 3000, fontPx: 60, format: 'jpeg' });
      expect(imageSize(bytes, 'jpeg')).toEqual({ width: 4000, height: 3000 });
      const { file, timings } = await extract('statement.jpg', 'jpeg', bytes);
      expect(file.image).toMatchObject({ width: 4000, height: 3000 });
      expect(squash(file.pages[0]?.text ?? '')).toContain('Statement period: 10/01/2026 to 10/31/2026');
      expect(timings['imagePrepare']).toBeGreaterThan(0);
    },
    SLOW,
  );

  it(
    'does not spend OCR on a blank image, and the analysis calls it unreadable',
    async () => {
      const before = extractionStats().ocrRecognitions;
      const { file } = await extract('blank.png', 'png', await fx.blankImage());
      expect(extractionStats().ocrRecognitions).toBe(before);
      expect(file.image?.tone).toEqual({ mean: 255, deviation: 0 });
      const review = analyzeDocuments({ category: 'kvisa', country: 'Ghana', files: [file], applicant: {}, today: TODAY });
      expect(review.documents[0]).toMatchObject({
        kind: 'unknown',
        issues: [expect.objectContaining({ type: 'unreadable', severity: 'error' })],
      });
    },
    SLOW,
  );

  it(
    'answers an image that does not decode with no pages, and the next file reads as usual',
    async () => {
      // A valid PNG header (so its size reads) followed by garbage: the image library crashes the reader process on it.
      const bytes = Buffer.concat([(await fx.blankImage(100, 100)).subarray(0, 33), Buffer.from('garbage, not image data')]);
      const before = extractionStats().readerProcessesStarted;
      const { file } = await extract('broken.png', 'png', bytes);
      expect(file).toMatchObject({ method: 'ocr', pages: [] });
      const { file: next } = await extract('after.pdf', 'pdf', await fx.bankStatementPdf({ holder: 'Anna Eriksson' }));
      expect(next.pages[0]?.text).toContain('Statement period');
      expect(extractionStats().readerProcessesStarted).toBe(before + 1);
    },
    SLOW,
  );

  it(
    'does not decode an image that claims an absurd size (a decompression bomb)',
    async () => {
      const bytes = Buffer.from(await fx.blankImage(100, 100));
      bytes.writeUInt32BE(100_000, 16);
      bytes.writeUInt32BE(100_000, 20);
      const before = extractionStats();
      const { file } = await extract('bomb.png', 'png', bytes);
      expect(file).toMatchObject({ pages: [], image: { width: 100_000, height: 100_000 } });
      expect(extractionStats()).toEqual(before);
    },
    SLOW,
  );

  it(
    'tells a passport photo by its proportions and tone',
    async () => {
      const { file } = await extract('photo.jpg', 'jpeg', await fx.passportPhotoImage());
      const review = analyzeDocuments({ category: 'kvisa', country: 'Ghana', files: [file], applicant: {}, today: TODAY });
      expect(review.documents[0]).toMatchObject({ kind: 'passport-photo', satisfies: 'photos', wrongDocument: false, issues: [] });
    },
    SLOW,
  );

  it(
    'shares one OCR worker between concurrent requests',
    async () => {
      const [a, b] = await Promise.all([
        extract(
          'a.png',
          'png',
          await fx.scannedImage(['CERTIFICATE OF MARRIAGE', 'Spouse 1: Anna Eriksson'], { width: 1200, height: 500 }),
        ),
        extract('b.png', 'png', await fx.scannedImage(['EARNINGS STATEMENT', 'Net pay: 3,012.44'], { width: 1200, height: 500 })),
      ]);
      expect(squash(a.file.pages[0]?.text ?? '')).toContain('CERTIFICATE OF MARRIAGE');
      expect(squash(b.file.pages[0]?.text ?? '')).toContain('EARNINGS STATEMENT');
      // Every OCR in this file went through the one worker started by the first.
      expect(extractionStats().ocrWorkersCreated).toBe(1);
    },
    SLOW,
  );
});

describe('extractFile: DOCX', () => {
  it('reads the text of a Word document as one page', async () => {
    const { file } = await extract(
      'letter.docx',
      'docx',
      fx.docxFile(['EMPLOYMENT VERIFICATION', 'Anna Eriksson is employed as an engineer.']),
    );
    expect(file.method).toBe('docx');
    expect(file.pages).toHaveLength(1);
    expect(squash(file.pages[0]?.text ?? '')).toBe('EMPLOYMENT VERIFICATION Anna Eriksson is employed as an engineer. ');
  });

  it('answers a broken DOCX with no pages', async () => {
    const { file } = await extract('broken.docx', 'docx', Buffer.from('PK\u0003\u0004 not really a zip'));
    expect(file).toMatchObject({ method: 'docx', pages: [] });
  });
});
