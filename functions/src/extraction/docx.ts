// The text of a Word document (DOCX), with mammoth. A DOCX has no pages: its text is one page. mammoth is loaded on the
// first DOCX rather than with the API, which every Functions worker loads when it starts.
export async function docxText(bytes: Uint8Array): Promise<string> {
  const { default: mammoth } = await import('mammoth');
  const { value } = await mammoth.extractRawText({ buffer: Buffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength) });
  return value;
}
