// A chat service started inside the test process, on a free loopback port, answering with the Vertex provider pointed
// at a local fake (functions/src/ai/vertex/testing/fake-vertex-server.ts): for tests that need to steer the model.
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import type { FakeVertexServer } from '../../functions/src/ai/vertex/testing/fake-vertex-server';
import { staticTokenAuthClient } from '../../functions/src/ai/vertex/testing/static-token-auth';
import { createVertexProvider } from '../../functions/src/ai/vertex/vertex-provider';
import { attachChatSockets, type ChatServiceOptions } from '../../functions/src/socket/chat-socket';

export interface InProcessChat {
  url: string;
  /** Lets running replies finish (up to 5 s), then closes every socket. */
  stop(): Promise<void>;
}

export async function startInProcessChat(
  fake: FakeVertexServer,
  options: Omit<ChatServiceOptions, 'provider'> = {},
): Promise<InProcessChat> {
  const provider = createVertexProvider({
    project: 'immigration-ai-test',
    location: 'us-central1',
    model: 'gemini-2.5-flash',
    timeoutMs: 60_000,
    baseUrl: fake.baseUrl,
    authClient: staticTokenAuthClient('ya29.test'),
  });
  const http = createServer();
  const chat = attachChatSockets(http, { provider, ...options });
  await new Promise<void>((resolve) => http.listen(0, '127.0.0.1', resolve));
  return {
    url: `http://127.0.0.1:${(http.address() as AddressInfo).port}`,
    stop: async () => {
      await chat.drain(5000);
      await chat.io.close();
    },
  };
}
