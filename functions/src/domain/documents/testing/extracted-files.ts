// Test fixtures: ExtractedFile values as extraction would hand them to the analysis, from lines of text.
import type { ExtractedFile, ExtractedPage } from '../analysis-types';

export interface TextFileOptions {
  method?: ExtractedFile['method'];
  uploadKind?: ExtractedFile['uploadKind'];
  /** Distinct per file unless given: two files are duplicates only when a test says so. */
  sha256?: string;
  /** OCR confidence for every page. */
  confidence?: number;
  image?: ExtractedFile['image'];
  pagesNotRead?: number;
}

/** A file whose pages hold these lines (one list of lines per page, or one page of lines). */
export function textFile(
  name: string,
  pages: readonly string[] | readonly (readonly string[])[],
  options: TextFileOptions = {},
): ExtractedFile {
  const pageLines = (pages.length > 0 && Array.isArray(pages[0]) ? pages : [pages]) as ReadonlyArray<readonly string[]>;
  const extractedPages: ExtractedPage[] = pageLines.map((lines) => ({
    text: lines.join('\n'),
    ...(options.confidence !== undefined ? { confidence: options.confidence } : {}),
  }));
  return {
    documentId: `doc-${name.replace(/[^a-z0-9]+/gi, '-')}`,
    name,
    uploadKind: options.uploadKind ?? 'pdf',
    sha256: options.sha256 ?? `sha-${name}`,
    method: options.method ?? 'pdf-text',
    pages: extractedPages,
    ...(options.image ? { image: options.image } : {}),
    ...(options.pagesNotRead ? { pagesNotRead: options.pagesNotRead } : {}),
  };
}
