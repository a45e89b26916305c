import { Timestamp } from 'firebase-admin/firestore';
import { describe, expect, it } from 'vitest';
import { chatDocSchema, messageDocSchema } from './chats-repo';

const created = new Timestamp(1_767_609_000, 0); // 2026-01-05T10:30:00Z
const ISO = '2026-01-05T10:30:00.000Z';

describe('chatDocSchema', () => {
  it('reads a chat, with a title and stamps for one made by hand', () => {
    expect(chatDocSchema.parse({ ownerUid: 'u1', title: 'Visas', caseId: null, turns: 3, createdAt: created, updatedAt: created })).toEqual(
      {
        ownerUid: 'u1',
        title: 'Visas',
        caseId: null,
        createdAt: ISO,
        updatedAt: ISO,
      },
    );
    expect(chatDocSchema.parse({ ownerUid: 'u1', createdAt: created })).toMatchObject({ title: 'New chat', caseId: null, updatedAt: ISO });
  });

  it('refuses a chat without its owner', () => {
    expect(chatDocSchema.safeParse({ title: 'Visas', createdAt: created }).success).toBe(false);
    expect(chatDocSchema.safeParse({ ownerUid: 7, title: 'Visas', createdAt: created }).success).toBe(false);
  });
});

describe('messageDocSchema', () => {
  const user = {
    ownerUid: 'u1',
    role: 'user',
    sender: 'user',
    text: 'Can I study in the US?',
    provider: null,
    attachments: [{ path: 'users/u1/chat/c1/x-passport.pdf', name: 'passport.pdf', mimeType: 'application/pdf', size: 1200 }],
    status: 'pending',
    seq: 1000,
    replyTo: null,
    replyId: 'reply-1',
    createdAt: created,
  };

  it('reads a user message', () => {
    expect(messageDocSchema.parse(user)).toEqual({
      role: 'user',
      sender: 'user',
      text: 'Can I study in the US?',
      provider: null,
      attachments: user.attachments,
      functionCall: null,
      functionResult: null,
      status: 'pending',
      seq: 1000,
      replyTo: null,
      replyId: 'reply-1',
      createdAt: ISO,
    });
  });

  it('reads a tool call and a tool result, whose result is stored as JSON text', () => {
    const common = {
      sender: 'ai',
      text: '',
      provider: { name: 'offline', label: 'Offline' },
      seq: 1001,
      replyTo: 'm1',
      createdAt: created,
    };
    const call = messageDocSchema.parse({
      ...common,
      role: 'function_call',
      function_call: { callId: 'call-1', name: 'create_case', payload: { category: 'Student (F-1)' } },
    });
    expect(call).toMatchObject({
      functionCall: { callId: 'call-1', name: 'create_case', payload: { category: 'Student (F-1)' } },
      status: 'complete',
      attachments: [],
      replyId: null,
    });
    const result = messageDocSchema.parse({
      ...common,
      role: 'function_result',
      function_result: { callId: 'call-1', name: 'create_case', resultJson: '{"caseId":"c9","ok":[1,2]}' },
    });
    expect(result.functionResult).toEqual({ callId: 'call-1', name: 'create_case', result: { caseId: 'c9', ok: [1, 2] } });
  });

  it('refuses unknown roles, broken results and fields of the wrong type', () => {
    for (const bad of [
      { ...user, role: 'system' },
      { ...user, seq: '1000' },
      { ...user, attachments: [{ path: 'users/u1/chat/c1/x' }] },
      { ...user, role: 'function_result', function_result: { callId: 'c', name: 'n', resultJson: '{not json' } },
      { ...user, createdAt: undefined },
    ]) {
      expect(messageDocSchema.safeParse(bad).success).toBe(false);
    }
  });
});
