import { describe, expect, it } from 'vitest';
import type { ChatRecord, MessageRecord } from '../../shared/chat/chat-types';
import { chatSummaryDefinition, plainText, printable } from './chat-summary';
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

describe('chat summary PDF', () => {
  const chat: ChatRecord = {
    id: 'c1',
    ownerUid: 'u1',
    title: 'Green card',
    caseId: null,
    createdAt: '2026-03-02T09:00:00.000Z',
    updatedAt: '2026-03-02T09:00:00.000Z',
  };
  const question: MessageRecord = {
    id: 'm1',
    chatId: 'c1',
    role: 'user',
    sender: 'user',
    text: 'Hola',
    provider: null,
    attachments: [],
    functionCall: null,
    functionResult: null,
    status: 'failed',
    seq: 1,
    replyTo: null,
    replyId: null,
    createdAt: '2026-03-02T09:01:00.000Z',
  };

  it("writes its labels in the reader's language, English by default", () => {
    const english = JSON.stringify(chatSummaryDefinition(chat, [question], new Date('2026-03-03T00:00:00Z')).content);
    expect(english).toContain('Immigration AI · Chat summary');
    expect(english).toContain('(The assistant could not answer this message.)');
    const spanish = JSON.stringify(chatSummaryDefinition(chat, [question], new Date('2026-03-03T00:00:00Z'), 'es').content);
    for (const expected of [
      'Immigration AI · Resumen del chat',
      '1 mensaje',
      'Usted · 2026-03-02 09:01 UTC',
      '(El asistente no pudo responder a este mensaje).',
      'Aviso legal',
    ]) {
      expect(spanish).toContain(expected);
    }
  });

  it('writes them in French and German too, with the tool result named and no provider', () => {
    const answer: MessageRecord = {
      ...question,
      id: 'm2',
      role: 'assistant',
      sender: 'ai',
      text: 'Bonjour',
      provider: { name: 'gemini', label: 'Gemini' },
      status: 'complete',
      seq: 2,
    };
    const result: MessageRecord = { ...question, id: 'm3', role: 'function_result', text: '', status: 'complete', seq: 3 };
    const inLocale = (locale: 'fr' | 'de') =>
      JSON.stringify(chatSummaryDefinition(chat, [question, answer, result], new Date('2026-03-03T00:00:00Z'), locale));
    for (const expected of [
      'Immigration AI · Résumé de la conversation',
      'Résumé de la conversation : Green card',
      '3 messages',
      'Assistant · 2026-03-02 09:01 UTC',
      'Vous (résultat de l’outil)',
      '(vide)',
    ]) {
      expect(inLocale('fr')).toContain(expected);
    }
    expect(inLocale('fr')).not.toContain('Gemini');
    for (const expected of [
      'Chat-Zusammenfassung: Green card',
      '3 Nachrichten',
      'Assistent · ',
      'Sie (Werkzeugergebnis)',
      '(leer)',
      'Haftungsausschluss',
    ]) {
      expect(inLocale('de')).toContain(expected);
    }
  });
});
