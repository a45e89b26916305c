// Indexing the knowledge base costs milliseconds; a busy chat server must not pay it per message. The loader may
// hand back the same array (cheap identity hit) or a fresh copy of unchanged content (fingerprint hit).

import { buildIndex, type KnowledgeIndex } from './bm25-index';
import type { KnowledgeDoc } from './knowledge-doc';

/** Snapshots kept by fingerprint; two lets a content update swap in while older requests finish. */
const MAX_SNAPSHOTS = 2;

export interface IndexCache {
  get(docs: readonly KnowledgeDoc[]): KnowledgeIndex;
}

/**
 * Cheap by design (O(number of docs), not O(text)): an edit that keeps a doc's length and both ends unchanged goes
 * unnoticed until another doc changes, which is acceptable for reference content.
 */
export function fingerprint(docs: readonly KnowledgeDoc[]): string {
  const parts: string[] = [String(docs.length)];
  for (const d of docs) {
    parts.push(`${d.kind}|${d.id}|${d.link}|${d.title.length}|${d.text.length}|${d.title}|${d.text.slice(0, 24)}|${d.text.slice(-24)}`);
  }
  return parts.join('\u0001');
}

export function createIndexCache(build: (docs: readonly KnowledgeDoc[]) => KnowledgeIndex = buildIndex): IndexCache {
  const byIdentity = new WeakMap<readonly KnowledgeDoc[], KnowledgeIndex>();
  const byFingerprint = new Map<string, KnowledgeIndex>();
  return {
    get(docs) {
      const known = byIdentity.get(docs);
      if (known !== undefined) return known;
      const key = fingerprint(docs);
      let index = byFingerprint.get(key);
      if (index === undefined) {
        index = build(docs);
        byFingerprint.set(key, index);
        while (byFingerprint.size > MAX_SNAPSHOTS) {
          const oldest = byFingerprint.keys().next().value;
          if (oldest === undefined) break;
          byFingerprint.delete(oldest);
        }
      }
      byIdentity.set(docs, index);
      return index;
    },
  };
}
