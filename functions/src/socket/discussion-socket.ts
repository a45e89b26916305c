// The case discussion's events on the chat service's connections (PROTOCOL.md, "Case discussion"): join (with
// catch-up), send, read, leave; live `discussion:message` to the case's room and `discussion:presence`. chat-socket.ts
// runs each event through its shared pipeline (rate limit, depth, fresh sign-in, log context, ack); this module
// decides what the events do. Presence is the service's: whether the user has a socket open on any instance, asked of
// the adapter (a user's sockets are in their room, socket/rooms.ts), and a user's first or last socket on an instance
// is told to the other instances so that their rooms hear it too.
import type { RateLimit } from '../domain/limits/rate-limit';
import type { DiscussionParties } from '../domain/discussion/discussion-message';
import { sideOf } from '../domain/discussion/discussion-message';
import { createDeliveryCursor, type DeliveryCursor } from '../domain/discussion/delivery-cursor';
import { parseInput } from '../domain/validate';
import {
  assertParticipant,
  createDiscussionMessaging,
  discussionPage,
  followDiscussionCase,
  readDiscussion,
  type SentDiscussionMessage,
} from '../services/discussion';
import { log, throttledWarning } from '../log';
import type { ChatServer, ChatSocket } from './chat-socket';
import { localSocketsIn, userRoom } from './rooms';
import { type DiscussionPresence } from '../shared/discussion/discussion-views';
import { msg } from '../shared/i18n/message';
import {
  discussionJoinSchema,
  discussionLeaveSchema,
  discussionReadSchema,
  discussionSendSchema,
} from '../shared/discussion/discussion-inputs';

/** Per user, for discussion events (a bucket of their own): a burst of 200 messages passes, a flood does not. */
export const DISCUSSION_EVENT_RATE_LIMIT: RateLimit = { burst: 240, perMinute: 600 };

export const DISCUSSION_EVENTS = ['discussion:join', 'discussion:send', 'discussion:read', 'discussion:leave'] as const;
export type DiscussionEvent = (typeof DISCUSSION_EVENTS)[number];

type DiscussionIo = ChatServer;
type DiscussionSocket = ChatSocket;

/** An event's work: given the raw payload, the ack's body on success (errors are thrown and mapped by the caller). */
export type DiscussionWork = (raw: unknown) => Promise<{ ok: true } & Record<string, unknown>>;

/** Registers one event through chat-socket.ts's pipeline. */
export type RegisterEvent = (event: DiscussionEvent, work: DiscussionWork) => void;

export interface DiscussionSockets {
  /** Counts the connection for presence and registers its discussion events. */
  register(socket: DiscussionSocket, on: RegisterEvent): void;
  /** Waits (at most `ms`) for the sends in progress. */
  drain(ms: number): Promise<void>;
}

export const discussionRoom = (caseId: string): string => `discussion:${caseId}`;

const sameParties = (a: DiscussionParties, b: DiscussionParties) => a.ownerUid === b.ownerUid && a.expertUid === b.expertUid;

/** A room this process has sockets in: who takes part, what it has delivered, and the case listener. */
interface RoomState {
  parties: DiscussionParties;
  /** What the room has been sent; later messages are caught up from the store. */
  cursor: DeliveryCursor;
  stop: () => void;
}

export interface DiscussionSocketOptions {
  /** Follows the case document while its room has sockets (services/discussion.ts); tests may leave it out. */
  follow?: typeof followDiscussionCase;
  /** The service runs on several instances (a cluster adapter): presence changes are told to the others. */
  clustered?: boolean;
}

/** How long another instance may take to say which sockets it has; past it, this instance's own count is used. */
const PRESENCE_TIMEOUT_MS = 1000;

/** The event that tells the other instances a user's presence changed there. */
export const PRESENCE_CHANGED = 'discussion:presence-changed';

export function createDiscussionSockets(io: DiscussionIo, options: DiscussionSocketOptions = {}): DiscussionSockets {
  const follow = options.follow ?? followDiscussionCase;
  /** uid → sockets open on this process. */
  const online = new Map<string, number>();
  /** caseId → state, for the rooms that have sockets in them: where presence and lines from elsewhere go. */
  const rooms = new Map<string, RoomState>();
  /** caseId → the latest presence asked for its room: an older answer arriving later is not sent. */
  const asked = new Map<string, number>();
  const isOnlineHere = (uid: string) => (online.get(uid) ?? 0) > 0;
  const presenceFallback = throttledWarning('presence asked of this instance only: the others did not answer');

  /** Which of `uids` have a socket open on any instance; this instance's own if the others do not answer in time. */
  async function onlineAmong(uids: string[]): Promise<Set<string>> {
    const found = new Set(uids.filter(isOnlineHere));
    const elsewhere = uids.filter((uid) => !found.has(uid));
    if (!options.clustered || elsewhere.length === 0) return found;
    try {
      const sockets = await io.in(elsewhere.map(userRoom)).timeout(PRESENCE_TIMEOUT_MS).fetchSockets();
      for (const socket of sockets) found.add(socket.data.user.uid);
    } catch (error) {
      presenceFallback({ reason: error instanceof Error ? error.message : 'unknown' });
    }
    return found;
  }

  const messaging = createDiscussionMessaging({ isOnline: async (uid) => (await onlineAmong([uid])).has(uid) });

  async function presenceOf(caseId: string, parties: DiscussionParties): Promise<DiscussionPresence> {
    const present = await onlineAmong(parties.expertUid === null ? [parties.ownerUid] : [parties.ownerUid, parties.expertUid]);
    return {
      caseId,
      expertOnline: parties.expertUid !== null && present.has(parties.expertUid),
      applicantOnline: present.has(parties.ownerUid),
    };
  }

  /** This instance's sockets in the case's room. */
  const roomSockets = (caseId: string): DiscussionSocket[] => localSocketsIn(io, discussionRoom(caseId));

  /** An empty room is forgotten, and its case no longer followed. */
  function forgetIfEmpty(caseId: string): void {
    const state = rooms.get(caseId);
    if (!state || (io.of('/').adapter.rooms.get(discussionRoom(caseId))?.size ?? 0) > 0) return;
    rooms.delete(caseId);
    state.stop();
  }

  /** Sends `emit` to the room's sockets of participants; anyone else (a released expert) leaves the room. */
  function toParticipants(caseId: string, parties: DiscussionParties, emit: (socket: DiscussionSocket) => void): void {
    for (const socket of roomSockets(caseId)) {
      if (sideOf(parties, socket.data.user.uid)) emit(socket);
      else void socket.leave(discussionRoom(caseId));
    }
    forgetIfEmpty(caseId);
  }

  /** The room's sockets hear who is online now; of two overlapping announcements, only the later one is sent. */
  const announce = (caseId: string, parties: DiscussionParties) => {
    const turn = (asked.get(caseId) ?? 0) + 1;
    asked.set(caseId, turn);
    void presenceOf(caseId, parties).then((presence) => {
      if (asked.get(caseId) !== turn) return;
      asked.delete(caseId);
      const state = rooms.get(caseId);
      if (state) toParticipants(caseId, state.parties, (socket) => socket.emit('discussion:presence', presence));
    });
  };

  /** The case's parties as just read: a change (claimed, released) updates the room and its presence. */
  function learn(state: RoomState, caseId: string, parties: DiscussionParties): void {
    if (sameParties(state.parties, parties)) return;
    state.parties = parties;
    announce(caseId, parties);
  }

  /** Messages stored after the room's last delivered seq (lines the API wrote), in the case's lane. */
  function catchUp(caseId: string, state: RoomState, upTo: number): void {
    messaging
      .catchUp(
        caseId,
        () => state.cursor.delivered,
        upTo,
        (messages) => {
          const missed = messages.filter((m) => state.cursor.isMissing(m.seq));
          for (const message of messages) state.cursor.advance(message.seq);
          if (missed.length === 0) return;
          toParticipants(caseId, state.parties, (socket) => {
            for (const message of missed) socket.emit('discussion:message', message);
          });
        },
      )
      .catch((error: unknown) =>
        log.warn('discussion catch-up failed', { caseId, reason: error instanceof Error ? error.message : 'unknown' }),
      );
  }

  /** The room's state, following its case from now on (a socket is joining it). */
  function roomFor(caseId: string, parties: DiscussionParties, lastSeq: number): RoomState {
    const known = rooms.get(caseId);
    if (known) {
      learn(known, caseId, parties);
      return known;
    }
    const state: RoomState = { parties, cursor: createDeliveryCursor(lastSeq), stop: () => undefined };
    rooms.set(caseId, state);
    state.stop = follow(caseId, (current) => {
      if (rooms.get(caseId) !== state) return;
      if (!current) {
        // The case is gone (deleted with its owner's account): nobody stays.
        for (const socket of roomSockets(caseId)) void socket.leave(discussionRoom(caseId));
        forgetIfEmpty(caseId);
        return;
      }
      learn(state, caseId, current.parties);
      if (current.lastSeq > state.cursor.delivered) catchUp(caseId, state, current.lastSeq);
    });
    return state;
  }

  /** A user's presence may have changed: this instance's rooms of their cases hear it. */
  function presenceChanged(uid: string): void {
    for (const [caseId, { parties }] of [...rooms]) {
      if (parties.ownerUid === uid || parties.expertUid === uid) announce(caseId, parties);
    }
  }

  /** A user's first socket opened or last one closed here: this instance's rooms and the other instances hear it. */
  function presenceChangedHere(uid: string): void {
    presenceChanged(uid);
    if (options.clustered) io.serverSideEmit(PRESENCE_CHANGED, uid);
  }
  io.on(PRESENCE_CHANGED, (uid: unknown) => {
    if (typeof uid === 'string') presenceChanged(uid);
  });

  function register(socket: DiscussionSocket, on: RegisterEvent): void {
    const { uid } = socket.data.user;
    const count = (online.get(uid) ?? 0) + 1;
    online.set(uid, count);
    if (count === 1) presenceChangedHere(uid);
    let joined: string[] = [];
    socket.on('disconnecting', () => {
      joined = [...socket.rooms].filter((room) => room.startsWith('discussion:')).map((room) => room.slice('discussion:'.length));
    });
    socket.on('disconnect', () => {
      for (const caseId of joined) forgetIfEmpty(caseId);
      const left = (online.get(uid) ?? 1) - 1;
      if (left > 0) {
        online.set(uid, left);
        return;
      }
      online.delete(uid);
      presenceChangedHere(uid);
    });

    on('discussion:join', async (raw) => {
      const { caseId, after } = parseInput(discussionJoinSchema, raw, msg('errors:invalidJoinRequest'));
      // The room is joined once access is checked and before the messages are read: a message stored in between
      // arrives both ways (the client keeps one by id), never neither.
      const { page, parties } = await discussionPage(uid, caseId, after, (checked, lastSeq) => {
        void socket.join(discussionRoom(caseId));
        roomFor(caseId, checked, lastSeq);
      });
      return { ok: true, ...page, presence: await presenceOf(caseId, parties) };
    });

    on('discussion:send', async (raw) => {
      const input = parseInput(discussionSendSchema, raw, msg('errors:invalidMessage'));
      const delivered = (sent: SentDiscussionMessage) => {
        const state = rooms.get(input.caseId);
        if (!state) return;
        learn(state, input.caseId, sent.parties);
        toParticipants(input.caseId, sent.parties, (member) => {
          // The sender's socket has the ack; their other sockets get the event.
          if (member.id !== socket.id) member.emit('discussion:message', sent.message);
        });
        state.cursor.advance(sent.message.seq);
        // A line written elsewhere came just before this one: it follows (the client orders by seq).
        if (state.cursor.delivered < sent.message.seq) catchUp(input.caseId, state, sent.message.seq);
      };
      const { message, duplicate } = await messaging.send(socket.data.user, input, delivered);
      return { ok: true, message, duplicate };
    });

    on('discussion:read', async (raw) => {
      const { caseId, seq } = parseInput(discussionReadSchema, raw, msg('errors:invalidReadRequest'));
      return { ok: true, ...(await readDiscussion(uid, caseId, seq)) };
    });

    on('discussion:leave', async (raw) => {
      const { caseId } = parseInput(discussionLeaveSchema, raw, msg('errors:invalidLeaveRequest'));
      // The socket leaves whatever the answer; someone who does not take part hears 'not found', as for a missing case.
      await socket.leave(discussionRoom(caseId));
      forgetIfEmpty(caseId);
      await assertParticipant(uid, caseId);
      return { ok: true };
    });
  }

  return {
    register,
    drain: (ms) =>
      new Promise<void>((resolve) => {
        const timer = setTimeout(resolve, ms);
        void messaging.idle().then(() => {
          clearTimeout(timer);
          resolve();
        });
      }),
  };
}
