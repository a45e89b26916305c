// Reading and writing the content collections for publishing (services/content-publish.ts), and the record of what
// was published last (`contentVersions/current`): its version, when, and each figure's fingerprint as published, so
// a figure changed since in the console can be told apart.
import { FieldValue } from 'firebase-admin/firestore';
import type { ContentCollection, ContentData } from '../content/package';
import { db } from './firebase';

export interface PublishedState {
  version: string;
  /** Each figure's fingerprint as it was last published. */
  figureHashes: Record<string, string>;
}

export interface ContentWrite {
  collection: ContentCollection;
  id: string;
  /** null deletes the document. */
  data: ContentData | null;
}

/** Firestore takes at most 500 writes per batch. */
const WRITES_PER_BATCH = 400;
const current = () => db().collection('contentVersions').doc('current');

export async function readContentCollection(collection: ContentCollection): Promise<Map<string, ContentData>> {
  const snapshot = await db().collection(collection).get();
  return new Map(snapshot.docs.map((doc) => [doc.id, doc.data()]));
}

export async function readPublishedState(): Promise<PublishedState | null> {
  const data = (await current().get()).data();
  if (data === undefined || typeof data['version'] !== 'string') return null;
  const hashes = data['figureHashes'];
  return {
    version: data['version'],
    figureHashes: typeof hashes === 'object' && hashes !== null ? (hashes as Record<string, string>) : {},
  };
}

/** Applies the writes in batches, then records the published state. */
export async function writeContent(writes: readonly ContentWrite[], state: PublishedState): Promise<void> {
  for (let start = 0; start < writes.length; start += WRITES_PER_BATCH) {
    const batch = db().batch();
    for (const { collection, id, data } of writes.slice(start, start + WRITES_PER_BATCH)) {
      const ref = db().collection(collection).doc(id);
      if (data === null) batch.delete(ref);
      else batch.set(ref, data);
    }
    await batch.commit();
  }
  await current().set({ ...state, publishedAt: FieldValue.serverTimestamp() });
}
