import {
  FILE_TOO_LARGE_MESSAGE,
  MAX_REVIEW_FILE_BYTES,
  REVIEW_TYPES_MESSAGE,
  TOO_MANY_FILES_MESSAGE,
  TOTAL_TOO_LARGE_MESSAGE,
} from '@shared/documents/review-inputs';
import { describe, expect, it } from 'vitest';
import { admitFiles, formatBytes, readKind, sniffKind, SIGNATURE_BYTES } from './file-checks';

const bytes = (...parts: Array<string | number[]>) =>
  new Uint8Array(parts.flatMap((p) => (typeof p === 'string' ? Array.from(p, (c) => c.charCodeAt(0)) : p)));

const PDF = bytes('%PDF-1.7\n');
const PNG = bytes([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a], [0, 0, 0, 13]);
const JPEG = bytes([0xff, 0xd8, 0xff, 0xe0]);
const ZIP = [0x50, 0x4b, 0x03, 0x04];
const DOCX = bytes(ZIP, '....[Content_Types].xml....word/document.xml');
const MB = 1024 * 1024;

describe('sniffKind', () => {
  it('tells PDF, PNG, JPEG and DOCX by their first bytes', () => {
    expect(sniffKind(PDF)).toBe('pdf');
    expect(sniffKind(PNG)).toBe('png');
    expect(sniffKind(JPEG)).toBe('jpeg');
    expect(sniffKind(DOCX)).toBe('docx');
  });

  it('refuses anything else, whatever it is called', () => {
    expect(sniffKind(bytes('MZ\x90\x00 an executable'))).toBeUndefined();
    expect(sniffKind(bytes('plain text'))).toBeUndefined();
    expect(sniffKind(bytes(ZIP, 'a zip that is not a Word document'))).toBeUndefined();
    expect(sniffKind(new Uint8Array())).toBeUndefined();
  });
});

describe('readKind', () => {
  it('reads a file by its content, not its name or type', async () => {
    expect(await readKind(new File([PDF], 'photo.png', { type: 'image/png' }))).toBe('pdf');
    expect(await readKind(new File([bytes('hello')], 'letter.pdf', { type: 'application/pdf' }))).toBeUndefined();
  });

  it('finds a Word package named only in the central directory at the end of a large ZIP', async () => {
    const filler = new Uint8Array(SIGNATURE_BYTES * 2).fill(0x41);
    const docx = new File([bytes(ZIP, '[Content_Types].xml'), filler, bytes('word/document.xml')], 'cv.docx');
    expect(await readKind(docx)).toBe('docx');
    const zip = new File([bytes(ZIP, 'data.csv'), filler, bytes('data.csv')], 'cv.docx');
    expect(await readKind(zip)).toBeUndefined();
  });
});

describe('admitFiles', () => {
  const pdf = (name: string, size = 1000) => ({ name, size, kind: 'pdf' as const });

  it('accepts files of the right kind within the limits', () => {
    expect(admitFiles([], [pdf('a.pdf'), pdf('b.pdf')])).toEqual({ accepted: [0, 1], rejected: [] });
  });

  it('refuses a wrong type and a file over 10 MB, with the server’s messages', () => {
    const { accepted, rejected } = admitFiles(
      [],
      [{ name: 'x.exe', size: 10, kind: undefined }, pdf('big.pdf', MAX_REVIEW_FILE_BYTES + 1), pdf('ok.pdf')],
    );
    expect(accepted).toEqual([2]);
    expect(rejected).toEqual([
      { name: 'x.exe', reason: REVIEW_TYPES_MESSAGE },
      { name: 'big.pdf', reason: FILE_TOO_LARGE_MESSAGE },
    ]);
  });

  it('stops at 10 files, counting those already chosen', () => {
    const current = Array.from({ length: 8 }, () => ({ size: 10 }));
    const { accepted, rejected } = admitFiles(current, [pdf('9.pdf'), pdf('10.pdf'), pdf('11.pdf')]);
    expect(accepted).toEqual([0, 1]);
    expect(rejected).toEqual([{ name: '11.pdf', reason: TOO_MANY_FILES_MESSAGE }]);
  });

  it('stops at 50 MB in all, but still takes a smaller file that fits', () => {
    const current = [...Array.from({ length: 4 }, () => ({ size: 10 * MB })), { size: 5 * MB }];
    const { accepted, rejected } = admitFiles(current, [pdf('big.pdf', 10 * MB), pdf('fits.pdf', 5 * MB)]);
    expect(accepted).toEqual([1]);
    expect(rejected).toEqual([{ name: 'big.pdf', reason: TOTAL_TOO_LARGE_MESSAGE }]);
  });
});

describe('formatBytes', () => {
  it('uses B, KB and MB', () => {
    expect(formatBytes(512)).toBe('512 B');
    expect(formatBytes(1536)).toBe('1.5 KB');
    expect(formatBytes(2 * MB)).toBe('2 MB');
  });
});
