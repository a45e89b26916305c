import { describe, expect, it } from 'vitest';
import {
  ACCEPTED_TYPES_MESSAGE,
  contentMatches,
  declaredKind,
  EMPTY_FILE_MESSAGE,
  isSafeFileName,
  MAX_UPLOAD_BYTES,
  numberedName,
  safeFileName,
  sniffUploadKind,
  TOO_LARGE_MESSAGE,
  uploadRefusal,
} from './upload-policy';

const bytes = (...parts: (string | number[])[]) =>
  Uint8Array.from(parts.flatMap((p) => (typeof p === 'string' ? Array.from(p, (c) => c.charCodeAt(0)) : p)));

describe('upload policy', () => {
  it('refuses before sending what the server would refuse: the type first, then the size, then an empty file', () => {
    expect(uploadRefusal({ name: 'scan.png', size: MAX_UPLOAD_BYTES, type: 'image/png' })).toBeNull();
    expect(uploadRefusal({ name: 'notes.txt', size: 0, type: 'text/plain' })).toEqual(ACCEPTED_TYPES_MESSAGE);
    expect(uploadRefusal({ name: 'big.pdf', size: MAX_UPLOAD_BYTES + 1, type: 'application/pdf' })).toEqual(TOO_LARGE_MESSAGE);
    expect(uploadRefusal({ name: 'empty.docx', size: 0, type: '' })).toEqual(EMPTY_FILE_MESSAGE);
  });

  it('takes the kind from the declared type, or the extension when the type is generic', () => {
    expect(declaredKind('application/pdf', 'a.pdf')).toBe('pdf');
    expect(declaredKind('image/jpeg', 'photo.JPEG')).toBe('jpeg');
    expect(declaredKind('application/octet-stream', 'letter.docx')).toBe('docx');
    expect(declaredKind('text/plain', 'notes.txt')).toBeUndefined();
    expect(declaredKind('application/pdf', 'trick.exe')).toBeUndefined();
    expect(declaredKind('application/octet-stream', 'program.exe')).toBeUndefined();
  });

  it('checks the first bytes', () => {
    expect(contentMatches('pdf', bytes('%PDF-1.7\n'))).toBe(true);
    expect(contentMatches('pdf', bytes('MZ\x90\x00'))).toBe(false);
    expect(contentMatches('png', bytes([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0]))).toBe(true);
    expect(contentMatches('jpeg', bytes([0xff, 0xd8, 0xff, 0xe0]))).toBe(true);
    expect(contentMatches('jpeg', bytes('%PDF-'))).toBe(false);
    expect(contentMatches('docx', bytes([0x50, 0x4b, 0x03, 0x04], '....[Content_Types].xml....word/document.xml'))).toBe(true);
    expect(contentMatches('docx', bytes([0x50, 0x4b, 0x03, 0x04], '....other.txt'))).toBe(false);
  });

  it('names the kind by the first bytes alone, whatever the name says', () => {
    expect(sniffUploadKind(bytes('%PDF-1.7\n'))).toBe('pdf');
    expect(sniffUploadKind(bytes([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0]))).toBe('png');
    expect(sniffUploadKind(bytes([0xff, 0xd8, 0xff, 0xe0]))).toBe('jpeg');
    expect(sniffUploadKind(bytes([0x50, 0x4b, 0x03, 0x04], '....[Content_Types].xml....word/document.xml'))).toBe('docx');
    // An executable, plain text, a ZIP that is no Word document, nothing at all.
    expect(sniffUploadKind(bytes('MZ\x90\x00'))).toBeUndefined();
    expect(sniffUploadKind(bytes('just some text'))).toBeUndefined();
    expect(sniffUploadKind(bytes([0x50, 0x4b, 0x03, 0x04], '....other.txt'))).toBeUndefined();
    expect(sniffUploadKind(new Uint8Array(0))).toBeUndefined();
  });

  it('makes safe stored names', () => {
    expect(safeFileName('../../etc/passwd.pdf', 'pdf')).toBe('passwd.pdf');
    expect(safeFileName('C:\\Users\\me\\My Passport (scan).PDF', 'pdf')).toBe('My-Passport-scan.pdf');
    expect(safeFileName('résumé.docx', 'docx')).toBe('resume.docx');
    expect(safeFileName('photo.png', 'jpeg')).toBe('photo.png.jpg');
    expect(safeFileName('...', 'pdf')).toBe('document.pdf');
    expect(numberedName('a.pdf', 2)).toBe('a-2.pdf');
    for (const name of ['passport.pdf', 'a-2.pdf']) expect(isSafeFileName(name)).toBe(true);
    for (const name of ['../x.pdf', '.hidden', 'a/b.pdf', 'a..pdf', '', 'a b.pdf']) expect(isSafeFileName(name)).toBe(false);
  });
});
