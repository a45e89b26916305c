// The assistant that runs with no AI service: rules for the tool requests, BM25 retrieval for questions, and answers
// from the case's own record for questions about the chat's case.
// It streams like the Vertex provider so the chat service and the UI treat both the same way.

import { untilAborted } from '../../shared/abort';
import { randomUUID } from 'node:crypto';
import { AgentUnavailableError, DISCLAIMER, type AgentEvent, type AgentProvider, type AgentRequest } from '../agent';
import type { KnowledgeIndex } from './bm25-index';
import { createIndexCache } from './index-cache';
import type { KnowledgeDoc } from './knowledge-doc';
import { planReply } from './plan-reply';
import { streamText } from './stream-text';

export interface OfflineProviderDeps {
  /** Current knowledge snapshot; called per question, so it may be cheap or cached upstream. */
  loadKnowledge: () => Promise<KnowledgeDoc[]>;
}

export function withDisclaimer(text: string): string {
  return `${text.trimEnd()}\n\n*${DISCLAIMER}*`;
}

const ABORTED = Symbol('aborted');

// A function, not an inline check: TypeScript would otherwise narrow `aborted` to false after the first test,
// though it flips while the generator is suspended.
function isAborted(signal: AbortSignal | undefined): boolean {
  return signal?.aborted === true;
}

/** Lets an aborted chat stop waiting for the knowledge base instead of finishing a reply nobody reads. */
function unlessAborted<T>(promise: Promise<T>, signal: AbortSignal | undefined): Promise<T | typeof ABORTED> {
  if (signal === undefined) return promise;
  return untilAborted(promise, signal).catch((error: unknown) => {
    if (signal.aborted) return ABORTED;
    throw error;
  });
}

export function createOfflineProvider(deps: OfflineProviderDeps): AgentProvider {
  const cache = createIndexCache();
  // Concurrent questions share one load: a burst of chats must not stampede the knowledge store.
  let inFlight: Promise<KnowledgeIndex> | undefined;

  const getIndex = (): Promise<KnowledgeIndex> => {
    if (inFlight === undefined) {
      inFlight = deps
        .loadKnowledge()
        .then((docs) => cache.get(docs))
        .catch((error: unknown) => {
          throw new AgentUnavailableError('The offline assistant could not load its knowledge base.', { cause: error });
        })
        .finally(() => {
          inFlight = undefined;
        });
    }
    return inFlight;
  };

  return {
    name: 'offline',
    label: 'Offline assistant',
    async *reply(request: AgentRequest): AsyncGenerator<AgentEvent> {
      const { signal } = request;
      if (isAborted(signal)) return;
      const plan = await unlessAborted(planReply(request.history, getIndex, { caseContext: request.caseContext }), signal);
      if (plan === ABORTED || isAborted(signal)) return;

      yield* streamText(withDisclaimer(plan.text), signal);
      if (plan.call !== undefined && !isAborted(signal)) {
        yield { type: 'function_call', callId: randomUUID(), name: plan.call.name, payload: plan.call.payload };
      }
    },
  };
}
