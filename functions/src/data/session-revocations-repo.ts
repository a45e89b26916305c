// Account revocations the chat service must act on at once: the API announces one when it deletes an account or
// revokes its sessions or expert role, and every chat instance disconnects that user's open sockets within a second
// (socket/chat-socket.ts). The periodic sign-in check stays as the safety net (docs/security.md).
// - With REDIS_URL, the announcement is published on a Redis channel that every chat instance subscribes to: the
//   same Redis that carries the instances' rooms (docs/decisions/0007-redis-scale-out.md).
// - Without it (one chat instance), it is a short-lived document in `sessionRevocations` that the instance follows;
//   `expireAt` lets a Firestore TTL policy remove them.
import type { Redis } from 'ioredis';
import { Timestamp, type DocumentChange } from 'firebase-admin/firestore';
import { config } from '../config';
import { log } from '../log';
import { db } from './firebase';
import { connectRedis, coordinationRedis, untilFirstConnected } from './redis';

export type RevocationReason = 'account-deleted' | 'sessions-revoked';
type OnRevoked = (uid: string, reason: RevocationReason) => void;

export interface RevocationChannel {
  announce(uid: string, reason: RevocationReason): Promise<void>;
  /** Follows the revocations announced from now on; answers the function that stops following. */
  watch(onRevoked: OnRevoked, onError: (error: Error) => void): () => void;
}

/** Far longer than delivery takes; an instance started later checks new sockets' tokens itself. */
const REVOCATION_LIFETIME_MS = 60 * 60_000;
const CHANNEL = 'session-revocations';

function revocationOf(raw: unknown): { uid: string; reason: RevocationReason } | null {
  if (typeof raw !== 'object' || raw === null) return null;
  const { uid, reason } = raw as { uid?: unknown; reason?: unknown };
  return typeof uid === 'string' && (reason === 'account-deleted' || reason === 'sessions-revoked') ? { uid, reason } : null;
}

const revocations = () => db().collection('sessionRevocations');

export const firestoreRevocations: RevocationChannel = {
  async announce(uid, reason) {
    const now = Date.now();
    await revocations().add({ uid, reason, at: Timestamp.fromMillis(now), expireAt: Timestamp.fromMillis(now + REVOCATION_LIFETIME_MS) });
  },
  watch(onRevoked, onError) {
    return revocations()
      .where('at', '>=', Timestamp.fromMillis(Date.now()))
      .onSnapshot((snapshot) => {
        for (const change of snapshot.docChanges().filter((c: DocumentChange) => c.type === 'added')) {
          const revocation = revocationOf(change.doc.data());
          if (revocation) onRevoked(revocation.uid, revocation.reason);
        }
      }, onError);
  },
};

/**
 * `publisher`: a coordination connection (data/redis.ts). Each watcher subscribes on a connection of its own, as
 * Redis requires, which subscribes again by itself after a reconnection.
 */
export function redisRevocations(publisher: Redis, url: string): RevocationChannel {
  return {
    async announce(uid, reason) {
      try {
        await untilFirstConnected(publisher);
        await publisher.publish(CHANNEL, JSON.stringify({ uid, reason }));
      } catch (error) {
        // The account is already revoked; its sockets end at their next periodic check instead.
        log.warn('revocation not published: open sockets end at their next check', { uid, error: String(error) });
      }
    },
    watch(onRevoked, onError) {
      const subscriber = connectRedis(url, 'revocations reach open sockets at their next check until it is back');
      subscriber.subscribe(CHANNEL).catch((error: unknown) => onError(error instanceof Error ? error : new Error(String(error))));
      subscriber.on('message', (channel: string, text: string) => {
        if (channel !== CHANNEL) return;
        let parsed: unknown;
        try {
          parsed = JSON.parse(text);
        } catch {
          parsed = null;
        }
        const revocation = revocationOf(parsed);
        if (revocation) onRevoked(revocation.uid, revocation.reason);
      });
      return () => subscriber.disconnect();
    },
  };
}

/** The channel of this deployment: Redis when REDIS_URL is set, else Firestore. */
export function revocationChannel(): RevocationChannel {
  const publisher = coordinationRedis();
  return publisher === null || config.redisUrl === null ? firestoreRevocations : redisRevocations(publisher, config.redisUrl);
}

export const announceRevocation = (uid: string, reason: RevocationReason): Promise<void> => revocationChannel().announce(uid, reason);
export const watchRevocations = (onRevoked: OnRevoked, onError: (error: Error) => void): (() => void) =>
  revocationChannel().watch(onRevoked, onError);
