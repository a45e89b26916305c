// The assistant that runs with no AI service: rules for the tool requests, the knowledge base's answer cards for
// questions (domain/knowledge/answer.ts), and answers from the case's own record for questions about the chat's case.
// It streams like the Vertex provider so the chat service and the UI treat both the same way.

import { untilAborted } from '../../shared/abort';
import { randomUUID } from 'node:crypto';
import type { KnowledgeBase } from '../../domain/knowledge/knowledge-base';
import type { ProcessingTimeFigure } from '../../domain/processing-times/parse-processing-times';
import type { KnowledgeLanguage } from '../../shared/knowledge/knowledge-views';
import { AgentUnavailableError, type AgentEvent, type AgentProvider, type AgentRequest } from '../agent';
import { DISCLAIMERS } from '../../domain/chat/disclaimer';
import { planReply } from './plan-reply';
import { streamText } from './stream-text';

export interface OfflineProviderDeps {
  /** The current knowledge base; called per question, so it must be cached upstream (ai/knowledge.ts). */
  loadKnowledge: () => Promise<KnowledgeBase>;
  /** USCIS's posted processing times of a form, read when a question asks how long it takes. */
  processingTimes?: (form: string) => Promise<ProcessingTimeFigure[]>;
}

export function withDisclaimer(text: string, language: KnowledgeLanguage = 'en'): string {
  return `${text.trimEnd()}\n\n*${DISCLAIMERS[language]}*`;
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
  const getKnowledge = (): Promise<KnowledgeBase> =>
    deps.loadKnowledge().catch((error: unknown) => {
      throw new AgentUnavailableError('The offline assistant could not load its knowledge base.', { cause: error });
    });

  return {
    name: 'offline',
    label: 'Offline assistant',
    async *reply(request: AgentRequest): AsyncGenerator<AgentEvent> {
      const { signal } = request;
      if (isAborted(signal)) return;
      const options = {
        caseContext: request.caseContext,
        preferredLanguage: request.preferredLanguage,
        ...(deps.processingTimes ? { processingTimes: deps.processingTimes } : {}),
      };
      const plan = await unlessAborted(planReply(request.history, getKnowledge, options), signal);
      if (plan === ABORTED || isAborted(signal)) return;

      // The chat shows the disclaimer once at its top; an answer about the asker's own situation repeats it.
      yield* streamText(plan.personal === true ? withDisclaimer(plan.text, plan.language) : plan.text, signal);
      if (plan.call !== undefined && !isAborted(signal)) {
        yield { type: 'function_call', callId: randomUUID(), name: plan.call.name, payload: plan.call.payload };
      }
    },
  };
}
