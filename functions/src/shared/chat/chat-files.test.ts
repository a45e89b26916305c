import { describe, expect, it } from 'vitest';
import { sniffChatFileType } from './chat-files';

describe('sniffChatFileType', () => {
  it('judges by the bytes', () => {
    expect(sniffChatFileType(Buffer.from('%PDF-1.7'), 'image/png')).toBe('application/pdf');
    expect(sniffChatFileType(Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0]), '')).toBe('image/png');
    expect(sniffChatFileType(Buffer.from([0x1a, 0x45, 0xdf, 0xa3, 0]), 'audio/webm')).toBe('audio/webm');
    expect(sniffChatFileType(Buffer.from('<html>'), 'image/png')).toBeNull();
  });
});
