import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { withinJsonDepth } from '../json-depth';
import { chatAttachmentNameSchema, chatAttachmentPathSchema, chatMessageTextSchema, MAX_CHAT_MESSAGE_CHARS } from './chat-text';
import { renderIssue } from '../../domain/i18n/render';

const first = (schema: z.ZodType, value: unknown) => {
  const result = schema.safeParse(value);
  return result.success ? { ok: result.data } : { error: result.error.issues[0] && renderIssue('en', result.error.issues[0]) };
};

describe('chat message text', () => {
  it('keeps lines, emoji and RTL text, in NFC', () => {
    expect(first(chatMessageTextSchema, 'Hola 👋\r\nمرحبا\nCafe\u0301')).toEqual({ ok: 'Hola 👋\nمرحبا\nCafé' });
  });

  it('may be empty (a message of attachments only)', () => {
    expect(first(chatMessageTextSchema, '  ')).toEqual({ ok: '' });
  });

  it('refuses a lone surrogate, NUL, control characters and invisible-only text', () => {
    expect(first(chatMessageTextSchema, 'x \ud800')).toEqual({ error: 'Message contains a broken character (a lone UTF-16 surrogate)' });
    expect(first(chatMessageTextSchema, 'hi\u0000')).toEqual({ error: 'Message cannot contain control characters' });
    expect(first(chatMessageTextSchema, '\u200B\u200B')).toEqual({
      error: 'Message needs visible characters, not only spaces or invisible ones',
    });
    expect(first(chatMessageTextSchema, 'x'.repeat(MAX_CHAT_MESSAGE_CHARS + 1))).toEqual({
      error: `At most ${MAX_CHAT_MESSAGE_CHARS} characters`,
    });
    expect(first(chatMessageTextSchema, 5)).toEqual({ error: 'Must be text' });
  });

  it('names attachments on one line', () => {
    expect(first(chatAttachmentNameSchema, ' scan.pdf ')).toEqual({ ok: 'scan.pdf' });
    expect(first(chatAttachmentNameSchema, 'a\nb.pdf')).toEqual({ error: 'File name must be a single line, without tabs' });
    expect(first(chatAttachmentNameSchema, '')).toEqual({ error: 'Required' });
  });
});

describe('withinJsonDepth', () => {
  const payload = withinJsonDepth(z.object({ text: z.string() }).passthrough(), 32);
  let deep: unknown = 'x';
  for (let i = 0; i < 5000; i++) deep = [deep];

  it('refuses a payload nested more than 32 levels before parsing it', () => {
    expect(first(payload, { text: 'hi', extra: deep })).toEqual({ error: 'Nested too deeply (at most 32 levels)' });
  });

  it('takes a shallow payload', () => {
    expect(first(payload, { text: 'hi', extra: [[{ a: 1 }]] })).toEqual({ ok: { text: 'hi', extra: [[{ a: 1 }]] } });
  });
});

describe('chat attachment paths', () => {
  it('takes the shape the upload answers, nothing else', () => {
    expect(first(chatAttachmentPathSchema, 'users/u1/chat/6f1c2a9e-1b2c-4d5e-8f90-123456789abc/0b1c-scan.pdf')).toMatchObject({
      ok: expect.any(String),
    });
    for (const path of [
      'users/u1/chat/c1/a\ud800.pdf',
      'users/u1/chat/../u2/chat/c/f',
      'users/u1/chat/c1/',
      '/users/u1/chat/c1/f',
      'users/u1/documents/f.pdf',
      'users/u1/chat/c1/a b.pdf',
    ]) {
      expect(first(chatAttachmentPathSchema, path), path).toEqual({ error: 'Not one of your chat files' });
    }
    expect(first(chatAttachmentPathSchema, 7)).toEqual({ error: 'Required' });
  });
});
