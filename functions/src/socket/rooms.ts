// The chat service's rooms that are not a chat's or a case discussion's: every socket of a user is in the user's room,
// on whichever instance it is open, so that presence and revocations can reach all of them through the adapter.
import type { ChatServer, ChatSocket } from './chat-socket';

export const userRoom = (uid: string): string => `user:${uid}`;

/** This instance's sockets in `room`, as a list of their own (safe to change the room while going through it). */
export function localSocketsIn(io: ChatServer, room: string): ChatSocket[] {
  const sockets: ChatSocket[] = [];
  for (const id of io.of('/').adapter.rooms.get(room) ?? []) {
    const socket = io.of('/').sockets.get(id);
    if (socket) sockets.push(socket);
  }
  return sockets;
}
