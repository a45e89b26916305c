import { useEffect, useState } from 'react';
import { io, type Socket } from 'socket.io-client';
import { env } from '@/config/env';
import { readStoredAuth } from '@/lib/auth-storage';
import { auth } from '@/lib/firebase';
import type { ClientToServerEvents, ServerToClientEvents } from '@shared/chat/chat-events';

export type ChatSocket = Socket<ServerToClientEvents, ClientToServerEvents>;

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
 * failures; a refused handshake ('No token', 'Invalid token') it leaves alone, so that case is retried here with a
 * refreshed token, on the same back-off ceiling.
 */
export function useChatSocket(): { socket: ChatSocket | null; connection: ConnectionState } {
  const [socket, setSocket] = useState<ChatSocket | null>(null);
  const [connection, setConnection] = useState<ConnectionState>({ status: 'connecting' });

  useEffect(() => {
    let refreshToken = false;
    let retryTimer: ReturnType<typeof setTimeout> | undefined;
    const client: ChatSocket = io(env.socketUrl, {
      ...TRANSPORT,
      auth: (cb) => {
        const force = refreshToken;
        refreshToken = false;
        handshakeToken(force).then(
          (token) => cb(token ? { token } : {}),
          () => cb({}),
        );
      },
    });
    client.on('connect', () => setConnection({ status: 'connected' }));
    client.on('disconnect', (reason) => {
      // A disconnect the client asked for (leaving the screen) is not worth showing.
      if (reason !== 'io client disconnect') setConnection({ status: 'reconnecting', reason: null });
    });
    client.on('connect_error', (error) => {
      if (client.active) {
        setConnection({ status: 'reconnecting', reason: error.message });
        return;
      }
      setConnection({ status: 'refused', reason: error.message });
      refreshToken = true;
      clearTimeout(retryTimer);
      retryTimer = setTimeout(() => client.connect(), TRANSPORT.reconnectionDelayMax);
    });
    setSocket(client);
    return () => {
      clearTimeout(retryTimer);
      client.removeAllListeners();
      client.disconnect();
      setSocket(null);
    };
  }, []);

  return { socket, connection };
}
