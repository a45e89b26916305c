// The chat screen's state: one conversation, fed by the server's history snapshot and its live reply events.
// Pure, so the merge rules (ordering, chunk indexes, reconnects) are unit-tested without a socket.
import type { ReplyEndEvent, ReplyErrorEvent, ReplyInProgress, ReplyStreamEvent } from '@shared/chat/chat-events';
import type {
  AssistantMessageEvent,
  ChatAttachment,
  ChatView,
  MessageRole,
  MessageStatus,
  MessageView,
  ProviderLabel,
} from '@shared/chat/chat-views';
import type { CaseSummary } from '@shared/cases/case-views';
import { isOpenCase } from '@shared/cases/case-status';

/**
 * The spec's Message (id, text, sender, isMarkdown, success, actionLabel, actionRoute, payload, tool, callId), plus
 * what the live protocol needs. 'thinking' is never stored here: the indicator is derived (see `isWaiting`).
 */
export interface ChatMessage {
  id: string;
  text: string;
  sender: 'user' | 'ai' | 'thinking';
  isMarkdown: boolean;
  success: boolean;
  actionLabel?: string;
  actionRoute?: string;
  payload?: Record<string, unknown>;
  tool?: string;
  callId?: string;
  role: MessageRole;
  /** 'sending': not yet acknowledged; 'streaming': a reply still arriving. */
  status: MessageStatus | 'sending' | 'streaming';
  retryable: boolean;
  replyTo: string | null;
  provider: ProviderLabel | null;
  attachments: ChatAttachment[];
  /** How many `reply-stream` chunks `text` holds (streaming replies only). */
  chunks: number;
  /** On a recorded tool result: the call it answers. */
  resultFor?: string;
  /** On a recorded tool result: the tool and what it produced, for the line that says what happened. */
  result?: { tool: string; value: unknown };
}

/** What a create_case call is answered with: one of the user's cases (its id), or a new case (null). */
export type CaseTarget = string | null;

/**
 * The client's side of a create_case call: the server only stores the call and, later, its result. 'checking' while
 * the user's cases load, 'choosing' while "Which case is this about?" waits for the user.
 */
export type CaseCreation =
  | { state: 'checking' }
  | { state: 'choosing' }
  | { state: 'running'; target: CaseTarget }
  | { state: 'failed'; target: CaseTarget }
  | { state: 'done'; caseId: string };

/** A case the create_case question offers. */
export type CaseOption = Pick<CaseSummary, 'caseId' | 'caseNumber' | 'caseName' | 'status'>;

/** The user's cases as the create_case question needs them: still loading, not loadable, or the open ones. */
export type OpenCases = { status: 'loading' } | { status: 'error' } | { status: 'loaded'; cases: readonly CaseOption[] };

/** The open cases (Open, Pending or Draft) of a cases query, as its status and data say. */
export function openCasesOf(status: 'pending' | 'error' | 'success', page: { cases: readonly CaseOption[] } | undefined): OpenCases {
  if (page !== undefined) return { status: 'loaded', cases: page.cases.filter((c) => isOpenCase(c.status)) };
  return status === 'error' ? { status: 'error' } : { status: 'loading' };
}

/** What to do with an unanswered create_case call. */
export type CaseCallPlan = { kind: 'wait' } | { kind: 'ask' } | { kind: 'run'; target: CaseTarget };

/**
 * docs/assistant.md, "How create_case chooses its case": a chat about a case uses it; a user without an open case gets
 * a new one at once; otherwise the user is asked (also when the cases cannot be loaded: the question offers "New case"
 * and a retry).
 */
export function planCaseCall(chatCaseId: string | null, openCases: OpenCases): CaseCallPlan {
  if (chatCaseId !== null) return { kind: 'run', target: chatCaseId };
  if (openCases.status === 'loading') return { kind: 'wait' };
  if (openCases.status === 'loaded' && openCases.cases.length === 0) return { kind: 'run', target: null };
  return { kind: 'ask' };
}

export interface ChatState {
  chatId: string;
  /** The case the chat is about: from the stored chat, or the one a new chat was started with ('Discuss with AI'). */
  caseId: string | null;
  title: string | null;
  messages: ChatMessage[];
  /** 'unknown' until the server answered for this chat; 'new' when it has no such chat yet (nothing was sent). */
  loaded: 'unknown' | 'loaded' | 'new';
  caseCreation: Record<string, CaseCreation>;
}

export type ChatAction =
  | { type: 'start'; chatId: string; isNew: boolean; caseId?: string | null }
  | { type: 'history'; chatId: string; chat: ChatView; messages: MessageView[]; inProgress: ReplyInProgress | null }
  | { type: 'history-missing'; chatId: string }
  | { type: 'local-send'; message: ChatMessage }
  | { type: 'send-acked'; messageId: string }
  | { type: 'send-failed'; messageId: string }
  | { type: 'retrying'; messageId: string }
  | { type: 'retry-failed'; messageId: string }
  | { type: 'stream'; event: ReplyStreamEvent }
  | { type: 'tool-call'; event: AssistantMessageEvent }
  | { type: 'reply-end'; event: ReplyEndEvent }
  | { type: 'reply-error'; event: ReplyErrorEvent }
  | { type: 'add-views'; views: MessageView[] }
  | { type: 'case-creation'; callId: string; creation: CaseCreation }
  | { type: 'case-linked'; caseId: string };

export const initialChatState = (chatId: string, isNew = false, caseId: string | null = null): ChatState => ({
  chatId,
  caseId,
  title: null,
  messages: [],
  loaded: isNew ? 'new' : 'unknown',
  caseCreation: {},
});

export function fromView(view: MessageView): ChatMessage {
  const base: ChatMessage = {
    id: view.id,
    text: view.text,
    sender: view.sender,
    isMarkdown: view.isMarkdown,
    success: view.status !== 'failed',
    role: view.role,
    status: view.status,
    retryable: view.retryable,
    replyTo: view.replyTo,
    provider: view.provider,
    attachments: view.attachments,
    chunks: 0,
  };
  if (view.function_call) {
    return {
      ...base,
      text: view.content ?? view.text,
      isMarkdown: false,
      tool: view.function_call.name,
      callId: view.function_call.callId,
      payload: view.function_call.payload,
      actionLabel: view.actionLabel ?? undefined,
      actionRoute: view.actionRoute ?? undefined,
    };
  }
  if (view.function_result) {
    const { name, callId, result } = view.function_result;
    return { ...base, isMarkdown: false, resultFor: callId, result: { tool: name, value: result } };
  }
  return base;
}

export function fromToolCall(event: AssistantMessageEvent): ChatMessage {
  return {
    id: event.id,
    // Without content the bubble names the call itself, in the user's language (message-bubble.tsx).
    text: event.content || '',
    sender: 'ai',
    isMarkdown: false,
    success: true,
    actionLabel: event.actionLabel ?? undefined,
    actionRoute: event.actionRoute ?? undefined,
    payload: event.function_call.payload,
    tool: event.function_call.name,
    callId: event.id,
    role: 'function_call',
    status: 'complete',
    retryable: false,
    replyTo: event.replyTo,
    provider: event.provider,
    attachments: [],
    chunks: 0,
  };
}

/** Replies go right after the message they answer (and that message's earlier replies), as the server orders them. */
function insertReply(messages: ChatMessage[], message: ChatMessage): ChatMessage[] {
  let at = -1;
  if (message.replyTo !== null) {
    messages.forEach((m, i) => {
      if (m.id === message.replyTo || (m.replyTo !== null && m.replyTo === message.replyTo)) at = i;
    });
  }
  if (at === -1) return [...messages, message];
  return [...messages.slice(0, at + 1), message, ...messages.slice(at + 1)];
}

const patch = (messages: ChatMessage[], id: string, change: (m: ChatMessage) => ChatMessage) =>
  messages.map((m) => (m.id === id ? change(m) : m));

function replyMessage(id: string, replyTo: string, text: string, chunks: number): ChatMessage {
  return {
    id,
    text,
    sender: 'ai',
    isMarkdown: true,
    success: true,
    role: 'assistant',
    status: 'streaming',
    retryable: false,
    replyTo,
    provider: null,
    attachments: [],
    chunks,
  };
}

/** A user message whose reply has not started: the thinking indicator shows while one exists. */
export function isWaiting(state: ChatState): boolean {
  return state.messages.some(
    (m) =>
      m.role === 'user' &&
      (m.status === 'pending' || m.status === 'sending') &&
      !m.retryable &&
      !state.messages.some((reply) => reply.replyTo === m.id),
  );
}

/** create_case calls the server stored but nobody has answered yet (say, the page was closed mid-way). */
export function unansweredCaseCalls(state: ChatState): ChatMessage[] {
  const answered = new Set(state.messages.flatMap((m) => (m.resultFor ? [m.resultFor] : [])));
  return state.messages.filter((m) => m.tool === 'create_case' && m.callId && !answered.has(m.callId));
}

export function chatReducer(state: ChatState, action: ChatAction): ChatState {
  switch (action.type) {
    case 'start':
      return initialChatState(action.chatId, action.isNew, action.caseId ?? null);

    case 'history': {
      if (action.chatId !== state.chatId) return state;
      const stored = action.messages.map(fromView);
      const known = new Set(stored.map((m) => m.id));
      // Sends the server has not acknowledged yet are not in its snapshot; they must not vanish from the screen.
      const unacknowledged = state.messages.filter((m) => m.status === 'sending' && !known.has(m.id));
      let messages = [...stored, ...unacknowledged];
      const live = action.inProgress;
      if (live && !known.has(live.messageId)) {
        messages = insertReply(messages, replyMessage(live.messageId, live.replyTo, live.text, live.chunks));
      }
      // A chat the server has not stored yet keeps the case it was started with.
      return { ...state, messages, caseId: action.chat.caseId ?? state.caseId, title: action.chat.title, loaded: 'loaded' };
    }

    case 'history-missing':
      if (action.chatId !== state.chatId) return state;
      return { ...state, loaded: state.messages.length > 0 ? 'loaded' : 'new' };

    case 'local-send':
      return { ...state, messages: [...state.messages, action.message], loaded: 'loaded' };

    case 'send-acked':
      return {
        ...state,
        messages: patch(state.messages, action.messageId, (m) => (m.status === 'sending' ? { ...m, status: 'pending' } : m)),
      };

    case 'send-failed':
      return { ...state, messages: state.messages.filter((m) => m.id !== action.messageId || m.status !== 'sending') };

    case 'retrying':
      return {
        ...state,
        messages: patch(state.messages, action.messageId, (m) => ({ ...m, status: 'pending', retryable: false, success: true })),
      };

    case 'retry-failed':
      return {
        ...state,
        messages: patch(state.messages, action.messageId, (m) => ({ ...m, status: 'failed', retryable: true, success: false })),
      };

    case 'stream': {
      const { event } = action;
      if (event.chatId !== state.chatId) return state;
      const existing = state.messages.find((m) => m.id === event.messageId);
      if (!existing) {
        // A missed start (index > 0) is repaired by the next history read; showing the rest now beats showing nothing.
        return {
          ...state,
          messages: insertReply(state.messages, replyMessage(event.messageId, event.replyTo, event.chunk, event.index + 1)),
        };
      }
      // Chunks already in the history snapshot's text, or sent twice, are skipped.
      if (existing.status !== 'streaming' || event.index < existing.chunks) return state;
      return {
        ...state,
        messages: patch(state.messages, event.messageId, (m) => ({ ...m, text: m.text + event.chunk, chunks: event.index + 1 })),
      };
    }

    case 'tool-call': {
      const { event } = action;
      if (event.chatId !== state.chatId || state.messages.some((m) => m.id === event.id)) return state;
      return { ...state, messages: insertReply(state.messages, fromToolCall(event)) };
    }

    case 'reply-end': {
      const { event } = action;
      if (event.chatId !== state.chatId) return state;
      let messages = patch(state.messages, event.replyTo, (m) => (m.role === 'user' ? { ...m, status: 'answered', retryable: false } : m));
      const existing = messages.find((m) => m.id === event.messageId);
      if (existing) {
        // The stored text is the whole reply: it also repairs any chunk this client missed.
        messages = patch(messages, event.messageId, (m) => ({
          ...m,
          text: event.text || m.text,
          status: 'complete',
          provider: event.provider,
        }));
      } else if (event.text) {
        messages = insertReply(messages, {
          ...replyMessage(event.messageId, event.replyTo, event.text, 0),
          status: 'complete',
          provider: event.provider,
        });
      }
      messages = messages.map((m) =>
        m.role === 'function_call' && m.replyTo === event.replyTo && !m.provider ? { ...m, provider: event.provider } : m,
      );
      return { ...state, messages };
    }

    case 'reply-error': {
      const { event } = action;
      if (event.chatId !== state.chatId) return state;
      // Nothing of a failed reply is stored, so its partial text goes too; the question stays, ready to retry.
      const messages = state.messages
        .filter((m) => m.id !== event.messageId)
        .map((m) => (m.id === event.replyTo ? { ...m, status: 'failed' as const, retryable: event.retryable, success: false } : m));
      return { ...state, messages };
    }

    case 'add-views': {
      let messages = state.messages;
      for (const view of action.views) {
        if (view.chatId !== state.chatId || messages.some((m) => m.id === view.id)) continue;
        messages = insertReply(messages, fromView(view));
      }
      return { ...state, messages };
    }

    case 'case-creation':
      return { ...state, caseCreation: { ...state.caseCreation, [action.callId]: action.creation } };

    case 'case-linked':
      return { ...state, caseId: action.caseId };
  }
}
