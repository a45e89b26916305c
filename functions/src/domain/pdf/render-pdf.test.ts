import { describe, expect, it } from 'vitest';
import { PDFParse } from 'pdf-parse';
import { renderPdf } from './render-pdf';

describe('renderPdf', () => {
  it('renders text that a PDF parser can read back', async () => {
    const bytes = await renderPdf({ content: [{ text: 'Receipt notice', bold: true }, 'Priority date 2026-01-02'] });
    expect(bytes.subarray(0, 5).toString()).toBe('%PDF-');
    const parsed = await new PDFParse({ data: bytes }).getText();
    expect(parsed.text).toContain('Receipt notice');
    expect(parsed.text).toContain('Priority date 2026-01-02');
  });
});
