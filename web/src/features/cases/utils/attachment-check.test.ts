import { MAX_UPLOAD_BYTES, UPLOAD_ACCEPT } from '@shared/settings/upload-policy';
import { describe, expect, it } from 'vitest';
import { attachmentProblem } from './attachment-check';

describe('attachment check', () => {
  it('accepts PDF, DOCX, JPG and PNG up to 10 MB', () => {
    expect(attachmentProblem({ name: 'passport.pdf', size: 1000, type: 'application/pdf' })).toBeNull();
    expect(attachmentProblem({ name: 'photo.JPG', size: 1000, type: 'image/jpeg' })).toBeNull();
    expect(attachmentProblem({ name: 'letter.docx', size: 1000, type: '' })).toBeNull();
    expect(attachmentProblem({ name: 'scan.png', size: MAX_UPLOAD_BYTES, type: 'image/png' })).toBeNull();
  });

  it('refuses other types, large and empty files', () => {
    expect(attachmentProblem({ name: 'notes.txt', size: 10, type: 'text/plain' })).toBe('Only PDF, DOCX, JPG and PNG files are accepted.');
    expect(attachmentProblem({ name: 'fake.pdf', size: 10, type: 'image/png' })).toBe('Only PDF, DOCX, JPG and PNG files are accepted.');
    expect(attachmentProblem({ name: 'big.pdf', size: MAX_UPLOAD_BYTES + 1, type: 'application/pdf' })).toBe(
      'Files must be 10 MB or smaller.',
    );
    expect(attachmentProblem({ name: 'empty.pdf', size: 0, type: 'application/pdf' })).toBe('The file is empty.');
  });

  it('lists the accepted types for the file picker', () => {
    expect(UPLOAD_ACCEPT.split(',')).toEqual(expect.arrayContaining(['.pdf', '.docx', '.jpg', '.png', 'application/pdf', 'image/png']));
  });
});
