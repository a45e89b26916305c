import { describe, expect, it } from 'vitest';
import type { MessageRecord } from '../../shared/chat/chat-types';
import { toAgentHistory } from './conversation';

function msg(partial: Partial<MessageRecord> & Pick<MessageRecord, 'id' | 'role' | 'seq'>): MessageRecord {
  return {
    chatId: 'c',
    sender: partial.role === 'user' || partial.role === 'function_result' ? 'user' : 'ai',
    text: '',
    provider: null,
    attachments: [],
    functionCall: null,
    functionResult: null,
    status: partial.role === 'user' ? 'answered' : 'complete',
    replyTo: null,
    replyId: null,
    createdAt: '2026-01-01T00:00:00.000Z',
    ...partial,
  };
}

describe('toAgentHistory', () => {
  it('keeps turns up to the message answered, leaving out later ones and failed ones', () => {
    const u1 = msg({ id: 'u1', role: 'user', seq: 1000, text: 'first' });
    const a1 = msg({ id: 'a1', role: 'assistant', seq: 1001, text: 'answer one' });
    const failed = msg({ id: 'u2', role: 'user', seq: 2000, text: 'lost', status: 'failed' });
    const u3 = msg({ id: 'u3', role: 'user', seq: 3000, text: 'third', status: 'pending' });
    const u4 = msg({ id: 'u4', role: 'user', seq: 4000, text: 'typed on', status: 'pending' });
    expect(toAgentHistory([u1, a1, failed, u3, u4], u3, [])).toEqual([
      { role: 'user', text: 'first' },
      { role: 'assistant', text: 'answer one' },
      { role: 'user', text: 'third' },
    ]);
  });

  it('answers a retried failed message with itself as the last turn, and its files inline', () => {
    const failed = msg({
      id: 'u1',
      role: 'user',
      seq: 1000,
      text: 'look',
      status: 'pending',
      attachments: [{ path: 'p', name: 'a.png', mimeType: 'image/png', size: 3 }],
    });
    const file = { mimeType: 'image/png', name: 'a.png', base64: 'AAA=' };
    expect(toAgentHistory([failed], failed, [file])).toEqual([{ role: 'user', text: 'look', attachments: [file] }]);
  });

  it('names files of earlier messages instead of sending them again', () => {
    const u1 = msg({
      id: 'u1',
      role: 'user',
      seq: 1000,
      text: 'my passport',
      attachments: [{ path: 'p', name: 'passport.pdf', mimeType: 'application/pdf', size: 3 }],
    });
    const u2 = msg({ id: 'u2', role: 'user', seq: 2000, text: 'ok?', status: 'pending' });
    expect(toAgentHistory([u1, u2], u2, [])[0]).toEqual({ role: 'user', text: 'my passport\n\n(Files attached earlier: passport.pdf)' });
  });

  it('moves an answered call next to its latest result and drops older results', () => {
    const call = { callId: 'k1', name: 'check_eligibility', payload: { category: 'K-Visa' } };
    const messages = [
      msg({ id: 'u1', role: 'user', seq: 1000, text: 'am I eligible for a K-1?' }),
      msg({ id: 'a1', role: 'assistant', seq: 1001, text: 'I can check.' }),
      msg({ id: 'k1', role: 'function_call', seq: 1002, functionCall: call }),
      msg({ id: 'u2', role: 'user', seq: 2000, text: 'meanwhile, what is an RFE?' }),
      msg({ id: 'a2', role: 'assistant', seq: 2001, text: 'A request for evidence.' }),
      msg({
        id: 'r1',
        role: 'function_result',
        seq: 3000,
        functionResult: { callId: 'k1', name: 'check_eligibility', result: { old: true } },
      }),
      msg({ id: 'a3', role: 'assistant', seq: 3001, text: 'Old follow-up.' }),
      msg({
        id: 'r2',
        role: 'function_result',
        seq: 4000,
        functionResult: { callId: 'k1', name: 'check_eligibility', result: { eligible: true } },
      }),
    ];
    const trigger = messages.at(-1) as MessageRecord;
    expect(toAgentHistory(messages, trigger, [])).toEqual([
      { role: 'user', text: 'am I eligible for a K-1?' },
      { role: 'assistant', text: 'I can check.' },
      { role: 'user', text: 'meanwhile, what is an RFE?' },
      { role: 'assistant', text: 'A request for evidence.' },
      { role: 'assistant', text: 'Old follow-up.' },
      { role: 'function_call', ...call },
      { role: 'function_result', callId: 'k1', name: 'check_eligibility', result: { eligible: true } },
    ]);
  });

  it('keeps an unanswered call where it was made', () => {
    const call = { callId: 'k1', name: 'review_documents', payload: {} };
    const u1 = msg({ id: 'u1', role: 'user', seq: 1000, text: 'check my documents' });
    const k1 = msg({ id: 'k1', role: 'function_call', seq: 1001, functionCall: call });
    const u2 = msg({ id: 'u2', role: 'user', seq: 2000, text: 'thanks', status: 'pending' });
    expect(toAgentHistory([u1, k1, u2], u2, [])).toEqual([
      { role: 'user', text: 'check my documents' },
      { role: 'function_call', ...call },
      { role: 'user', text: 'thanks' },
    ]);
  });
});
