import { describe, expect, it } from 'vitest';
import { chatHandoff, readChatHandoff } from './chat-handoff';
import { readChatLaunch } from './chat-launch';

const CHAT = '0b3c1d2e-0000-4000-8000-000000000001';

describe('chatHandoff', () => {
  it('navigates to the chat with the draft as state', () => {
    expect(chatHandoff('Am I eligible?')).toEqual({ to: '/ai-assistant/chat', state: { draft: 'Am I eligible?' } });
  });

  it('reads back only a non-blank string draft', () => {
    expect(readChatHandoff(chatHandoff('Hello').state)).toBe('Hello');
    expect(readChatHandoff({ draft: '   ' })).toBeNull();
    expect(readChatHandoff({ draft: 42 })).toBeNull();
    expect(readChatHandoff(null)).toBeNull();
    expect(readChatHandoff('draft')).toBeNull();
  });
});

describe('readChatLaunch', () => {
  it('opens a new chat prefilled with a handed-over draft, even when a chat id comes with it', () => {
    expect(readChatLaunch({ draft: '  My result  ', chatId: CHAT }, 'k1')).toEqual({
      key: 'k1',
      newChat: true,
      chatId: null,
      context: 'My result',
    });
  });

  it('keeps a draft over the message limit whole (the composer refuses it, nothing is cut)', () => {
    const long = 'a'.repeat(8001);
    expect(readChatLaunch(chatHandoff(long).state, 'k')?.context).toBe(long);
    expect(readChatLaunch({ newChat: true, context: long }, 'k')?.context).toBe(long);
  });

  it('still takes the spec state: newChat, context and chatId', () => {
    expect(readChatLaunch({ chatId: CHAT }, 'k')).toEqual({ key: 'k', newChat: false, chatId: CHAT, context: null });
    expect(readChatLaunch({ newChat: true, context: 'Hi' }, 'k')).toEqual({ key: 'k', newChat: true, chatId: null, context: 'Hi' });
    expect(readChatLaunch({ chatId: 'not-a-uuid' }, 'k')).toBeNull();
    expect(readChatLaunch(null, 'k')).toBeNull();
    expect(readChatLaunch({}, 'k')).toBeNull();
  });
});
