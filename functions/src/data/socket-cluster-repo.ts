// The chat service's cluster channel in Firestore: each instance writes what its socket.io adapter publishes as a
// document of `socketClusterMessages`, and follows the collection for the others' (socket/cluster-adapter.ts).
// The documents are short-lived: their writer deletes them once every instance has had time to read them, and the
// `expireAt` field lets a Firestore TTL policy remove those of an instance that died first (README, "Scaling out").
import { FieldValue, Timestamp, type DocumentChange, type QueryDocumentSnapshot } from 'firebase-admin/firestore';
import type { ClusterBatch } from '../domain/cluster-batch';
import { db } from './firebase';

const messages = () => db().collection('socketClusterMessages');

/** Far longer than delivery takes (milliseconds): a listening instance has read a batch long before it goes. */
export const CLUSTER_MESSAGE_LIFETIME_MS = 60_000;
// A batch holds at most 500 writes.
const DELETE_PAGE = 400;

export async function writeClusterBatch(batch: ClusterBatch): Promise<void> {
  await messages().add({
    ...batch,
    createdAt: FieldValue.serverTimestamp(),
    expireAt: Timestamp.fromMillis(Date.now() + CLUSTER_MESSAGE_LIFETIME_MS),
  });
}

function toBatch(doc: QueryDocumentSnapshot): ClusterBatch | null {
  const { from, items } = doc.data() as Partial<Record<keyof ClusterBatch, unknown>>;
  return typeof from === 'string' && typeof items === 'string' ? { from, items } : null;
}

/**
 * Follows the batches written from now on, in commit order: an instance writes its next batch only after the last
 * one committed, so its server timestamps rise and its batches arrive in the order it wrote them. What was already
 * there when the listener started (the first snapshot) is not replayed. Answers the function that stops following.
 */
export function watchClusterBatches(onBatch: (batch: ClusterBatch) => void, onError: (error: Error) => void): () => void {
  let first = true;
  return messages()
    .orderBy('createdAt')
    .onSnapshot((snapshot) => {
      if (first) {
        first = false;
        return;
      }
      const added = snapshot.docChanges().filter((change: DocumentChange) => change.type === 'added');
      for (const change of added.sort((a, b) => a.newIndex - b.newIndex)) {
        const batch = toBatch(change.doc);
        if (batch) onBatch(batch);
      }
    }, onError);
}

/** Deletes the batches whose lifetime is over, whoever wrote them; answers how many went. */
export async function deleteExpiredClusterBatches(now = Date.now()): Promise<number> {
  const expired = await messages().where('expireAt', '<', Timestamp.fromMillis(now)).limit(DELETE_PAGE).get();
  if (expired.empty) return 0;
  const writes = db().batch();
  for (const doc of expired.docs) writes.delete(doc.ref);
  await writes.commit();
  return expired.size;
}
