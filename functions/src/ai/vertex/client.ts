// The @google/genai client for Vertex AI, shared by the chat assistant and the eligibility narrator.
import { GoogleGenAI, type GoogleGenAIOptions } from '@google/genai';

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
