import { describe, expect, it } from 'vitest';
import { isOwnChatPath, sniffChatFileType } from './attachments';

describe('isOwnChatPath', () => {
  it('accepts only normalised paths inside the caller\'s chat folder', () => {
    expect(isOwnChatPath('u1', 'users/u1/chat/c1/f.png')).toBe(true);
    expect(isOwnChatPath('u1', 'users/u2/chat/c1/f.png')).toBe(false);
    expect(isOwnChatPath('u1', 'users/u1/chat/../../u2/chat/f.png')).toBe(false);
    expect(isOwnChatPath('u1', 'users/u1/chat//f.png')).toBe(false);
    expect(isOwnChatPath('u1', 'users/u1/chat/')).toBe(false);
    expect(isOwnChatPath('u1', 'users/u1/documents/f.png')).toBe(false);
  });
});

describe('sniffChatFileType', () => {
  it('judges by the bytes', () => {
    expect(sniffChatFileType(Buffer.from('%PDF-1.7'), 'image/png')).toBe('application/pdf');
    expect(sniffChatFileType(Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0]), '')).toBe('image/png');
    expect(sniffChatFileType(Buffer.from([0x1a, 0x45, 0xdf, 0xa3, 0]), 'audio/webm')).toBe('audio/webm');
    expect(sniffChatFileType(Buffer.from('<html>'), 'image/png')).toBeNull();
  });
});
