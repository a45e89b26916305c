// A local stand-in for USCIS's Case Status API on 127.0.0.1 (a random port), so the real client, its fetch calls,
// token handling and answer parsing run in tests without credentials or the network. It answers like the API:
// form-encoded client credentials for a token, bearer tokens on GET /case-status/{receipt}, 401 for a token it does
// not accept, 404 for a receipt it does not know. Each test scripts the cases, delays and failures it needs.
import { createServer, type IncomingHttpHeaders, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';

/** `case_status` as the API sends it; tests may leave fields out or add odd ones. */
export type FakeCaseStatus = Record<string, unknown>;

export type FakeCaseAnswer =
  /** 200 with `{ case_status, message }`. */
  | { kind: 'status'; caseStatus: FakeCaseStatus; delayMs?: number }
  /** Any status with a JSON body, e.g. 500 or 429. */
  | { kind: 'error'; status: number; body?: unknown; delayMs?: number }
  /** Any status with a raw body, e.g. a 200 that is not JSON. */
  | { kind: 'raw'; status: number; body: string; contentType?: string };

export interface FakeUscisOptions {
  clientId?: string;
  clientSecret?: string;
  /** What `expires_in` says; sent as a string, as the real gateway does. */
  tokenLifetimeSeconds?: number;
}

export interface RecordedRequest {
  method: string;
  path: string;
  headers: IncomingHttpHeaders;
  /** The form fields of a token request; empty for other requests. */
  form: Record<string, string>;
}

export interface FakeUscisServer {
  /** Pass as the client's baseUrl. */
  readonly baseUrl: string;
  readonly clientId: string;
  readonly clientSecret: string;
  /** Every request, in order of arrival. */
  readonly requests: readonly RecordedRequest[];
  /** Token requests so far, refused ones included. */
  readonly tokenRequests: number;
  /** The GET /case-status requests so far. */
  readonly statusRequests: readonly RecordedRequest[];
  /** Sets how a receipt number is answered; any receipt not set gets a 404, as the real API answers. */
  setCase(receiptNumber: string, answer: FakeCaseAnswer): void;
  /** Answers the token endpoint with this status and body from now on (undefined: issue tokens again). */
  failTokens(failure: { status: number; body?: unknown } | undefined): void;
  /** Stops accepting every token issued so far, as when a token expires on USCIS's side. */
  expireTokens(): void;
  close(): Promise<void>;
}

export async function startFakeUscisServer(options: FakeUscisOptions = {}): Promise<FakeUscisServer> {
  const clientId = options.clientId ?? 'fake-client-id';
  const clientSecret = options.clientSecret ?? 'fake-client-secret';
  const lifetime = options.tokenLifetimeSeconds ?? 1799;
  const requests: RecordedRequest[] = [];
  const cases = new Map<string, FakeCaseAnswer>();
  const validTokens = new Set<string>();
  let issued = 0;
  let tokenFailure: { status: number; body?: unknown } | undefined;

  const server = createServer((req, res) => {
    handle(req, res).catch((error: unknown) => {
      if (!res.headersSent) sendJson(res, 500, { code: 500, message: `fake uscis: ${String(error)}` });
      else res.destroy();
    });
  });

  async function handle(req: IncomingMessage, res: ServerResponse): Promise<void> {
    const url = new URL(req.url ?? '/', 'http://127.0.0.1');
    const body = await readBody(req);
    const isForm = (req.headers['content-type'] ?? '').startsWith('application/x-www-form-urlencoded');
    const form = isForm ? Object.fromEntries(new URLSearchParams(body)) : {};
    const record: RecordedRequest = { method: req.method ?? '?', path: url.pathname, headers: req.headers, form };
    requests.push(record);

    if (req.method === 'POST' && url.pathname === '/oauth/accesstoken') {
      answerToken(res, isForm, form);
      return;
    }
    const receipt = /^\/case-status\/([^/]+)$/.exec(url.pathname)?.[1];
    if (req.method !== 'GET' || receipt === undefined) {
      sendJson(res, 404, { code: 404, message: `fake uscis: no route for ${req.method ?? '?'} ${url.pathname}` });
      return;
    }
    const bearer = /^Bearer (.+)$/.exec(req.headers.authorization ?? '')?.[1];
    if (bearer === undefined || !validTokens.has(bearer)) {
      sendJson(res, 401, { code: 401, message: 'fake uscis: the access token is missing, unknown or expired' });
      return;
    }
    const answer = cases.get(decodeURIComponent(receipt));
    if (answer === undefined) {
      sendJson(res, 404, { code: 404, message: 'fake uscis: no case has this receipt number' });
      return;
    }
    if (answer.kind !== 'raw' && answer.delayMs) {
      await sleep(answer.delayMs);
      if (res.destroyed) return;
    }
    switch (answer.kind) {
      case 'status':
        sendJson(res, 200, { case_status: answer.caseStatus, message: 'fake uscis: case status found' });
        return;
      case 'error':
        sendJson(res, answer.status, answer.body ?? { code: answer.status, message: `fake uscis: status ${answer.status}` });
        return;
      case 'raw':
        res.writeHead(answer.status, { 'content-type': answer.contentType ?? 'application/json' });
        res.end(answer.body);
        return;
    }
  }

  function answerToken(res: ServerResponse, isForm: boolean, form: Record<string, string>): void {
    if (tokenFailure) {
      sendJson(res, tokenFailure.status, tokenFailure.body ?? { error: 'fake uscis: token endpoint failing' });
      return;
    }
    if (!isForm || form.grant_type !== 'client_credentials') {
      sendJson(res, 400, { error: 'unsupported_grant_type' });
      return;
    }
    if (form.client_id !== clientId || form.client_secret !== clientSecret) {
      sendJson(res, 401, { error: 'invalid_client', message: 'fake uscis: unknown client id or wrong secret' });
      return;
    }
    issued += 1;
    const token = `fake-token-${issued}`;
    validTokens.add(token);
    sendJson(res, 200, { access_token: token, token_type: 'BearerToken', expires_in: String(lifetime), status: 'approved' });
  }

  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => resolve());
  });
  const { port } = server.address() as AddressInfo;
  const isTokenRequest = (r: RecordedRequest) => r.method === 'POST' && r.path === '/oauth/accesstoken';

  return {
    baseUrl: `http://127.0.0.1:${port}`,
    clientId,
    clientSecret,
    requests,
    get tokenRequests() {
      return requests.filter(isTokenRequest).length;
    },
    get statusRequests() {
      return requests.filter((r) => r.method === 'GET' && r.path.startsWith('/case-status/'));
    },
    setCase: (receiptNumber, answer) => {
      cases.set(receiptNumber, answer);
    },
    failTokens: (failure) => {
      tokenFailure = failure;
    },
    expireTokens: () => validTokens.clear(),
    close: () =>
      new Promise<void>((resolve, reject) => {
        // Delayed answers would keep close() waiting.
        server.closeAllConnections();
        server.close((error) => (error ? reject(error) : resolve()));
      }),
  };
}

function sendJson(res: ServerResponse, status: number, body: unknown): void {
  res.writeHead(status, { 'content-type': 'application/json' });
  res.end(JSON.stringify(body));
}

function readBody(req: IncomingMessage): Promise<string> {
  return new Promise((resolve, reject) => {
    const chunks: Buffer[] = [];
    req.on('data', (chunk: Buffer) => chunks.push(chunk));
    req.on('end', () => resolve(Buffer.concat(chunks).toString('utf8')));
    req.on('error', reject);
  });
}

function sleep(ms: number): Promise<void> {
  return new Promise((resolve) => setTimeout(resolve, ms));
}
