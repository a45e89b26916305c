// The @google/genai client for Vertex AI and its streamed requests, shared by the chat assistant and the eligibility
// narrator.
import { randomUUID } from 'node:crypto';
import { GoogleGenAI, type GenerateContentParameters, type GoogleGenAIOptions } from '@google/genai';
import { eventsFromChunk, type VertexEvent } from './chunk-events';
import { untilAborted } from './deadline';

/** A google-auth-library client, typed through @google/genai so it always matches the copy the SDK loads. */
export type VertexAuthClient = NonNullable<NonNullable<GoogleGenAIOptions['googleAuthOptions']>['authClient']>;

export interface VertexClientOptions {
  project: string;
  location: string;
  /** Another endpoint root, e.g. a regional or private one, or a local fake in tests. */
  baseUrl?: string;
  /** Replaces Application Default Credentials; tests pass a client holding a static token. */
  authClient?: VertexAuthClient;
}

export function createVertexClient(options: VertexClientOptions): GoogleGenAI {
  return new GoogleGenAI({
    vertexai: true,
    project: options.project,
    location: options.location,
    ...(options.authClient ? { googleAuthOptions: { authClient: options.authClient } } : {}),
    ...(options.baseUrl ? { httpOptions: { baseUrl: options.baseUrl } } : {}),
  });
}

/**
 * One streamed generateContent request as the assistant's events. `signal` (a deadline's) aborts the request and
 * also ends any wait on it at once, even if some layer of the SDK ignores the signal.
 */
export async function* streamEvents(ai: GoogleGenAI, params: GenerateContentParameters, signal: AbortSignal): AsyncGenerator<VertexEvent> {
  const stream = await untilAborted(
    ai.models.generateContentStream({ ...params, config: { ...params.config, abortSignal: signal } }),
    signal,
  );
  const chunks = stream[Symbol.asyncIterator]();
  for (;;) {
    const next = await untilAborted(chunks.next(), signal);
    if (next.done) return;
    yield* eventsFromChunk(next.value, randomUUID);
  }
}
