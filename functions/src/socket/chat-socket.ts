import type { Server as HttpServer } from 'node:http';
import { Server } from 'socket.io';
import { config } from '../config';
import { verifyIdToken } from '../data/identity';

/** socket.io on the default /socket.io path; the handshake must carry a valid ID token. */
export function attachChatSockets(httpServer: HttpServer): Server {
  const io = new Server(httpServer, { cors: { origin: config.allowedOrigins } });
  io.use((socket, next) => {
    const token = (socket.handshake.auth as { token?: unknown }).token;
    if (typeof token !== 'string' || !token) {
      next(new Error('No token'));
      return;
    }
    verifyIdToken(token)
      .then((user) => {
        socket.data.user = user;
        next();
      })
      .catch(() => next(new Error('Invalid token')));
  });
  return io;
}
