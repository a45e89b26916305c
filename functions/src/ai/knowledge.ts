// The offline assistant's knowledge base: the seeded reference content in Firestore, as retrieval documents.
import { loadReferenceContent } from '../data/knowledge-repo';
import { toKnowledgeDocs, type KnowledgeDoc } from './offline/knowledge-doc';
import { createTtlCache, type TtlCache } from './ttl-cache';

/**
 * A loader for createOfflineProvider. The same array comes back until the TTL runs out, which lets the provider's
 * index cache hit on identity instead of fingerprinting the docs per message.
 */
export function createKnowledgeLoader(ttlMs: number): TtlCache<KnowledgeDoc[]> {
  return createTtlCache(async () => toKnowledgeDocs(await loadReferenceContent()), ttlMs);
}
