import { describe, expect, it } from 'vitest';
import { toStoredUpload } from './stored-upload';

describe('toStoredUpload', () => {
  it('stores the file under a safe name with the content type of its kind, and remembers the original name', () => {
    const bytes = Buffer.from('%PDF-1.7');
    expect(toStoredUpload({ fileName: '../My résumé.PDF', kind: 'pdf', bytes })).toEqual({
      name: 'My-resume.pdf',
      bytes,
      contentType: 'application/pdf',
      originalName: '../My résumé.PDF',
    });
  });

  it('gives a file the extension of the kind its bytes proved, not the one it was sent with', () => {
    expect(toStoredUpload({ fileName: 'scan.jpg', kind: 'png', bytes: Buffer.alloc(1) })).toMatchObject({
      name: 'scan.jpg.png',
      contentType: 'image/png',
    });
  });
});
