// The knowledge base as the assistant and the Knowledge Center use it: read from Firestore, built into
// domain/knowledge's searchable form, and reused. The content is re-read every KNOWLEDGE_TTL_MS so console edits
// show up, but it is rebuilt only when it actually changed.
import { performance } from 'node:perf_hooks';
import { config } from '../config';
import { loadKnowledge, type KnowledgeContent } from '../data/knowledge-repo';
import { buildKnowledgeBase, type KnowledgeBase } from '../domain/knowledge/knowledge-base';
import { log } from '../log';
import { createTtlCache } from './ttl-cache';

export type KnowledgeLoader = () => Promise<KnowledgeBase>;

/** Builds the base and says what it cost; logs figures the cards name but the table lacks. */
export function buildLoggedKnowledgeBase(content: KnowledgeContent): KnowledgeBase {
  const started = performance.now();
  const kb = buildKnowledgeBase(content);
  log.info('knowledge base built', { cards: kb.size, figures: content.figures.length, ms: Math.round(performance.now() - started) });
  if (kb.missingFigures.length > 0) log.warn('knowledge cards name figures the table lacks', { figures: kb.missingFigures.join(', ') });
  return kb;
}

export function createKnowledgeLoader(ttlMs: number, load: () => Promise<KnowledgeContent> = loadKnowledge): KnowledgeLoader {
  let built: { json: string; kb: KnowledgeBase } | undefined;
  const cache = createTtlCache(async () => {
    const content = await load();
    const json = JSON.stringify(content);
    if (built?.json !== json) built = { json, kb: buildLoggedKnowledgeBase(content) };
    return built.kb;
  }, ttlMs);
  return () => cache.get();
}

let shared: KnowledgeLoader | undefined;

/** The process's one knowledge base, shared by the assistant and the Knowledge Center. */
export function knowledgeBase(): Promise<KnowledgeBase> {
  shared ??= createKnowledgeLoader(config.ai.knowledgeTtlMs);
  return shared();
}
