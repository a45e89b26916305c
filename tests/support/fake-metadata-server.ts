// A stand-in for the GCE metadata server on 127.0.0.1, so a process of the stack that uses Application Default
// Credentials (the chat service's Vertex provider) gets a token without Google. Point a process at it with
// GCE_METADATA_HOST=<host> and METADATA_SERVER_DETECTION=assume-present. Answers as gcp-metadata expects: the
// Metadata-Flavor header both ways, text or JSON bodies.
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';

export const FAKE_METADATA_TOKEN = 'fake-metadata-token';

export interface FakeMetadataServer {
  /** host:port, for GCE_METADATA_HOST. */
  readonly host: string;
  /** Paths asked for, in order. */
  readonly paths: readonly string[];
  close(): Promise<void>;
}

export async function startFakeMetadataServer(projectId: string): Promise<FakeMetadataServer> {
  const paths: string[] = [];
  const answers: Record<string, { type: string; body: string }> = {
    '/computeMetadata/v1/instance/service-accounts/default/token': {
      type: 'application/json',
      body: JSON.stringify({ access_token: FAKE_METADATA_TOKEN, expires_in: 3600, token_type: 'Bearer' }),
    },
    '/computeMetadata/v1/project/project-id': { type: 'text/plain', body: projectId },
    '/computeMetadata/v1/universe/universe-domain': { type: 'text/plain', body: 'googleapis.com' },
    '/computeMetadata/v1/instance/service-accounts/default/email': {
      type: 'text/plain',
      body: `fake@${projectId}.iam.gserviceaccount.com`,
    },
  };
  const server = createServer((req, res) => {
    const path = new URL(req.url ?? '/', 'http://metadata').pathname;
    paths.push(path);
    const answer = answers[path];
    if (req.headers['metadata-flavor'] !== 'Google' || !answer) {
      res.writeHead(404, { 'metadata-flavor': 'Google', 'content-type': 'text/plain' }).end('not found');
      return;
    }
    res.writeHead(200, { 'metadata-flavor': 'Google', 'content-type': answer.type }).end(answer.body);
  });
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => resolve());
  });
  const { port } = server.address() as AddressInfo;
  return {
    host: `127.0.0.1:${port}`,
    paths,
    close: () =>
      new Promise<void>((resolve, reject) => {
        server.closeAllConnections();
        server.close((error) => (error ? reject(error) : resolve()));
      }),
  };
}
