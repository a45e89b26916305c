// The text of a Word document (DOCX), with mammoth. A DOCX has no pages: its text is one page.
import mammoth from 'mammoth';

export async function docxText(bytes: Uint8Array): Promise<string> {
  const { value } = await mammoth.extractRawText({ buffer: Buffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength) });
  return value;
}
