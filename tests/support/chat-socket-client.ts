// Test clients of the chat service: one socket per call, no reconnection, so each test sees exactly what the server
// did to that connection.
import { io as connectClient, type Socket } from 'socket.io-client';

export function openChatSocket(url: string, auth: Record<string, unknown>): Socket {
  return connectClient(url, { auth, transports: ['websocket'], reconnection: false, forceNew: true, timeout: 20_000 });
}

/** A socket whose handshake the server accepted; rejects with the refusal otherwise. */
export async function connectChatSocket(url: string, auth: Record<string, unknown>): Promise<Socket> {
  const socket = openChatSocket(url, auth);
  await new Promise<void>((resolve, reject) => {
    socket.once('connect', resolve);
    socket.once('connect_error', (error) => reject(error));
  });
  return socket;
}

/** The handshake's refusal message; fails if the server accepts the connection. */
export async function handshakeRefusal(url: string, auth: Record<string, unknown>): Promise<string> {
  const socket = openChatSocket(url, auth);
  try {
    return await new Promise<string>((resolve, reject) => {
      socket.once('connect', () => reject(new Error('connected with credentials that should be refused')));
      socket.once('connect_error', (error) => resolve(error.message));
    });
  } finally {
    socket.close();
  }
}
