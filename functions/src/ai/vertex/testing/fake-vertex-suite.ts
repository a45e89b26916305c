// The setup the Gemini contract tests share: a local fake of Vertex AI started for each test and closed after it,
// and the client options that reach it with a static token.
import { afterEach, beforeEach, vi } from 'vitest';
import type { VertexClientOptions } from '../client';
import { startFakeVertexServer, type FakeVertexServer } from './fake-vertex-server';
import { staticTokenAuthClient } from './static-token-auth';

export interface FakeVertexSuite {
  /** This test's fake; read it inside a test or hook. */
  readonly server: FakeVertexServer;
  /** Options for a Gemini client of ours (narrator, document reader) pointed at the fake. */
  options(timeoutMs?: number): VertexClientOptions & { model: string; timeoutMs: number };
}

export function useFakeVertexServer(): FakeVertexSuite {
  let current: FakeVertexServer | undefined;
  beforeEach(async () => {
    current = await startFakeVertexServer();
    vi.spyOn(console, 'warn').mockImplementation(() => undefined);
  });
  afterEach(async () => {
    vi.useRealTimers();
    vi.restoreAllMocks();
    await current?.close();
    current = undefined;
  });
  const server = (): FakeVertexServer => {
    if (!current) throw new Error('The fake Vertex server runs only inside a test');
    return current;
  };
  return {
    get server() {
      return server();
    },
    options: (timeoutMs = 5000) => ({
      project: 'immigration-ai-test',
      location: 'us-east4',
      model: 'gemini-2.5-flash',
      timeoutMs,
      baseUrl: server().baseUrl,
      authClient: staticTokenAuthClient('ya29.test'),
    }),
  };
}
