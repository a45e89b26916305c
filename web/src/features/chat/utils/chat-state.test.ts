import { describe, expect, it } from 'vitest';
import type { MessageView } from '@shared/chat/chat-views';
import {
  chatReducer,
  initialChatState,
  isWaiting,
  openCasesOf,
  planCaseCall,
  unansweredCaseCalls,
  type CaseOption,
  type ChatMessage,
  type ChatState,
} from './chat-state';

const CHAT = '0b3c1d2e-0000-4000-8000-000000000001';
const chatView = { chatId: CHAT, title: 'Question', caseId: null, createdAt: '2026-01-01T00:00:00Z', updatedAt: '2026-01-01T00:00:00Z' };
const provider = { name: 'offline', label: 'Offline assistant' };

function view(partial: Partial<MessageView> & Pick<MessageView, 'id' | 'role'>): MessageView {
  return {
    chatId: CHAT,
    sender: partial.role === 'user' || partial.role === 'function_result' ? 'user' : 'ai',
    text: '',
    isMarkdown: partial.role === 'assistant',
    status: partial.role === 'user' ? 'answered' : 'complete',
    retryable: false,
    seq: 0,
    replyTo: null,
    createdAt: '2026-01-01T00:00:00Z',
    provider: null,
    attachments: [],
    ...partial,
  };
}

/** The assistant's create_case call as the server stores it, answering user message `replyTo`. */
const createCaseCall = (id: string, replyTo: string) =>
  view({
    id,
    role: 'function_call',
    replyTo,
    content: 'Creating your case...',
    function_call: { name: 'create_case', payload: {}, callId: id },
  });

function userMessage(id: string, status: ChatMessage['status'] = 'sending'): ChatMessage {
  return {
    id,
    text: id,
    sender: 'user',
    isMarkdown: false,
    success: true,
    role: 'user',
    status,
    retryable: false,
    replyTo: null,
    provider: null,
    attachments: [],
    chunks: 0,
  };
}

const run = (state: ChatState, ...actions: Parameters<typeof chatReducer>[1][]) => actions.reduce(chatReducer, state);

describe('chat state', () => {
  it('continues an in-progress reply from history by chunk index, skipping chunks it already holds', () => {
    let state = run(initialChatState(CHAT), {
      type: 'history',
      chatId: CHAT,
      chat: chatView,
      messages: [view({ id: 'q1', role: 'user', text: 'What is an RFE?', status: 'pending' })],
      inProgress: { messageId: 'r1', replyTo: 'q1', text: 'An RFE ', chunks: 1 },
    });
    expect(isWaiting(state)).toBe(false);
    state = run(
      state,
      { type: 'stream', event: { chatId: CHAT, messageId: 'r1', replyTo: 'q1', chunk: 'An RFE ', index: 0 } },
      { type: 'stream', event: { chatId: CHAT, messageId: 'r1', replyTo: 'q1', chunk: 'is a request ', index: 1 } },
      { type: 'stream', event: { chatId: CHAT, messageId: 'r1', replyTo: 'q1', chunk: 'for evidence.', index: 2 } },
    );
    expect(state.messages.map((m) => m.text)).toEqual(['What is an RFE?', 'An RFE is a request for evidence.']);
    state = run(state, {
      type: 'reply-end',
      event: { chatId: CHAT, messageId: 'r1', replyTo: 'q1', provider, text: 'An RFE is a request for evidence.' },
    });
    expect(state.messages[1]).toMatchObject({ status: 'complete', provider });
    expect(state.messages[0]?.status).toBe('answered');
  });

  it('places a reply under the message it answers, before messages sent after it, and shows thinking until it starts', () => {
    let state = run(
      initialChatState(CHAT, true),
      { type: 'local-send', message: userMessage('q1') },
      { type: 'send-acked', messageId: 'q1' },
    );
    expect(isWaiting(state)).toBe(true);
    state = run(state, { type: 'local-send', message: userMessage('q2') });
    state = run(state, { type: 'stream', event: { chatId: CHAT, messageId: 'r1', replyTo: 'q1', chunk: 'First', index: 0 } });
    expect(state.messages.map((m) => m.id)).toEqual(['q1', 'r1', 'q2']);
    // q2 still waits for its own reply.
    expect(isWaiting(state)).toBe(true);
    state = run(state, {
      type: 'tool-call',
      event: {
        chatId: CHAT,
        type: 'function_call',
        id: 'call1',
        messageId: 'call1',
        replyTo: 'q1',
        content: 'Open the Eligibility Check tool to continue.',
        function_call: { name: 'check_eligibility', payload: { category: 'Investor (EB-5)' } },
        actionLabel: 'Open Eligibility Check',
        actionRoute: '/ai-assistant/eligibility',
        provider: null,
      },
    });
    expect(state.messages.map((m) => m.id)).toEqual(['q1', 'r1', 'call1', 'q2']);
    expect(state.messages[2]).toMatchObject({
      callId: 'call1',
      tool: 'check_eligibility',
      payload: { category: 'Investor (EB-5)' },
      actionLabel: 'Open Eligibility Check',
    });
    // Events of another chat (the socket may still be in its room) change nothing.
    expect(run(state, { type: 'stream', event: { chatId: 'other', messageId: 'x', replyTo: 'q2', chunk: 'x', index: 0 } })).toBe(state);
  });

  it("drops a failed reply's partial text and marks the question for retry", () => {
    let state = run(
      initialChatState(CHAT, true),
      { type: 'local-send', message: userMessage('q1') },
      { type: 'send-acked', messageId: 'q1' },
    );
    state = run(
      state,
      { type: 'stream', event: { chatId: CHAT, messageId: 'r1', replyTo: 'q1', chunk: 'Partial', index: 0 } },
      {
        type: 'reply-error',
        event: {
          chatId: CHAT,
          messageId: 'r1',
          replyTo: 'q1',
          retryable: true,
          error: { code: 'unavailable', message: 'The assistant is unavailable right now. Please try again.' },
        },
      },
    );
    expect(state.messages).toHaveLength(1);
    expect(state.messages[0]).toMatchObject({ status: 'failed', retryable: true, success: false });
    expect(isWaiting(state)).toBe(false);
    state = run(state, { type: 'retrying', messageId: 'q1' });
    expect(isWaiting(state)).toBe(true);
  });

  it('keeps unacknowledged sends across a history snapshot and removes a send that failed', () => {
    let state = run(initialChatState(CHAT), { type: 'local-send', message: userMessage('q2') });
    state = run(state, {
      type: 'history',
      chatId: CHAT,
      chat: chatView,
      messages: [view({ id: 'q1', role: 'user', text: 'Earlier' })],
      inProgress: null,
    });
    expect(state.messages.map((m) => m.id)).toEqual(['q1', 'q2']);
    state = run(state, { type: 'send-failed', messageId: 'q2' });
    expect(state.messages.map((m) => m.id)).toEqual(['q1']);
  });

  it('finds create_case calls that have no recorded result', () => {
    const state = run(initialChatState(CHAT), {
      type: 'history',
      chatId: CHAT,
      chat: chatView,
      messages: [
        view({ id: 'q1', role: 'user' }),
        createCaseCall('c1', 'q1'),
        view({
          id: 'res1',
          role: 'function_result',
          text: 'Create Case result submitted.',
          function_result: { name: 'create_case', callId: 'c1', result: { caseId: 'x' } },
        }),
        view({ id: 'q2', role: 'user' }),
        createCaseCall('c2', 'q2'),
      ],
      inProgress: null,
    });
    expect(unansweredCaseCalls(state).map((m) => m.callId)).toEqual(['c2']);
    expect(state.messages[1]?.text).toBe('Creating your case...');
  });

  it("keeps the case a new chat was started with, and takes the stored chat's case from history", () => {
    const started = run(initialChatState(CHAT), { type: 'start', chatId: CHAT, isNew: true, caseId: 'case-1' });
    expect(started).toMatchObject({ chatId: CHAT, caseId: 'case-1', loaded: 'new', messages: [] });
    // The server's snapshot of the stored chat names the same case.
    const stored = run(started, { type: 'history', chatId: CHAT, chat: { ...chatView, caseId: 'case-1' }, messages: [], inProgress: null });
    expect(stored.caseId).toBe('case-1');
    // Another chat opened later has its own (or no) case.
    expect(run(stored, { type: 'start', chatId: 'other', isNew: false }).caseId).toBeNull();
    const other = run(initialChatState(CHAT), {
      type: 'history',
      chatId: CHAT,
      chat: { ...chatView, caseId: 'case-9' },
      messages: [],
      inProgress: null,
    });
    expect(other.caseId).toBe('case-9');
  });
});

describe("create_case's choice of case", () => {
  const option = (caseId: string, status: CaseOption['status']): CaseOption => ({
    caseId,
    caseNumber: `IA-2026-${caseId}`,
    caseName: `Case ${caseId}`,
    status,
  });
  const loaded = (...cases: CaseOption[]) => ({ status: 'loaded' as const, cases });

  it("uses the chat's case without asking, whatever the user's other cases", () => {
    expect(planCaseCall('case-1', { status: 'loading' })).toEqual({ kind: 'run', target: 'case-1' });
    expect(planCaseCall('case-1', loaded(option('2', 'Open')))).toEqual({ kind: 'run', target: 'case-1' });
  });

  it('creates a case at once for a user without an open case, and asks when there is one or more', () => {
    expect(planCaseCall(null, loaded())).toEqual({ kind: 'run', target: null });
    expect(planCaseCall(null, loaded(option('1', 'Draft')))).toEqual({ kind: 'ask' });
    expect(planCaseCall(null, loaded(option('1', 'Open'), option('2', 'Pending')))).toEqual({ kind: 'ask' });
  });

  it('waits while the cases load, and asks (offering a new case) when they cannot be loaded', () => {
    expect(planCaseCall(null, { status: 'loading' })).toEqual({ kind: 'wait' });
    expect(planCaseCall(null, { status: 'error' })).toEqual({ kind: 'ask' });
  });

  it('offers only open cases: Open, Pending and Draft', () => {
    const page = {
      cases: ['Open', 'Pending', 'Approved', 'Denied', 'Draft', 'Archived'].map((s, i) => option(String(i), s as CaseOption['status'])),
    };
    expect(openCasesOf('success', page)).toEqual(loaded(option('0', 'Open'), option('1', 'Pending'), option('4', 'Draft')));
    // A user whose cases are all decided or archived has no open case: a new one is made at once.
    expect(planCaseCall(null, openCasesOf('success', { cases: [option('1', 'Approved'), option('2', 'Archived')] }))).toEqual({
      kind: 'run',
      target: null,
    });
    expect(openCasesOf('pending', undefined)).toEqual({ status: 'loading' });
    expect(openCasesOf('error', undefined)).toEqual({ status: 'error' });
  });

  it('asks again after a reload: the call is still unanswered and nothing was decided for it', () => {
    const history = {
      type: 'history' as const,
      chatId: CHAT,
      chat: chatView,
      messages: [view({ id: 'q1', role: 'user' }), createCaseCall('c1', 'q1')],
      inProgress: null,
    };
    const asked = run(initialChatState(CHAT), history, { type: 'case-creation', callId: 'c1', creation: { state: 'choosing' } });
    expect(asked.caseCreation['c1']).toEqual({ state: 'choosing' });
    const reloaded = run(initialChatState(CHAT), history);
    expect(unansweredCaseCalls(reloaded).map((m) => m.callId)).toEqual(['c1']);
    expect(reloaded.caseCreation).toEqual({});
    expect(planCaseCall(reloaded.caseId, loaded(option('1', 'Open')))).toEqual({ kind: 'ask' });
  });

  it('links the chat to the chosen case, so a later create_case uses it without asking', () => {
    const linked = run(
      initialChatState(CHAT),
      { type: 'case-creation', callId: 'c1', creation: { state: 'running', target: 'case-7' } },
      { type: 'case-linked', caseId: 'case-7' },
      { type: 'case-creation', callId: 'c1', creation: { state: 'done', caseId: 'case-7' } },
    );
    expect(linked.caseId).toBe('case-7');
    expect(planCaseCall(linked.caseId, loaded(option('1', 'Open'), option('case-7', 'Open')))).toEqual({ kind: 'run', target: 'case-7' });
  });
});
