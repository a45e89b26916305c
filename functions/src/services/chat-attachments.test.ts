import { describe, expect, it } from 'vitest';
import { isOwnChatPath } from './chat-attachments';

describe('isOwnChatPath', () => {
  it("accepts only normalised paths inside the caller's chat folder", () => {
    expect(isOwnChatPath('u1', 'users/u1/chat/c1/f.png')).toBe(true);
    expect(isOwnChatPath('u1', 'users/u2/chat/c1/f.png')).toBe(false);
    expect(isOwnChatPath('u1', 'users/u1/chat/../../u2/chat/f.png')).toBe(false);
    expect(isOwnChatPath('u1', 'users/u1/chat//f.png')).toBe(false);
    expect(isOwnChatPath('u1', 'users/u1/chat/')).toBe(false);
    expect(isOwnChatPath('u1', 'users/u1/documents/f.png')).toBe(false);
  });
});
