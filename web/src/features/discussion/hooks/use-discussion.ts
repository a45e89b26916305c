import { useQueryClient } from '@tanstack/react-query';
import type { DiscussionJoinAck } from '@shared/discussion/discussion-events';
import type { DiscussionFile, DiscussionMessage, DiscussionPresence } from '@shared/discussion/discussion-views';
import { useCallback, useEffect, useReducer, useRef } from 'react';
import { TRANSPORT, type ChatServiceSocket, type ConnectionState } from '@/lib/chat-service-socket';
import { discussionsQueryKey } from '@/lib/discussions';
import { i18n } from '@/lib/i18n/i18n';
import { useDiscussionFallback } from '../api/get-discussion';
import { discussionReducer, initialDiscussionState, lastIncomingSeq, type PendingMessage } from '../utils/discussion-state';

// What the discussion says itself (not the server's messages), in the current language when it happens.
const notConnected = () => i18n.t('discussion:errors.notConnected');
const notSent = () => i18n.t('discussion:errors.notSent');
const notLoaded = () => i18n.t('discussion:errors.notLoaded');

/** How long after the last event the lists (bell, sidebar, picker) are refreshed: one refresh for a burst. */
const REFRESH_LISTS_MS = 400;

const newMessageId = (): string => crypto.randomUUID();

interface Options {
  caseId: string;
  socket: ChatServiceSocket | null;
  connection: ConnectionState;
}

/**
 * One case's discussion over the chat service. Every (re)connect joins the room with the last seq seen, so the
 * server sends exactly what was missed; live messages and acks merge by id in seq order (utils/discussion-state.ts).
 * A message is shown as sending until its ack (stored), or failed with Retry, which resends the same id: the server
 * stores an id once, so a retry after a lost ack never doubles a message.
 */
export function useDiscussion({ caseId, socket, connection }: Options) {
  const [state, dispatch] = useReducer(discussionReducer, caseId, initialDiscussionState);
  const queryClient = useQueryClient();
  const lastSeq = useRef(0);
  useEffect(() => {
    lastSeq.current = state.lastSeq;
  }, [state.lastSeq]);

  const refreshTimer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  const refreshAll = useRef(false);
  /** The lists (their unread counts and last activity); everything under ['discussions'] after a system line. */
  const refreshLists = useCallback(
    (everything = false) => {
      refreshAll.current ||= everything;
      clearTimeout(refreshTimer.current);
      refreshTimer.current = setTimeout(() => {
        const all = refreshAll.current;
        refreshAll.current = false;
        void queryClient.invalidateQueries({
          queryKey: discussionsQueryKey,
          // A plain message changes no case view (the expert desk's, under ['discussions', 'expert', 'case', id]).
          predicate: all ? undefined : (query) => !query.queryKey.includes('case') && !query.queryKey.includes('page'),
        });
      }, REFRESH_LISTS_MS);
    },
    [queryClient],
  );
  useEffect(() => () => clearTimeout(refreshTimer.current), []);

  const joinSeq = useRef(0);
  const join = useCallback(
    async (client: ChatServiceSocket) => {
      const seq = ++joinSeq.current;
      // A long discussion comes in pages: ask again from the last one until the server says there is no more.
      for (let round = 0; round < 1000; round++) {
        let ack: DiscussionJoinAck;
        try {
          ack = await client.timeout(TRANSPORT.timeout).emitWithAck('discussion:join', { caseId, after: lastSeq.current });
        } catch {
          // Timed out: the connection is going, and the next connect joins again.
          return;
        }
        if (seq !== joinSeq.current) return;
        if (!ack.ok) {
          dispatch({ type: 'failed', missing: ack.error.code === 'not-found', error: ack.error.message || notLoaded() });
          return;
        }
        const { presence, hasMore, summary, viewerRole, messages } = ack;
        const page = { summary, viewerRole, messages };
        dispatch({ type: 'page', page, presence });
        lastSeq.current = page.messages.reduce((max, m) => Math.max(max, m.seq), lastSeq.current);
        if (!hasMore || page.messages.length === 0) return;
      }
    },
    [caseId],
  );

  // Live events of this case, and a join on every (re)connect.
  useEffect(() => {
    if (!socket) return;
    const onMessage = (message: DiscussionMessage) => {
      if (message.caseId !== caseId) return;
      dispatch({ type: 'message', message });
      // What happened to the request (claimed, released, a status decision): read the case's summary again.
      const system = message.authorRole === 'system';
      refreshLists(system);
      if (system) void join(socket);
    };
    const onPresence = (presence: DiscussionPresence) => dispatch({ type: 'presence', presence });
    const onConnect = () => void join(socket);
    socket.on('discussion:message', onMessage);
    socket.on('discussion:presence', onPresence);
    socket.on('connect', onConnect);
    if (socket.connected) void join(socket);
    return () => {
      socket.off('discussion:message', onMessage);
      socket.off('discussion:presence', onPresence);
      socket.off('connect', onConnect);
      joinSeq.current += 1;
      if (socket.connected) socket.emit('discussion:leave', { caseId }, () => undefined);
    };
  }, [socket, caseId, join, refreshLists]);

  // While the chat service cannot be reached, the discussion is still readable over HTTP.
  const offline = connection.status === 'reconnecting' || connection.status === 'refused';
  const fallbackEnabled = offline && state.loaded === 'loading';
  const fallback = useDiscussionFallback(caseId, fallbackEnabled);
  useEffect(() => {
    if (!fallbackEnabled || !fallback.data) return;
    const { summary, viewerRole, messages } = fallback.data;
    dispatch({ type: 'page', page: { summary, viewerRole, messages } });
  }, [fallbackEnabled, fallback.data]);

  const deliver = useCallback(
    async (message: PendingMessage) => {
      if (!socket?.connected) {
        dispatch({ type: 'send-failed', id: message.id, error: notConnected() });
        return false;
      }
      try {
        const ack = await socket
          .timeout(TRANSPORT.timeout)
          .emitWithAck('discussion:send', { caseId, id: message.id, text: message.text, fileIds: message.files.map((f) => f.id) });
        if (ack.ok) {
          dispatch({ type: 'message', message: ack.message });
          refreshLists(false);
          return true;
        }
        dispatch({ type: 'send-failed', id: message.id, error: ack.error.fields?.['text'] ?? ack.error.message ?? notSent() });
      } catch {
        dispatch({ type: 'send-failed', id: message.id, error: notSent() });
      }
      return false;
    },
    [socket, caseId, refreshLists],
  );

  const pendingRef = useRef(state.pending);
  useEffect(() => {
    pendingRef.current = state.pending;
  }, [state.pending]);

  const send = useCallback(
    (text: string, files: DiscussionFile[]) => {
      const message: PendingMessage = {
        id: newMessageId(),
        text: text.trim(),
        files,
        status: 'sending',
        createdAt: new Date().toISOString(),
        error: null,
      };
      if (!message.text && files.length === 0) return;
      dispatch({ type: 'send', message });
      void deliver(message);
    },
    [deliver],
  );

  const retry = useCallback(
    (id: string) => {
      const message = pendingRef.current.find((p) => p.id === id);
      if (!message) return;
      dispatch({ type: 'retrying', id });
      void deliver({ ...message, status: 'sending', error: null });
    },
    [deliver],
  );

  // Everything the other side wrote is read once it is on a visible screen.
  const readSent = useRef(0);
  const incoming = lastIncomingSeq(state);
  const unread = state.summary?.unread ?? 0;
  useEffect(() => {
    if (!socket || state.loaded !== 'loaded' || connection.status !== 'connected') return;
    const markRead = () => {
      if (document.visibilityState !== 'visible' || unread === 0 || incoming <= readSent.current) return;
      const previous = readSent.current;
      readSent.current = incoming;
      socket
        .timeout(TRANSPORT.timeout)
        .emitWithAck('discussion:read', { caseId, seq: Math.max(incoming, lastSeq.current) })
        .then(
          (ack) => {
            if (!ack.ok) return;
            dispatch({ type: 'unread', unread: ack.unread });
            refreshLists(false);
          },
          () => {
            // Unanswered: the next change or reconnect tries again.
            readSent.current = previous;
          },
        );
    };
    markRead();
    document.addEventListener('visibilitychange', markRead);
    return () => document.removeEventListener('visibilitychange', markRead);
  }, [socket, caseId, incoming, unread, state.loaded, connection.status, refreshLists]);

  /** Reads the case's summary again (after the request changed). */
  const refresh = useCallback(() => {
    if (socket?.connected) void join(socket);
  }, [socket, join]);

  return { state, send, retry, refresh, historyUnavailable: fallbackEnabled && fallback.isError };
}
