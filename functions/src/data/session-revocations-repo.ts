// Account revocations the chat service must act on at once (`sessionRevocations`): the API writes one when it deletes
// an account or revokes its sessions or expert role, and every chat instance follows the collection and disconnects
// that user's open sockets within a second (socket/chat-socket.ts). The periodic sign-in check stays as the safety
// net. The documents are short-lived: `expireAt` lets a Firestore TTL policy remove them (docs/security.md).
import { Timestamp, type DocumentChange } from 'firebase-admin/firestore';
import { db } from './firebase';

const revocations = () => db().collection('sessionRevocations');

/** Far longer than delivery takes; an instance started later checks new sockets' tokens itself. */
const REVOCATION_LIFETIME_MS = 60 * 60_000;

export type RevocationReason = 'account-deleted' | 'sessions-revoked';

export async function announceRevocation(uid: string, reason: RevocationReason): Promise<void> {
  const now = Date.now();
  await revocations().add({ uid, reason, at: Timestamp.fromMillis(now), expireAt: Timestamp.fromMillis(now + REVOCATION_LIFETIME_MS) });
}

/** Follows the revocations written from now on; answers the function that stops following. */
export function watchRevocations(onRevoked: (uid: string, reason: RevocationReason) => void, onError: (error: Error) => void): () => void {
  return revocations()
    .where('at', '>=', Timestamp.fromMillis(Date.now()))
    .onSnapshot((snapshot) => {
      for (const change of snapshot.docChanges().filter((c: DocumentChange) => c.type === 'added')) {
        const { uid, reason } = change.doc.data() as { uid?: unknown; reason?: unknown };
        if (typeof uid === 'string' && (reason === 'account-deleted' || reason === 'sessions-revoked')) onRevoked(uid, reason);
      }
    }, onError);
}
