import { useQueryClient } from '@tanstack/react-query';
import { useCallback, useEffect, useMemo, useReducer, useRef } from 'react';
import { useAuth } from '@/lib/auth';
import { useRecentCases } from '@/lib/case-choices';
import { i18n } from '@/lib/i18n/i18n';
import { TRANSPORT, useChatServiceSocket, type ChatServiceSocket } from '@/lib/chat-service-socket';
import { submitToolResult } from '@/lib/tool-result';
import type { ReplyEndEvent, ReplyErrorEvent, ReplyStreamEvent } from '@shared/chat/chat-events';
import type { AssistantMessageEvent, ChatAttachment, MessageView } from '@shared/chat/chat-views';
import { createCase } from '../api/create-case';
import { chatsQueryKey } from '../api/get-chats';
import { useChatMessages } from '../api/get-chat-messages';
import {
  chatReducer,
  initialChatState,
  isWaiting,
  openCasesOf,
  planCaseCall,
  unansweredCaseCalls,
  type CaseTarget,
  type ChatMessage,
} from '../utils/chat-state';
import { rememberLastChat } from '../utils/last-chat';
import { newChatId } from '../utils/new-chat-id';

// What the chat says itself (not the server's messages), read in the current language when shown.
const assistantUnavailable = () => i18n.t('chat:session.unavailable');
const notConnected = () => i18n.t('chat:session.notConnected');
const connecting = () => i18n.t('chat:session.connecting');
const notSent = () => i18n.t('chat:session.notSent');
const noToken = () => i18n.t('chat:session.noToken');

export interface Draft {
  text: string;
  attachments: ChatAttachment[];
  /** Set when a draft is a message that failed to send: resending it under the same id can never store it twice. */
  messageId?: string;
}

export type SendResult = { ok: true } | { ok: false; messageId: string };

interface Options {
  userKey: string;
  initialChatId: string;
  initialIsNew: boolean;
  /** The case a new chat is about ('Discuss with AI'). */
  initialCaseId?: string | null;
  onError: (message: string) => void;
}

/**
 * One conversation over the chat service: history on every (re)connect, live replies, sending, retrying, and the
 * create_case flow (the client creates the case and reports it back, docs/SPEC.md section 4).
 */
export function useChatSession({ userKey, initialChatId, initialIsNew, initialCaseId = null, onError }: Options) {
  const [state, dispatch] = useReducer(chatReducer, initialChatState(initialChatId, initialIsNew, initialCaseId));
  const { socket, connection } = useChatServiceSocket();
  const { token } = useAuth();
  const queryClient = useQueryClient();

  // Socket handlers outlive renders; they compare against the chat shown now, not the one when they were bound.
  const chatIdRef = useRef(initialChatId);
  const skipHistoryOf = useRef<string | null>(initialIsNew ? initialChatId : null);
  const historySeq = useRef(0);
  const caseAttempts = useRef(new Set<string>());
  /** The case a new chat was started with: sent with its messages until the server has stored the chat with it. */
  const caseToSend = useRef<string | null>(initialIsNew ? initialCaseId : null);
  const reportError = useRef(onError);
  useEffect(() => {
    reportError.current = onError;
  }, [onError]);

  useEffect(() => rememberLastChat(userKey, state.chatId), [userKey, state.chatId]);

  const refreshChatList = useCallback(() => void queryClient.invalidateQueries({ queryKey: chatsQueryKey }), [queryClient]);

  const loadHistory = useCallback((client: ChatServiceSocket, chatId: string) => {
    const seq = ++historySeq.current;
    client
      .timeout(TRANSPORT.timeout)
      .emitWithAck('history', { chatId })
      .then(
        (ack) => {
          if (seq !== historySeq.current || chatId !== chatIdRef.current) return;
          if (ack.ok) dispatch({ type: 'history', chatId, chat: ack.chat, messages: ack.messages, inProgress: ack.inProgress });
          else if (ack.error.code === 'not-found') dispatch({ type: 'history-missing', chatId });
          else reportError.current(ack.error.message);
        },
        // Timed out: the connection is going; the next connect reads the history again.
        () => undefined,
      );
  }, []);

  // Live reply events, for the chat on screen only (the socket may still be in the rooms of chats opened earlier).
  useEffect(() => {
    if (!socket) return;
    const shown = (event: { chatId: string }) => event.chatId === chatIdRef.current;
    const onStream = (event: ReplyStreamEvent) => shown(event) && dispatch({ type: 'stream', event });
    const onToolCall = (event: AssistantMessageEvent) => shown(event) && dispatch({ type: 'tool-call', event });
    const onEnd = (event: ReplyEndEvent) => {
      if (!shown(event)) return;
      dispatch({ type: 'reply-end', event });
      refreshChatList();
    };
    const onReplyError = (event: ReplyErrorEvent) => {
      if (!shown(event)) return;
      dispatch({ type: 'reply-error', event });
      reportError.current(event.error.message || assistantUnavailable());
    };
    socket.on('reply-stream', onStream);
    socket.on('assistant-message', onToolCall);
    socket.on('reply-end', onEnd);
    socket.on('reply-error', onReplyError);
    return () => {
      socket.off('reply-stream', onStream);
      socket.off('assistant-message', onToolCall);
      socket.off('reply-end', onEnd);
      socket.off('reply-error', onReplyError);
    };
  }, [socket, refreshChatList]);

  // After every (re)connect, and whenever another chat is opened, the stored conversation is the truth.
  useEffect(() => {
    if (!socket) return;
    const onConnect = () => loadHistory(socket, chatIdRef.current);
    socket.on('connect', onConnect);
    if (socket.connected && skipHistoryOf.current !== state.chatId) loadHistory(socket, state.chatId);
    return () => {
      socket.off('connect', onConnect);
    };
  }, [socket, state.chatId, loadHistory]);

  // While the chat service cannot be reached, the conversation is still readable over HTTP.
  const offline = connection.status === 'reconnecting' || connection.status === 'refused';
  const fallbackEnabled = offline && state.loaded === 'unknown';
  const fallback = useChatMessages(state.chatId, fallbackEnabled);
  useEffect(() => {
    if (!fallbackEnabled || fallback.data === undefined) return;
    if (fallback.data === null) dispatch({ type: 'history-missing', chatId: state.chatId });
    else dispatch({ type: 'history', chatId: state.chatId, chat: fallback.data.chat, messages: fallback.data.messages, inProgress: null });
  }, [fallbackEnabled, fallback.data, state.chatId]);

  const runCreateCase = useCallback(
    async (chatId: string, callId: string, target: CaseTarget) => {
      caseAttempts.current.add(callId);
      const mine = () => chatId === chatIdRef.current;
      dispatch({ type: 'case-creation', callId, creation: { state: 'running', target } });
      let caseId: string;
      try {
        caseId = await createCase(chatId, target);
      } catch {
        if (mine()) dispatch({ type: 'case-creation', callId, creation: { state: 'failed', target } });
        return;
      }
      // My Cases and the question's list show the new case, or the linked one's new timeline entry.
      void queryClient.invalidateQueries({ queryKey: ['cases'] });
      if (!mine()) return;
      dispatch({ type: 'case-linked', caseId });
      try {
        // created: false tells the assistant the chat joined a case the user already had (tool-follow-up.ts).
        const result = { caseId, created: target === null };
        const followUp = await submitToolResult({ chatId, callId, body: { name: 'create_case', result } });
        if (!mine()) return;
        dispatch({ type: 'case-creation', callId, creation: { state: 'done', caseId } });
        const views: MessageView[] = followUp.message ? [followUp.message] : [];
        dispatch({ type: 'add-views', views });
        for (const event of followUp.assistantMessages) dispatch({ type: 'tool-call', event });
        // The recorded result line is only in the stored conversation.
        if (socket?.connected) loadHistory(socket, chatId);
      } catch {
        if (!mine()) return;
        dispatch({ type: 'case-creation', callId, creation: { state: 'done', caseId } });
        reportError.current(i18n.t('chat:session.submitFailed'));
      }
    },
    [socket, loadHistory, queryClient],
  );

  // The user's open cases, read only while a create_case call of a chat without a case waits for its answer.
  const unanswered = state.loaded === 'loaded' ? unansweredCaseCalls(state) : [];
  const undecided = (callId: string | undefined) => {
    const creation = callId ? state.caseCreation[callId] : undefined;
    return creation === undefined || creation.state === 'checking';
  };
  const recentCases = useRecentCases(state.caseId === null && unanswered.some((call) => undecided(call.callId)));
  // A list being refreshed may be out of date (a case opened in another tab): the decision waits for the fresh one.
  const { status: casesStatus, data: casesPage, isFetching: casesFetching } = recentCases;
  const openCases = useMemo(
    () => (casesFetching ? openCasesOf('pending', undefined) : openCasesOf(casesStatus, casesPage)),
    [casesFetching, casesStatus, casesPage],
  );

  // A create_case call is answered once per screen visit: live, or found unanswered in the history (the page was
  // closed mid-way, or the question was showing). POST /cases is idempotent per chat and per link, so a second tab
  // doing the same is harmless. Only the user's answer to the question makes or links a case when it is asked.
  useEffect(() => {
    if (state.loaded !== 'loaded') return;
    for (const call of unansweredCaseCalls(state)) {
      const callId = call.callId;
      if (!callId || caseAttempts.current.has(callId)) continue;
      const creation = state.caseCreation[callId];
      if (creation !== undefined && creation.state !== 'checking') continue;
      const plan = planCaseCall(state.caseId, openCases);
      if (plan.kind === 'run') void runCreateCase(state.chatId, callId, plan.target);
      else if (creation === undefined || plan.kind === 'ask') {
        dispatch({ type: 'case-creation', callId, creation: { state: plan.kind === 'ask' ? 'choosing' : 'checking' } });
      }
    }
  }, [state, openCases, runCreateCase]);

  const connected = connection.status === 'connected' && socket !== null;
  const blockedReason = !token ? noToken() : connected ? null : connection.status === 'connecting' ? connecting() : notConnected();

  const send = useCallback(
    async (draft: Draft): Promise<SendResult> => {
      const messageId = draft.messageId ?? newChatId();
      const text = draft.text.trim();
      if (!text && draft.attachments.length === 0) return { ok: true };
      const chatId = chatIdRef.current;
      const caseId = caseToSend.current;
      if (!token || !socket?.connected || !chatId) {
        reportError.current(!token ? noToken() : notConnected());
        return { ok: false, messageId };
      }
      const local: ChatMessage = {
        id: messageId,
        text,
        sender: 'user',
        isMarkdown: false,
        success: true,
        role: 'user',
        status: 'sending',
        retryable: false,
        replyTo: null,
        provider: null,
        attachments: draft.attachments,
        chunks: 0,
      };
      skipHistoryOf.current = null;
      dispatch({ type: 'local-send', message: local });
      try {
        const ack = await socket.timeout(TRANSPORT.timeout).emitWithAck('message', {
          chatId,
          text,
          messageId,
          attachments: draft.attachments.map(({ path, name, mimeType }) => ({ path, name, mimeType })),
          ...(caseId ? { caseId } : {}),
        });
        if (ack.ok) {
          if (chatId === chatIdRef.current && caseToSend.current === caseId) caseToSend.current = null;
          dispatch({ type: 'send-acked', messageId });
          refreshChatList();
          return { ok: true };
        }
        dispatch({ type: 'send-failed', messageId });
        reportError.current(ack.error.fields?.['text'] ?? ack.error.message);
      } catch {
        dispatch({ type: 'send-failed', messageId });
        reportError.current(notSent());
      }
      return { ok: false, messageId };
    },
    [socket, token, refreshChatList],
  );

  const retry = useCallback(
    async (messageId: string) => {
      const chatId = chatIdRef.current;
      if (!socket?.connected) {
        reportError.current(notConnected());
        return;
      }
      dispatch({ type: 'retrying', messageId });
      try {
        const ack = await socket.timeout(TRANSPORT.timeout).emitWithAck('retry', { chatId, messageId });
        if (ack.ok) return;
        reportError.current(ack.error.message);
      } catch {
        reportError.current(assistantUnavailable());
      }
      if (chatId !== chatIdRef.current) return;
      dispatch({ type: 'retry-failed', messageId });
      // The refusal may mean it was answered meanwhile (say, from another tab): show what is stored.
      if (socket.connected) loadHistory(socket, chatId);
    },
    [socket, loadHistory],
  );

  /** Opens a chat by id, or a fresh one; a fresh one may be about a case ('Discuss with AI'). */
  const openChat = useCallback((chatId?: string, caseId: string | null = null) => {
    if (chatId && chatId === chatIdRef.current) return;
    const id = chatId ?? newChatId();
    chatIdRef.current = id;
    historySeq.current += 1;
    skipHistoryOf.current = chatId ? null : id;
    caseToSend.current = chatId ? null : caseId;
    dispatch({ type: 'start', chatId: id, isNew: !chatId, caseId: chatId ? null : caseId });
  }, []);

  return {
    state,
    connection,
    waiting: isWaiting(state),
    /** Neither the chat service nor the API could produce this chat's history. */
    historyUnavailable: fallbackEnabled && fallback.isError,
    blockedReason,
    send,
    retry,
    openChat,
    /** Runs a failed create_case call again, for the case it was answered with. */
    retryCreateCase: (callId: string) => {
      const creation = state.caseCreation[callId];
      void runCreateCase(state.chatId, callId, creation?.state === 'failed' ? creation.target : (state.caseId ?? null));
    },
    /** The user's answer to "Which case is this about?": one of their cases, or a new one (null). */
    chooseCase: (callId: string, target: CaseTarget) => void runCreateCase(state.chatId, callId, target),
  };
}
