import { describe, expect, it } from 'vitest';
import { plainText, printable } from './chat-summary';
import { chatTitle } from './chat-title';
import { formatCaseNumber } from '../cases/case-number';

describe('chat summary text', () => {
  it('turns markdown into readable plain text', () => {
    expect(plainText('## Steps\n\n- **File** the [I-130](/resources/learn/i-130)\n> *note* `code`')).toBe(
      'Steps\n\n• File the I-130 (/resources/learn/i-130)\nnote code',
    );
  });

  it('replaces characters the standard PDF font cannot show', () => {
    expect(printable('café “ok” — 😀 中')).toBe('café “ok” — ? ?');
  });
});

describe('chatTitle', () => {
  it('uses the first message on one line, shortened', () => {
    expect(chatTitle('  How long\n does it take?  ')).toBe('How long does it take?');
    expect(chatTitle('x'.repeat(100))).toHaveLength(60);
    expect(chatTitle('', ['passport.pdf'])).toBe('Attachment: passport.pdf');
    expect(chatTitle('')).toBe('New chat');
  });
});

describe('formatCaseNumber', () => {
  it('pads the yearly sequence', () => {
    expect(formatCaseNumber(2026, 123)).toBe('IA-2026-000123');
  });
});
