import { i18n } from '@/lib/i18n/i18n';
import type {
  DiscussionFile,
  DiscussionMessage,
  DiscussionPage,
  DiscussionPresence,
  DiscussionSummary,
} from '@shared/discussion/discussion-views';

/** A message of this screen not yet stored: on its way, or refused or unanswered (then Retry sends the same id). */
export interface PendingMessage {
  id: string;
  text: string;
  files: DiscussionFile[];
  status: 'sending' | 'failed';
  /** ISO date-time it was written, for its place under the date dividers until the server's time replaces it. */
  createdAt: string;
  /** Why it failed, in words for the user. */
  error: string | null;
}

export type LoadState = 'loading' | 'loaded' | 'missing' | 'error';

export interface DiscussionState {
  caseId: string;
  loaded: LoadState;
  error: string | null;
  summary: DiscussionSummary | null;
  viewerRole: 'applicant' | 'expert' | null;
  presence: DiscussionPresence | null;
  /** Stored messages, each once, in seq order. */
  messages: DiscussionMessage[];
  /** This screen's messages the server has not stored yet, in the order they were written. */
  pending: PendingMessage[];
  /** The highest seq seen: the catch-up cursor of the next `discussion:join`. */
  lastSeq: number;
}

export type DiscussionAction =
  | { type: 'page'; page: Omit<DiscussionPage, 'hasMore'>; presence?: DiscussionPresence }
  | { type: 'message'; message: DiscussionMessage }
  | { type: 'presence'; presence: DiscussionPresence }
  | { type: 'send'; message: PendingMessage }
  | { type: 'retrying'; id: string }
  | { type: 'send-failed'; id: string; error: string }
  | { type: 'unread'; unread: number }
  | { type: 'failed'; missing: boolean; error: string };

export const initialDiscussionState = (caseId: string): DiscussionState => ({
  caseId,
  loaded: 'loading',
  error: null,
  summary: null,
  viewerRole: null,
  presence: null,
  messages: [],
  pending: [],
  lastSeq: 0,
});

/**
 * Adds stored messages to a list: one entry per id (the stored copy wins, whatever arrived twice: a catch-up after
 * a reconnect overlapping a live event, or a send's ack and its own broadcast), ordered by seq.
 */
export function mergeMessages(current: readonly DiscussionMessage[], incoming: readonly DiscussionMessage[]): DiscussionMessage[] {
  if (incoming.length === 0) return current as DiscussionMessage[];
  const byId = new Map(current.map((m) => [m.id, m]));
  let changed = false;
  for (const message of incoming) {
    if (byId.get(message.id)?.seq === message.seq) continue;
    byId.set(message.id, message);
    changed = true;
  }
  if (!changed) return current as DiscussionMessage[];
  return [...byId.values()].sort((a, b) => a.seq - b.seq);
}

const highestSeq = (messages: readonly DiscussionMessage[], floor: number) => messages.reduce((max, m) => Math.max(max, m.seq), floor);

function withStored(state: DiscussionState, incoming: readonly DiscussionMessage[]): DiscussionState {
  const mine = incoming.filter((m) => m.caseId === state.caseId);
  const messages = mergeMessages(state.messages, mine);
  const stored = new Set(mine.map((m) => m.id));
  const pending = state.pending.some((p) => stored.has(p.id)) ? state.pending.filter((p) => !stored.has(p.id)) : state.pending;
  if (messages === state.messages && pending === state.pending) return state;
  return { ...state, messages, pending, lastSeq: highestSeq(mine, state.lastSeq) };
}

export function discussionReducer(state: DiscussionState, action: DiscussionAction): DiscussionState {
  switch (action.type) {
    case 'page': {
      if (action.page.summary.caseId !== state.caseId) return state;
      const next = withStored(state, action.page.messages);
      return {
        ...next,
        loaded: 'loaded',
        error: null,
        summary: action.page.summary,
        viewerRole: action.page.viewerRole,
        presence: action.presence ?? state.presence,
      };
    }
    case 'message': {
      const isNew = !state.messages.some((m) => m.id === action.message.id);
      const next = withStored(state, [action.message]);
      // A new message from the other side is unread until the screen says it was seen (discussion:read).
      if (isNew && next !== state && next.summary && state.viewerRole && action.message.authorRole !== state.viewerRole) {
        return { ...next, summary: { ...next.summary, unread: next.summary.unread + 1 } };
      }
      return next;
    }
    case 'presence':
      return action.presence.caseId === state.caseId ? { ...state, presence: action.presence } : state;
    case 'send':
      // A resend of a failed message keeps its place.
      if (state.pending.some((p) => p.id === action.message.id)) {
        return { ...state, pending: state.pending.map((p) => (p.id === action.message.id ? action.message : p)) };
      }
      return { ...state, pending: [...state.pending, action.message] };
    case 'retrying':
      return { ...state, pending: state.pending.map((p) => (p.id === action.id ? { ...p, status: 'sending', error: null } : p)) };
    case 'send-failed':
      return { ...state, pending: state.pending.map((p) => (p.id === action.id ? { ...p, status: 'failed', error: action.error } : p)) };
    case 'unread':
      return state.summary ? { ...state, summary: { ...state.summary, unread: action.unread } } : state;
    case 'failed':
      // Once loaded, a failed catch-up keeps what is on screen; the next reconnect tries again.
      if (state.loaded === 'loaded' && !action.missing) return state;
      return { ...state, loaded: action.missing ? 'missing' : 'error', error: action.error };
  }
}

/** The newest stored message from the other side, by seq (what `discussion:read` confirms having seen). */
export function lastIncomingSeq(state: Pick<DiscussionState, 'messages' | 'viewerRole'>): number {
  for (let i = state.messages.length - 1; i >= 0; i--) {
    const message = state.messages[i];
    if (message && message.authorRole !== state.viewerRole) return message.seq;
  }
  return 0;
}

/** What the header says about the expert request, from the viewer's side. */
export function requestStateText(summary: DiscussionSummary, viewerRole: 'applicant' | 'expert'): string {
  const request = summary.expertRequest;
  if (!request) return i18n.t(viewerRole === 'applicant' ? 'discussion:requestState.notSent' : 'discussion:requestState.noLonger');
  if (request.state === 'queued') return i18n.t('discussion:requestState.queued');
  if (viewerRole === 'expert') return i18n.t('discussion:requestState.applicant', { name: summary.applicantName });
  return request.expertName
    ? i18n.t('discussion:requestState.expert', { name: request.expertName })
    : i18n.t('discussion:requestState.expertAssigned');
}
