// The case discussion's socket events on the chat service (functions/src/socket/PROTOCOL.md, "Case discussion").
// Each request takes an acknowledgement; a refused one answers { ok: false, error }. Pure types for the web.
import type { Ack } from '../chat/chat-events';
import type { DiscussionMessage, DiscussionPage, DiscussionPresence } from './discussion-views';

/** `discussion:join` ack: the socket now receives the room's events; messages after the asked seq come with it. */
export type DiscussionJoinAck = Ack<DiscussionPage & { presence: DiscussionPresence }>;
/** `discussion:send` ack: the message is stored (`duplicate`: it already was, from an earlier send with the same id). */
export type DiscussionSendAck = Ack<{ message: DiscussionMessage; duplicate: boolean }>;
/** `discussion:read` ack: the caller's unread count of this case is now `unread`. */
export type DiscussionReadAck = Ack<{ unread: number }>;
export type DiscussionLeaveAck = Ack<Record<never, never>>;

export interface DiscussionClientEvents {
  'discussion:join': (payload: { caseId: string; after?: number }, ack: (response: DiscussionJoinAck) => void) => void;
  'discussion:send': (
    payload: { caseId: string; id: string; text?: string; fileIds?: string[] },
    ack: (response: DiscussionSendAck) => void,
  ) => void;
  'discussion:read': (payload: { caseId: string; seq: number }, ack: (response: DiscussionReadAck) => void) => void;
  'discussion:leave': (payload: { caseId: string }, ack: (response: DiscussionLeaveAck) => void) => void;
}

export interface DiscussionServerEvents {
  /** A stored message, to every participant in the room, the sender's other sockets included. */
  'discussion:message': (message: DiscussionMessage) => void;
  'discussion:presence': (presence: DiscussionPresence) => void;
}
