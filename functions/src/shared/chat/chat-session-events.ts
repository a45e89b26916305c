// How a chat socket stays signed in (functions/src/socket/PROTOCOL.md, "Staying signed in"): the client hands over
// each refreshed ID token with `auth`; the server ends the session with `session-ended` when the account is
// deleted or disabled, its tokens are revoked, or the token expired without a fresh one. Pure types: the web
// imports them through `@shared/`.
import type { Ack, SocketErrorBody } from './chat-events';

export type AuthAck = Ack<Record<never, never>>;

/** Sent right before the server disconnects the socket; `error.code` is 'unauthenticated'. */
export interface SessionEndedEvent {
  error: SocketErrorBody;
}

export interface SessionClientEvents {
  auth: (payload: { token: string; locale?: string }, ack: (response: AuthAck) => void) => void;
}

export interface SessionServerEvents {
  'session-ended': (event: SessionEndedEvent) => void;
}
