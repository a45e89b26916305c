// Chooses the assistant from config: Gemini on Vertex AI when it is configured, otherwise the offline assistant.
import { config, type Config } from '../config';
import { listFormProcessingTimes } from '../data/processing-times-repo';
import type { AgentProvider } from './agent';
import { knowledgeBase } from './knowledge';
import { createOfflineProvider } from './offline/offline-provider';
import { createVertexProvider } from './vertex/vertex-provider';

/** The Vertex AI settings every Gemini caller (the assistant, the eligibility narrative) is built from. */
export function vertexSettings(ai: Config['ai']) {
  const { project, location, model, baseUrl } = ai.vertex;
  return { project, location, model, ...(baseUrl ? { baseUrl } : {}) };
}

export function createProvider(ai: Config['ai'] = config.ai): AgentProvider {
  if (ai.provider === 'vertex')
    return createVertexProvider({
      ...vertexSettings(ai),
      timeoutMs: ai.timeoutMs,
      knowledge: knowledgeBase,
      processingTimes: listFormProcessingTimes,
    });
  return createOfflineProvider({ loadKnowledge: knowledgeBase, processingTimes: listFormProcessingTimes });
}

let shared: AgentProvider | undefined;

/** One provider per process: the offline one holds the knowledge cache, the vertex one an HTTP client. */
export function agentProvider(): AgentProvider {
  shared ??= createProvider();
  return shared;
}
