import { onIdTokenChanged } from 'firebase/auth';
import { useEffect, useState } from 'react';
import { io, type Socket } from 'socket.io-client';
import { env } from '@/config/env';
import type { ClientToServerEvents, ServerToClientEvents } from '@shared/chat/chat-events';
import type { SessionClientEvents, SessionServerEvents } from '@shared/chat/chat-session-events';
import type { DiscussionClientEvents, DiscussionServerEvents } from '@shared/discussion/discussion-events';
import { readStoredAuth } from './auth-storage';
import { auth } from './firebase';
import { currentLocale, i18n } from './i18n/i18n';

// The one connection to the chat service (functions/src/socket/PROTOCOL.md): the assistant chat and the case
// discussion both use it, each screen opening its own for as long as it is shown.

export type ChatServiceSocket = Socket<
  ServerToClientEvents & SessionServerEvents & DiscussionServerEvents,
  ClientToServerEvents & SessionClientEvents & DiscussionClientEvents
>;

export type ConnectionState =
  | { status: 'connecting' }
  | { status: 'connected' }
  | { status: 'reconnecting'; reason: string | null }
  | { status: 'refused'; reason: string };

/** docs/SPEC.md section 9's transport defaults. */
export const TRANSPORT = {
  timeout: 20_000,
  reconnectionDelay: 1000,
  reconnectionDelayMax: 5000,
  randomizationFactor: 0.5,
  reconnectionAttempts: Infinity,
} as const;

/** How long before its expiry the socket's ID token is replaced (functions/src/socket/PROTOCOL.md, "Staying signed in"). */
export const TOKEN_RENEW_BEFORE_MS = 5 * 60_000;

/** When to fetch and hand over the next token, given the current one's expiry. */
export function tokenRenewDelay(expiresAtMs: number, nowMs: number): number {
  return Math.max(0, expiresAtMs - TOKEN_RENEW_BEFORE_MS - nowMs);
}

/**
 * What the user is told after the server hung up, from its `session-ended` message: null when a reconnect mends it
 * quietly (an expired token, or no message: the server is going away).
 */
export function sessionEndedReason(serverMessage: string | null): string | null {
  return serverMessage === null || serverMessage === 'Token expired' ? null : i18n.t('common:sessionEnded');
}

/** The ID token for each handshake, so a reconnect an hour later does not present an expired one. */
async function handshakeToken(forceRefresh: boolean): Promise<string | null> {
  // Right after a reload the SDK is still restoring the user; asking before that would send no token at all.
  await auth.authStateReady();
  const user = auth.currentUser;
  if (user) return user.getIdToken(forceRefresh);
  return readStoredAuth().token;
}

/**
 * One socket to the chat service for as long as the screen is open. socket.io reconnects by itself after network
 * failures; a refused handshake ('No token', 'Invalid token') or a session the server ended (`session-ended`, then a
 * server disconnect) it leaves alone, so those are retried here with a refreshed token, on the same back-off
 * ceiling. A refused refresh signs the user out (the Firebase SDK does so for a deleted, disabled or revoked account).
 * Each refreshed ID token is handed to the open socket with `auth`, so it outlives the hour-long token.
 */
export function useChatServiceSocket(): { socket: ChatServiceSocket | null; connection: ConnectionState } {
  const [socket, setSocket] = useState<ChatServiceSocket | null>(null);
  const [connection, setConnection] = useState<ConnectionState>({ status: 'connecting' });

  useEffect(() => {
    let refreshToken = false;
    let retryTimer: ReturnType<typeof setTimeout> | undefined;
    let renewTimer: ReturnType<typeof setTimeout> | undefined;
    let sentToken: string | null = null;
    let endedBy: string | null = null;

    const client: ChatServiceSocket = io(env.socketUrl, {
      ...TRANSPORT,
      auth: (cb) => {
        const force = refreshToken;
        refreshToken = false;
        handshakeToken(force).then(
          (token) => {
            sentToken = token;
            // The app's language, so the service answers errors in it (functions/src/socket/PROTOCOL.md).
            cb(token ? { token, locale: currentLocale() } : {});
          },
          () => cb({}),
        );
      },
    });

    const retryLater = () => {
      refreshToken = true;
      clearTimeout(retryTimer);
      retryTimer = setTimeout(() => client.connect(), TRANSPORT.reconnectionDelayMax);
    };

    // A fresh token for the open socket shortly before the current one expires.
    const scheduleRenewal = () => {
      clearTimeout(renewTimer);
      const user = auth.currentUser;
      if (!user || !client.connected) return;
      user.getIdTokenResult().then(
        (result) => {
          clearTimeout(renewTimer);
          renewTimer = setTimeout(
            () => {
              if (client.connected) auth.currentUser?.getIdToken(true).then(handOver, () => undefined);
            },
            tokenRenewDelay(Date.parse(result.expirationTime), Date.now()),
          );
        },
        () => undefined,
      );
    };
    // Also any token the SDK refreshed for another reason (an API call, a profile change).
    const handOver = (token: string) => {
      if (!client.connected || token === sentToken) return;
      sentToken = token;
      // A refused token ends the session: the server says so with session-ended and disconnects.
      client.timeout(TRANSPORT.timeout).emit('auth', { token, locale: currentLocale() }, () => undefined);
      scheduleRenewal();
    };
    const stopWatchingToken = onIdTokenChanged(auth, (user) => {
      if (user) user.getIdToken().then(handOver, () => undefined);
    });

    client.on('connect', () => {
      endedBy = null;
      setConnection({ status: 'connected' });
      scheduleRenewal();
    });
    client.on('session-ended', (event) => {
      endedBy = event.error.message;
    });
    client.on('disconnect', (reason) => {
      clearTimeout(renewTimer);
      // A disconnect the client asked for (leaving the screen) is not worth showing.
      if (reason === 'io client disconnect') return;
      if (reason !== 'io server disconnect') {
        setConnection({ status: 'reconnecting', reason: null });
        return;
      }
      // socket.io does not reconnect after the server hung up: the session ended, or the server is going away.
      const told = sessionEndedReason(endedBy);
      setConnection(told ? { status: 'refused', reason: told } : { status: 'reconnecting', reason: null });
      retryLater();
    });
    client.on('connect_error', (error) => {
      if (client.active) {
        setConnection({ status: 'reconnecting', reason: error.message });
        return;
      }
      // After the server ended the session, its reason stays on screen while the refreshed handshake is refused.
      setConnection({ status: 'refused', reason: sessionEndedReason(endedBy) ?? error.message });
      retryLater();
    });
    setSocket(client);
    return () => {
      clearTimeout(retryTimer);
      clearTimeout(renewTimer);
      stopWatchingToken();
      client.removeAllListeners();
      client.disconnect();
      setSocket(null);
    };
  }, []);

  return { socket, connection };
}
